/**
 * The built site: build time, the JavaScript each kind of page loads before it is interactive and
 * after (the chart), HTML sizes, and what must never reach the browser.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootFiles, chunkFiles, type Manifest, siteChunks } from '../scripts/boot-chunks.ts';
import { pageFile } from '../scripts/page-file.ts';
import { createSiteServer } from '../scripts/site-server.ts';
import { sitemapUrls } from '../scripts/sitemap.ts';
import { OFFLINE_LIST, type OfflineList } from '../src/offline/caches.ts';
import { budget, heading, kb, table } from './report.ts';

export const PAGES = {
  home: '/',
  list: '/calcolatori',
  'calculator with chart': '/calcolatori/finanza/calcolatore-rata-mutuo',
  'calculator without chart': '/calcolatori/percentuali/proporzioni',
  'blog article': '/blog/come-funziona-interesse-composto',
} as const;

/** The paths of the sitemap the build wrote (its files, if it is an index): every route. */
export async function sitemapRoutes(root: string): Promise<string[]> {
  const urls = await sitemapUrls((name) => readFile(path.join(root, 'dist', name), 'utf8'));
  return urls.map((url) => new URL(url).pathname);
}

export function build(root: string): number {
  const start = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
  return performance.now() - start;
}

export async function benchBuild(root: string): Promise<void> {
  heading('Build: generate, bundle, SSR bundle, prerender, compress');
  const ms = build(root);
  console.log(`npm run build: ${(ms / 1000).toFixed(1)} s`);
  budget('npm run build < 90 s', ms < 90_000, `${(ms / 1000).toFixed(1)} s`);
}

/** Weighs files of `dist` (paths within it) in bytes gzip, together; each file is compressed once. */
export function weigher(dist: string): (files: Iterable<string>) => Promise<number> {
  const sizes = new Map<string, number>();
  return async (files) => {
    let bytes = 0;
    for (const file of files) {
      if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(path.join(dist, file))).length);
      bytes += sizes.get(file)!;
    }
    return bytes;
  };
}

export async function benchBundle(root: string): Promise<void> {
  heading('Bundle: per kind of page (KB gzip)');
  const dist = path.join(root, 'dist');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const weigh = weigher(dist);
  const pageHtml = (route: string) => readFile(path.join(dist, pageFile(route)), 'utf8');
  const chartFiles = chunkFiles(manifest, [Object.keys(manifest).find((key) => key.endsWith('EChart.tsx'))!]);
  const rows: (string | number)[][] = [];
  for (const [kind, route] of Object.entries(PAGES)) {
    const html = await pageHtml(route);
    const initial = bootFiles(html);
    const hasChart = /class="card chart[ "]/.test(html); // "card chart pie": the chart's card and its kind
    const chartBytes = hasChart ? await weigh(chartFiles.filter((file) => !initial.includes(file))) : 0;
    rows.push([
      kind,
      route,
      kb(await weigh(initial)),
      hasChart ? kb(chartBytes) : '-',
      kb(Buffer.byteLength(html)),
      kb(gzipSync(html).length),
    ]);
  }
  table(['page', 'route', 'JS before interactive', 'chart JS after', 'HTML', 'HTML gzip'], rows);
  // Every page of the sitemap, the 404 page and the studio: the heaviest decides.
  const routes = await sitemapRoutes(root);
  const weights = await Promise.all(
    [...routes, '/studio', '/404'].map(async (route) => ({
      route,
      bytes: await weigh(
        bootFiles(route === '/404' ? await readFile(path.join(dist, '404.html'), 'utf8') : await pageHtml(route)),
      ),
    })),
  );
  const heaviest = (list: typeof weights) => list.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const worst = heaviest(weights);
  const calculatorPages = weights.filter((w) => w.route.startsWith('/calcolatori/'));
  const lightest = calculatorPages.reduce((a, b) => (b.bytes < a.bytes ? b : a));
  console.log(
    `\nInitial JavaScript of every page: calculator pages ${kb(lightest.bytes)}-${kb(heaviest(calculatorPages).bytes)} KB (${calculatorPages.length}), the heaviest page ${kb(worst.bytes)} KB (${worst.route}).`,
  );
  budget(
    `Initial JavaScript ≤ 105 KB gzip on every page (${weights.length})`,
    worst.bytes <= 105 * 1024,
    `heaviest ${kb(worst.bytes)} KB (${worst.route})`,
  );

  // What 'Scarica tutti i calcolatori per l'uso offline' downloads (the list the build wrote, src/offline/).
  const offline = JSON.parse(await readFile(path.join(dist, OFFLINE_LIST.slice(1)), 'utf8')) as OfflineList;
  console.log(
    `\nEverything offline ('Scarica tutti i calcolatori'): ${kb(offline.bytes)} KB brotli, ${offline.pages.length} pages and ${offline.assets.length} files.`,
  );
  budget(
    'Everything offline ≤ 1.5 MB brotli',
    offline.bytes <= 1.5 * 1024 * 1024,
    `${kb(offline.bytes)} KB (${offline.pages.length} pages, ${offline.assets.length} files)`,
  );

  // Build-time libraries must not be in the browser bundle: look for their own strings.
  const signatures: Record<string, RegExp> = {
    mathjs: /Unexpected end of expression|mathjs/,
    'handlebars compiler': /Parse error on line|Expecting 'ID'/,
    yaml: /YAMLParseError|Implicit map keys need/,
    // As a word: a chunk's hash ("0aJVkcYg") may hold the letters.
    ajv: /strict mode: unknown keyword|\bajv\b/i,
    'markdown-it': /markdown-it|linkify/,
  };
  const assets = siteChunks(manifest)
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.basename(f));
  const found: string[] = [];
  for (const file of assets) {
    const code = await readFile(path.join(dist, 'assets', file), 'utf8');
    for (const [name, re] of Object.entries(signatures)) if (re.test(code)) found.push(`${name} in ${file}`);
  }
  console.log(
    `\nBuild-time libraries in the site's bundle (every chunk but the studio's): ${found.length ? found.join(', ') : 'none'} (${assets.length} files searched).`,
  );
  budget(
    'No mathjs, handlebars compiler, YAML, ajv or markdown-it on the site (the studio apart)',
    found.length === 0,
    found.join(', ') || 'none found',
  );
}

/** Serves dist/ in this process, with the server of `npm start`, on a free port until `close()`. */
export async function serve(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = await createSiteServer(path.join(root, 'dist'));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections(); // a browser's keep-alive connections would hold the server open
    });
  return { origin: `http://localhost:${port}`, close };
}
