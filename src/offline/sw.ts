/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js; registered by
 * register.ts once the page has loaded). With Workbox:
 *
 * - the app shell is precached: the chunks every page loads first and the icons (the list is
 *   injected at build, vite.config.ts), and the offline page, fetched when the worker installs;
 * - pages are network first: a fresh page when the network answers (within a few seconds: a
 *   weak signal is no network), else the copy kept from the last visit or download;
 * - chunks under /assets/ are cache first (their names are content hashes);
 * - a page that is neither online nor kept is answered with the offline page, listing the
 *   calculators kept on the device;
 * - when a new version activates, what earlier ones left and no kept page uses goes (prune.ts).
 *
 * A new version waits until the visitor accepts 'Aggiorna' or leaves the page (register.ts sends
 * SKIP_WAITING then), so a page never changes version while it is being used.
 */
import { clientsClaim } from 'workbox-core';
import { precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ASSETS_CACHE, OFFLINE_PAGE, PAGES_CACHE, pageKey } from './caches.ts';
import { pruneCaches } from './prune.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
// The first visit's page is served by this worker as soon as it runs: what it loads from then on
// (the chart, a table) is kept too.
clientsClaim();

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES_CACHE)
      .then((cache) => cache.add(new Request(new URL(OFFLINE_PAGE, self.location.origin), { cache: 'reload' }))),
  );
});

// What earlier versions left and no kept page uses (prune.ts); Workbox drops the precache's own.
self.addEventListener('activate', (event) => event.waitUntil(pruneCaches()));

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The offline page for `url`: the kept copy of OFFLINE_PAGE with only the calculators kept on the
 * device in its list (each item names its page: `data-offline="/calcolatori/…"`), its note for an
 * empty list only when the list is empty, and #root naming `url`, so that the page's islands
 * hydrate there (src/main.tsx).
 */
async function offlinePage(url: string): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  const page = await cache.match(pageKey(new URL(OFFLINE_PAGE, self.location.origin).href));
  if (!page) return Response.error();
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  let listed = 0;
  const html = (await page.text())
    .replace(/<li data-offline="([^"]+)">[\s\S]*?<\/li>/g, (item, path: string) => {
      if (!kept.has(path)) return '';
      listed += 1;
      return item;
    })
    .replace(/<p data-offline-empty="">[\s\S]*?<\/p>/, (note) => (listed ? '' : note))
    .replace(`data-path="${OFFLINE_PAGE}"`, `data-path="${escapeHtml(new URL(url).pathname)}"`);
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Pages are kept under their path alone: a shared link's query opens the same page. */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [{ cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url) }],
});
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return offlinePage(options.request.url);
    }
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE }),
);
