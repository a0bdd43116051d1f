import { Route, Routes } from 'react-router';
import { ArticleRoute, BlogList } from './pages/Blog.tsx';
import { CalculatorList } from './pages/CalculatorList.tsx';
import { CalculatorRoute } from './pages/CalculatorPage.tsx';
import { Home } from './pages/Home.tsx';
import { Layout } from './pages/Layout.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { StudioRoute } from './pages/StudioRoute.tsx';

/** Every screen of the site. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="calcolatori" element={<CalculatorList />} />
        <Route path="calcolatori/:segment/:slug" element={<CalculatorRoute />} />
        <Route path="blog" element={<BlogList />} />
        <Route path="blog/:slug" element={<ArticleRoute />} />
        <Route path="studio" element={<StudioRoute />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
