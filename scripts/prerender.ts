/**
 * Writes every route of the site as static HTML into dist/ (after `vite build` and the SSR build):
 * each page with its own head and full content (<route>.html: scripts/page-file.ts), the studio and
 * the embeds (out of the sitemap), 404.html, sitemap.xml and robots.txt, and a
 * gzip and brotli copy of every text file for servers that send precompressed files. The pages are
 * rendered in one worker thread per core (scripts/render-pages.ts).
 *
 *   tsx scripts/prerender.ts
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { OFFLINE_LIST, type OfflineList } from '../src/offline/caches.ts';
import { chunkCss, type Manifest, shellChunks, siteChunks } from './boot-chunks.ts';
import { COMPRESSED, compress } from './compress.ts';
import { pageFile } from './page-file.ts';
import type { RenderShare } from './render-pages.ts';
import { sitemapFiles } from './sitemap.ts';
import { writeWorkerFacts } from './worker-facts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

interface ServerEntry {
  calculators: readonly { url: string; status: string }[];
  articles: readonly { url: string; date: string }[];
  /** The canonical host the pages were built with (VITE_SITE_URL). */
  SITE_URL: string;
  embedPathOf(url: string): string;
  siteRoutes(): string[];
}

// React's production build, here and in the worker threads that render (scripts/render-pages.ts).
process.env.NODE_ENV ??= 'production';
const server = (await import(pathToFileURL(path.join(root, 'dist-ssr/entry-server.js')).href)) as ServerEntry;
const siteUrl = server.SITE_URL;
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const entryFound = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entryFound) throw new Error('dist/.vite/manifest.json: no entry chunk');
const [entryKey] = entryFound;

/**
 * The page before its scripts: Vite's script and link tags leave the template. The stylesheet is
 * inlined (no request before the first paint), and the app's chunks are named on #root
 * (`data-entry`, `data-modules`) for the inline script of index.html, which loads them once the
 * page has painted (bench/README.md: what makes the site fast).
 */
const css = (
  await Promise.all(chunkCss(manifest, [entryKey]).map((file) => readFile(path.join(dist, file), 'utf8')))
).join('\n');
if (!css) throw new Error('dist/.vite/manifest.json: no stylesheet for the entry');
if (/<\/style/i.test(css)) throw new Error('the stylesheet contains "</style": it cannot be inlined');
const viteTags = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g;
const template = (await readFile(path.join(dist, 'index.html'), 'utf8'))
  .replace(viteTags, '')
  .replace('</head>', () => `  <style>${css}</style>\n  </head>`);
if (/type="module"|rel="modulepreload"|rel="stylesheet"/.test(template))
  throw new Error('dist/index.html: a script or stylesheet tag of Vite was left in the page');

// The inlined stylesheet is allowed by its hash (public/_headers: style-src, in every route's policy).
const headersFile = path.join(dist, '_headers');
const headers = await readFile(headersFile, 'utf8');
const styleSrc = "style-src 'self'";
const policies = headers.match(/^\s+Content-Security-Policy:/gm)?.length ?? 0;
if (policies === 0 || headers.split(styleSrc).length !== policies + 1)
  throw new Error(`public/_headers: expected "${styleSrc}" once in each Content-Security-Policy`);
const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
await writeFile(
  headersFile,
  headers.replaceAll(styleSrc, () => `${styleSrc} ${styleHash}`),
);
// The service worker's facts: the static files' digests and these headers (src/offline/facts.ts).
await writeWorkerFacts(dist);

/**
 * How many files each worker thread renders, or this thread compresses, at once: enough to keep
 * every core busy (libuv's threads compress while the workers render), few enough that memory does
 * not grow with the catalogue.
 */
const CONCURRENCY = 2 * availableParallelism();

/** The files compressed so far. */
const compressed = new Set<string>();

