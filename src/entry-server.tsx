/**
 * The prerender entry (built with `vite build --ssr`): renders one URL of the site to HTML with
 * its head, as the browser will hydrate it.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteHandle } from './pages/Layout.tsx';
import { routes } from './routes.tsx';
import { headHtml, type PageMeta } from './site/meta.ts';

export { calculators } from './generated/registry.ts';
export { articles } from './generated/blog.ts';

const handler = createStaticHandler(routes);

export interface Rendered {
  html: string;
  head: string;
  meta: PageMeta;
  /** The generated modules the page needs at once (to preload). */
  modules: string[];
}

export async function render(path: string): Promise<Rendered> {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects to ${context.headers.get('Location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  const match = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.meta);
  const meta = (match!.route.handle as RouteHandle).meta(context.loaderData[match!.route.id], match!.params);
  const modules: string[] = [];
  const page = context.loaderData.calculator as { entry?: { id: string } } | undefined;
  if (page?.entry && 'calculator' in page) modules.push(`src/generated/calculators/${page.entry.id}.ts`);
  const article = context.loaderData.article as { article?: { slug: string } } | undefined;
  if (article?.article) modules.push(`src/generated/articles/${article.article.slug}.ts`);
  return { html, head: headHtml(meta), meta, modules };
}
