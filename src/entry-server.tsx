/**
 * The prerender entry (built with `vite build --ssr`): renders one path of the site to HTML with
 * its head, as the browser will hydrate it (each island rendered alone, src/islands/island.tsx).
 */
import { renderToString } from 'react-dom/server';
import { HeadProvider, type HeadSink } from './head/head.tsx';
import { headHtml } from './head/meta.ts';
import { islandPrefix, renderIslandsWith } from './islands/island.tsx';
import { App, preloadRoute } from './pages/App.tsx';
import { articleAt, calculatorAt, embeddedAt } from './site/chunks.ts';
import { calculatorSource } from './site/modules.ts';

export { embedPathOf } from './embed/paths.ts';
export { articles } from './generated/blog.ts';
export { calculators } from './generated/registry.ts';
export { SITE_URL } from './site/config.ts';
export { knowBuiltFiles } from './site/modules.ts';
export { siteRoutes } from './site/routes.ts';

/** The islands of the page being rendered (render() is called for one page at a time). */
const islands = new Set<string>();
renderIslandsWith((name, node) => {
  islands.add(name);
  return renderToString(node, { identifierPrefix: islandPrefix(name) });
});

export interface Rendered {
  html: string;
  head: string;
  /** The modules the page needs at once (to preload): its islands and its generated module. */
  modules: string[];
}

export async function render(path: string): Promise<Rendered> {
  await preloadRoute(path);
  islands.clear();
  const sink: HeadSink = {};
  const html = renderToString(
    <HeadProvider sink={sink}>
      <App path={path} />
    </HeadProvider>,
  );
  if (!sink.meta) throw new Error(`${path} declared no head (usePageMeta)`);
  const calculator = calculatorAt(path) ?? embeddedAt(path);
  const article = articleAt(path);
  const modules = [
    ...[...islands].map((name) => `src/islands/${name}.tsx`),
    ...(calculator?.status === 'ready' ? [calculatorSource(calculator.id)] : []),
    ...(article ? [`src/generated/articles/${article.slug}.ts`] : []),
  ];
  return { html, head: headHtml(sink.meta), modules };
}
