/**
 * The browser entry. A prerendered page (its #root names the path it was rendered for) hydrates
 * only its islands (src/islands/island.tsx), each once its chunk and what it needs are loaded, so the
 * first render matches the HTML; what the visitor typed in them meanwhile is kept, as typed
 * (src/renderer/typed.ts). Anything else (the 404 page served for another path, the development server)
 * is drawn afresh, with the page components loaded for it.
 */
import { createElement, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type IslandModule, islandPrefix } from './islands/island.tsx';
import { showUpdateNeeded } from './islands/update-needed.ts';
import { loadTagManager, trackClicks, trackPageView, trackWebVitals } from './site/analytics.ts';
import { GTM_ID } from './site/config.ts';
import { trimSlash } from './site/paths.ts';
import './styles.css';
import './generated/charts.css';
import './site/dev-overlay.ts';

const islands = import.meta.glob<IslandModule>('./islands/*.tsx');

/** The islands whose hydration has been committed, of `expected`. */
const hydrated = new Set<string>();
let expected = 0;

/**
 * Notes that an island's hydration is committed; with the page's last one, marks the page
 * hydrated (a user timing, `hydrated`): `npm run bench` checks that Lighthouse's recording of every
 * page holds it, so no work is left out of the recording.
 */
function Hydrated({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => {
    hydrated.add(name);
    if (hydrated.size === expected) performance.mark('hydrated');
  }, [name]);
  return children;
}

const container = document.getElementById('root')!;
const prerendered =
  container.dataset.path !== undefined && trimSlash(container.dataset.path) === trimSlash(location.pathname);

trackClicks(document);
if (prerendered) {
  trackPageView(location.pathname, document.title);
  const found = await Promise.all(
    [...container.querySelectorAll<HTMLElement>('[data-island]')].map(async (element) => {
      const name = element.dataset.island!;
      const load = islands[`./islands/${name}.tsx`];
      if (!load) throw new Error(`No island named ${name}`);
      const island = await load();
      const props = JSON.parse(element.dataset.props ?? '{}');
      await island.prepare?.(props);
      return { element, name, island, props };
    }),
  ).catch((error: unknown) => {
    // A chunk that cannot load (a page kept offline from an earlier version): the page says so.
    showUpdateNeeded();
    throw error;
  });
  expected = found.length;
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread (what the visitor touches meanwhile is hydrated first).
  startTransition(() => {
    for (const { element, name, island, props } of found) {
      const root = (
        <StrictMode>
          <Hydrated name={name}>{createElement(island.default, props)}</Hydrated>
        </StrictMode>
      );
      hydrateRoot(element, root, { identifierPrefix: islandPrefix(name) });
    }
  });
} else {
  const { App, preloadRoute } = await import('./pages/App.tsx');
  await preloadRoute(location.pathname);
  createRoot(container).render(
    <StrictMode>
      <App path={location.pathname} />
    </StrictMode>,
  );
}

loadTagManager(GTM_ID);
// Now, not at idle: this script runs after the first paint (index.html), and a first visit's offline copy keeps only the chunks fetched before the worker registers.
void trackWebVitals();

// The offline copy (src/offline/): its service worker once the page has loaded and the browser is idle.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const idle = () =>
    (window.requestIdleCallback ?? setTimeout)(() => {
      void import('./offline/register.ts').then((offline) => offline.registerServiceWorker());
    });
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
