/**
 * The prerender entry (built with `vite build --ssr`): renders one path of the site to HTML with
 * its head, as the browser will hydrate it.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './routes.tsx';
import { articleAt, calculatorAt, preloadPage } from './site/chunks.ts';
import { HeadProvider, type HeadSink } from './site/head.tsx';
import { headHtml } from './site/meta.ts';

export { articles } from './generated/blog.ts';
export { calculators } from './generated/registry.ts';
export { SITE_URL } from './site/config.ts';

export interface Rendered {
  html: string;
  head: string;
  /** The generated modules the page needs at once (to preload). */
  modules: string[];
}

export async function render(path: string): Promise<Rendered> {
  await preloadPage(path);
  const sink: HeadSink = {};
  const html = renderToString(
    <HeadProvider sink={sink}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </HeadProvider>,
  );
  if (!sink.meta) throw new Error(`${path} declared no head (usePageMeta)`);
  const calculator = calculatorAt(path);
  const article = articleAt(path);
  const modules = [...(calculator?.load ? [`src/generated/calculators/${calculator.id}.ts`] : []), ...(article ? [`src/generated/articles/${article.slug}.ts`] : [])];
  return { html, head: headHtml(sink.meta), modules };
}