const started = performance.now();
const routes = server.siteRoutes();
// Each ready calculator alone, for other sites to frame: out of the sitemap too (noindex, canonical to its page).
const embeds = server.calculators.filter((c) => c.status === 'ready').map((c) => server.embedPathOf(c.url));
// The pages made one per calculator (its page and its embed), and the few others (compress.ts).
const calculatorPages = new Set(server.calculators.map((c) => c.url));
const pages: RenderShare['pages'] = [
  ...routes.map((route): RenderShare['pages'][number] => [route, pageFile(route), [], !calculatorPages.has(route)]),
  // Served for any unknown path, so drawn in the browser for that path: with the page components.
  ['/404', '404.html', ['src/pages/App.tsx'], true],
  // The studio: a page of its own, kept out of the sitemap (it is noindex).
  ['/studio', pageFile('/studio'), [], true],
  ...embeds.map((route): RenderShare['pages'][number] => [route, pageFile(route)]),
  // What the service worker shows for a page not kept on the device while offline (src/offline/).
  ['/offline', pageFile('/offline'), [], true],
];
/** dist/'s text files that get compressed copies (not Vite's manifest folder). */
const textFiles = async () =>
  (await readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSED.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
/** Compresses `files` a few at a time; they join `compressed`. */
const compressAll = (files: string[]) =>
  Readable.from(files).forEach(
    async (file: string) => {
      await compress(file, await readFile(file));
      compressed.add(file);
    },
    { concurrency: CONCURRENCY },
  );
// The bundle's and the public files (not the pages written over them) are compressed while the
// pages are rendered, the largest first: libuv's threads take them while the worker threads render.
const written = new Set(pages.map(([, file]) => path.join(dist, file)));
const bundle = (await textFiles()).filter((file) => !written.has(file));
const sizes = new Map(await Promise.all(bundle.map(async (file) => [file, (await stat(file)).size] as const)));
// The pages in shares, one a worker thread per core, each rendering and compressing a few at a
// time (scripts/render-pages.ts); a calculator's embed goes with its page (the same modules).
const workers = availableParallelism();
const shareOf = new Map(
  server.calculators.flatMap((c, i) => [
    [c.url, i % workers],
    [server.embedPathOf(c.url), i % workers],
  ]),
);
const shares = Array.from({ length: workers }, (): RenderShare['pages'] => []);
for (const [i, entry] of pages.entries()) shares[shareOf.get(entry[0]) ?? i % workers]!.push(entry);
// tsx's loader, which worker threads do not inherit, then the worker's TypeScript.
const renderer = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./render-pages.ts', import.meta.url).href)});
});`;
const rendered = shares.map(
  (share) =>
    new Promise<void>((resolve, reject) => {
      const workerData: RenderShare = { root, template, pages: share, concurrency: CONCURRENCY };
      new Worker(renderer, { eval: true, workerData })
        .on('error', reject)
        .on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a prerender worker exited with ${code}`))));
    }),
);
await Promise.all([compressAll(bundle.sort((a, b) => sizes.get(b)! - sizes.get(a)!)), ...rendered]);

const today = new Date().toISOString().slice(0, 10);
const lastmod = (route: string) => server.articles.find((a) => a.url === route)?.date ?? today;
const sitemap = sitemapFiles(
  routes.map((r) => ({ loc: `${siteUrl}${r}`, lastmod: lastmod(r) })),
  siteUrl,
);
for (const [name, xml] of sitemap) await writeFile(path.join(dist, name), xml);
await writeFile(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

// The files written since: the sitemap and robots.txt.
const texts = await textFiles();
await compressAll(texts.filter((file) => !compressed.has(file) && !written.has(file)));
// What 'Scarica tutti i calcolatori per l'uso offline' saves (src/offline/): every page of the site
// (the home, the list, the categories' pages, every calculator, the blog and its articles, the
// information pages), and every chunk they may load but those the service worker keeps when it
// installs (its shell), with the bytes to download (brotli).
const offlinePages = routes;
const shell = new Set(shellChunks(manifest));
const offlineAssets = siteChunks(manifest).filter((file) => !shell.has(file));
const brotliSize = async (file: string) => (await stat(path.join(dist, `${file}.br`))).size;
const offlineBytes = (
  await Promise.all([...offlinePages.map((route) => brotliSize(pageFile(route))), ...offlineAssets.map(brotliSize)])
).reduce((a, b) => a + b, 0);
const offlineList: OfflineList = {
  pages: offlinePages,
  assets: offlineAssets.map((file) => `/${file}`),
  bytes: offlineBytes,
};
await writeFile(path.join(dist, OFFLINE_LIST.slice(1)), JSON.stringify(offlineList));

console.log(
  `Prerendered ${routes.length + 2} pages, ${embeds.length} embeds, ${[...sitemap.keys()].join(', ')} and robots.txt; compressed ${texts.length} files in ${Math.round(performance.now() - started)} ms.`,
);
