/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js; registered by
 * register.ts once the page has loaded). With Workbox's routing and strategies:
 *
 * - when it installs, it keeps the app shell (the chunks every page loads first, the icons: the
 *   list vite.config.ts injects) and the offline page;
 * - pages are network first: a fresh page when the network answers (within a few seconds: a
 *   weak signal is no network), else the copy kept from the last visit or download;
 * - the build's static files (chunks under /assets/, icons) are cache first;
 * - a page that is neither online nor kept is answered with the offline page, listing the
 *   calculators kept on the device;
 * - when a new version activates, what earlier ones left goes, and kept pages are brought up to
 *   date (prune.ts).
 *
 * Its caches are the origin's, so any script of the origin can write into them (issue 41: a page
 * made to run a script once could plant a chunk that every later visit ran). So the worker trusts
 * nothing it reads there: a static file is served from a cache only when its bytes have the digest
 * the build wrote into this worker (facts.ts), with the type the worker gives it; a page, with the
 * headers of the build (its Content Security Policy among them), never those the cache holds.
 *
 * A new version waits until the visitor accepts 'Aggiorna' or leaves the page (register.ts sends
 * SKIP_WAITING then), so a page never changes version while it is being used.
 */
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { headersFor } from '../../generator/headers.ts';
import { ASSETS_CACHE, isPage, KEEP_UP_TO_DATE, OFFLINE_PAGE, PAGES_CACHE, pageKey, SKIP_WAITING } from './caches.ts';
import { digestOf, staticType, type WorkerFacts } from './facts.ts';
import { dropUnusedCaches, keepUpToDate } from './prune.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string })[];
  __SITE_FACTS: WorkerFacts;
};

const facts = self.__SITE_FACTS;
/** The app shell, as vite-plugin-pwa lists it (vite.config.ts): paths relative to the site's root. */
const shell = self.__WB_MANIFEST.map((entry) => `/${typeof entry === 'string' ? entry : entry.url}`);

/** The headers the server sends with the page at `pathname` (public/_headers), as HTML. */
function pageHeaders(pathname: string): Headers {
  const headers = new Headers(headersFor(facts.headers, pathname));
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return headers;
}

/** A static file's bytes kept in `cache` for `request`, when they are the build's (else undefined). */
async function verifiedBody(cache: Cache, request: Request | string, path: string): Promise<ArrayBuffer | undefined> {
  const expected = facts.files[path];
  const kept = expected === undefined ? undefined : await cache.match(request);
  if (!kept) return undefined;
  const body = await kept.arrayBuffer();
  if ((await digestOf(body)) === expected) return body;
  await cache.delete(request);
  return undefined;
}

/**
 * Fetches a static file and keeps it when it is the build's, or of a build this worker does not
 * know (a newer page's chunk: the next worker checks it); returns the network's answer.
 */
async function fetchStatic(cache: Cache, request: Request | string, path: string): Promise<Response> {
  const response = await fetch(request);
  const expected = facts.files[path];
  if (response.ok && (expected === undefined || (await digestOf(await response.clone().arrayBuffer())) === expected))
    await cache.put(request, response.clone());
  return response;
}

/** A static file: the kept copy when it is the build's, else the network's (a failed fetch fails). */
async function serveStatic(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const cache = await caches.open(ASSETS_CACHE);
  const body = await verifiedBody(cache, request, path);
  if (!body) return fetchStatic(cache, request, path);
  return new Response(body, { headers: { 'Content-Type': staticType(path), 'X-Content-Type-Options': 'nosniff' } });
}

/** Keeps the shell, checked, and the offline page; fails (and the install with it) on a file that is not the build's. */
async function install(): Promise<void> {
  const assets = await caches.open(ASSETS_CACHE);
  const keepShellFile = async (path: string) => {
    if (await verifiedBody(assets, path, path)) return;
    const response = await fetchStatic(assets, new Request(path, { cache: 'reload' }), path);
    if (!(await verifiedBody(assets, path, path))) throw new Error(`${path}: ${response.status}, not the build's file`);
  };
  const keepOfflinePage = async () => {
    const response = await fetch(new Request(OFFLINE_PAGE, { cache: 'reload' }));
    if (!isPage(response)) throw new Error(`${OFFLINE_PAGE}: ${response.status}`);
    await (await caches.open(PAGES_CACHE)).put(pageKey(response.url), response);
  };
  await Promise.all([keepOfflinePage(), ...shell.map(keepShellFile)]);
}

self.addEventListener('install', (event) => event.waitUntil(install()));
// The first visit's page is served by this worker as soon as it runs: what it loads from then on
// (the chart, a table) is kept too.
clientsClaim();
// The caches earlier versions left (prune.ts); their chunks once a page asks.
self.addEventListener('activate', (event) => event.waitUntil(dropUnusedCaches()));

/**
 * Kept pages and their chunks brought up to date once in this worker's life (a page asks:
 * register.ts). Not held by the message's waitUntil: a newer worker waiting to take over would wait
 * for it; a worker stopped half-way does the rest at the next visit.
 */
let keeping = false;
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
  if (event.data?.type === KEEP_UP_TO_DATE && !keeping) {
    keeping = true;
    // A failure (no network) leaves it to the next visit.
    keepUpToDate(facts.files, shell).catch(() => {
      keeping = false;
    });
  }
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The offline page for `pathname`: the kept copy of OFFLINE_PAGE with only the calculators kept on
 * the device in its list (each item names its page: `data-offline="/calcolatori/…"`), its note for
 * an empty list only when the list is empty, and #root naming `pathname`, so that the page's
 * islands hydrate there (src/main.tsx). The path is escaped, and written by a function: a
 * replacement string would read `$&` in it as a pattern.
 */
async function offlinePage(pathname: string): Promise<Response> {
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
    .replace(`data-path="${OFFLINE_PAGE}"`, () => `data-path="${escapeHtml(pathname)}"`);
  return new Response(html, { headers: pageHeaders(OFFLINE_PAGE) });
}

/**
 * Pages are kept under their path alone (a shared link's query opens the same page), only as the
 * server's 200 HTML answers, and served from the cache with the build's headers.
 */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
      cacheWillUpdate: async ({ response }) => (isPage(response) ? response : null),
      cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
        cachedResponse?.status === 200
          ? new Response(cachedResponse.body, { headers: pageHeaders(new URL(request.url).pathname) })
          : null,
    },
  ],
});
registerRoute(
  new NavigationRoute(async (options) => {
    const url = new URL(options.request.url);
    // A URL the browser's fetch refuses (credentials in it) is an error, not a network failure.
    if (url.username || url.password) return Response.error();
    try {
      return await pages.handle(options);
    } catch {
      return offlinePage(url.pathname);
    }
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    (url.pathname.startsWith('/assets/') || Object.hasOwn(facts.files, url.pathname)),
  ({ request }) => serveStatic(request),
);
