import type { RouteObject } from 'react-router';
import { articleLoader, articleMeta, BlogArticle, blogMeta, BlogList } from './pages/Blog.tsx';
import { CalculatorList, listMeta } from './pages/CalculatorList.tsx';
import { CalculatorPage, calculatorLoader, calculatorMeta, type PageData } from './pages/CalculatorPage.tsx';
import { Home, homeMeta } from './pages/Home.tsx';
import { Layout, type RouteHandle } from './pages/Layout.tsx';
import { NotFound, notFoundMeta } from './pages/NotFound.tsx';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

/** Every screen of the site. Ids are stable: the client uses them to hydrate prerendered pages. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <Layout />,
    hydrateFallbackElement: <p className="page-loading">Caricamento...</p>,
    children: [
      { id: 'home', index: true, element: <Home />, handle: handle(homeMeta) },
      { id: 'list', path: 'calcolatori', element: <CalculatorList />, handle: handle(listMeta) },
      { id: 'calculator', path: 'calcolatori/:segment/:slug', loader: calculatorLoader, element: <CalculatorPage />, handle: handle((data, params) => calculatorMeta(data as PageData, params)) },
      { id: 'blog', path: 'blog', element: <BlogList />, handle: handle(blogMeta) },
      { id: 'article', path: 'blog/:slug', loader: articleLoader, element: <BlogArticle />, handle: handle(articleMeta) },
      { id: 'not-found', path: '*', element: <NotFound />, handle: handle(notFoundMeta) },
    ],
  },
];
