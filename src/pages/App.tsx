/**
 * The site's pages by path. Every page is a document of its own (prerendered; links are plain
 * links), so there is no client-side router: the server renders the page for each path of the
 * sitemap, and the browser draws one only where no prerendered page exists (the 404 page, the
 * development server). Each kind of page is a chunk of its own, so the 404 page does not load the
 * calculator's code; both load what the page needs before drawing it (preloadRoute).
 */
import { type ComponentType, Suspense, use } from 'react';
import { pagePathOfEmbed } from '../embed/paths.ts';
import { categoryAt } from '../site/catalogue.ts';
import { preloadPage } from '../site/chunks.ts';
import { infoPageAt } from '../site/info.ts';
import { once } from '../site/modules.ts';
import { trimSlash } from '../site/paths.ts';
import { Layout } from './Layout.tsx';

type PageComponent = ComponentType<{ path: string }>;

const routes: { name: string; match: (path: string) => boolean; load: () => Promise<PageComponent> }[] = [
  { name: 'home', match: (path) => path === '/', load: async () => (await import('./Home.tsx')).Home },
  {
    name: 'list',
    match: (path) => path === '/calcolatori',
    load: async () => (await import('./CalculatorList.tsx')).CalculatorList,
  },
  {
    name: 'calculator',
    match: (path) => /^\/calcolatori\/[^/]+\/[^/]+$/.test(path),
    load: async () => (await import('./CalculatorPage.tsx')).CalculatorRoute,
  },
  {
    name: 'category',
    match: (path) => categoryAt(path) !== undefined,
    load: async () => (await import('./CategoryPage.tsx')).CategoryRoute,
  },
  { name: 'blog', match: (path) => path === '/blog', load: async () => (await import('./Blog.tsx')).BlogList },
  {
    name: 'article',
    match: (path) => /^\/blog\/[^/]+$/.test(path),
    load: async () => (await import('./Blog.tsx')).ArticleRoute,
  },
  {
    name: 'info',
    match: (path) => infoPageAt(path) !== undefined,
    load: async () => (await import('./info/InfoRoute.tsx')).InfoRoute,
  },
  {
    name: 'embed',
    match: (path) => pagePathOfEmbed(path) !== undefined,
    load: async () => (await import('./EmbedPage.tsx')).EmbedRoute,
  },
  {
    name: 'studio',
    match: (path) => path === '/studio',
    load: async () => (await import('./StudioRoute.tsx')).StudioRoute,
  },
  { name: 'offline', match: (path) => path === '/offline', load: async () => (await import('./Offline.tsx')).Offline },
  { name: 'not-found', match: () => true, load: async () => (await import('./NotFound.tsx')).NotFound },
];

/** The components of the page at `path`, loaded once. */
export function pageComponent(path: string): Promise<PageComponent> {
  const route = routes.find((r) => r.match(trimSlash(path)))!;
  return once(`page:${route.name}`, route.load);
}

/** Loads what the page at `path` draws: its components, and its calculator's or article's chunk. */
export async function preloadRoute(path: string): Promise<void> {
  await Promise.all([pageComponent(path), preloadPage(path)]);
}

function Page({ path }: { path: string }) {
  const Component = use(pageComponent(path));
  return <Component path={path} />;
}

/** The page at `path` (without its query or fragment) in the site's frame; an embed alone. */
export function App({ path }: { path: string }) {
  if (pagePathOfEmbed(path) !== undefined)
    return (
      <Suspense>
        <Page path={trimSlash(path)} />
      </Suspense>
    );
  return (
    <Layout>
      <Page path={trimSlash(path)} />
    </Layout>
  );
}
