import type { RouteObject } from 'react-router';
import { CalculatorPage, calculatorLoader } from './pages/CalculatorPage.tsx';
import { Home } from './pages/Home.tsx';
import { Layout } from './pages/Layout.tsx';
import { NotFound } from './pages/NotFound.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    hydrateFallbackElement: <p className="page-loading">Caricamento...</p>,
    children: [
      { index: true, element: <Home /> },
      { path: 'calcolatori/:segment/:slug', loader: calculatorLoader, element: <CalculatorPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
