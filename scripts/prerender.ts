/**
 * Writes every route of the site as static HTML into dist/ (after `vite build` and the SSR build):
 * each page with its own head and full content, 404.html, sitemap.xml and robots.txt, and a
 * gzip and brotli copy of every text file for servers that send precompressed files.
 *
 *   tsx scripts/prerender.ts
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants, gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCompressCallback);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string; modules: string[] }>;
  calculators: readonly { url: string }[];
  articles: readonly { url: string; date: string }[];
  /** The canonical host the pages were built with (VITE_SITE_URL). */
  SITE_URL: string;
}

const server = (await import(pathToFileURL(path.join(root, 'dist-ssr/entry-server.js')).href)) as ServerEntry;
const siteUrl = server.SITE_URL;
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** modulepreload links for a generated module and the chunks it imports. */
function preloads(modules: string[]): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  const entry = Object.values(manifest).find((c) => (c as { isEntry?: boolean }).isEntry);
  if (entry) files.delete(entry.file);
  return [...files].map((f) => `<link rel="modulepreload" href="/${f}">`).join('\n    ');
}

async function page(urlPath: string, file: string): Promise<void> {
  const { html, head, modules } = await server.render(urlPath);
  const out = template
    .replace('<!--app-head-->', [head, preloads(modules)].filter(Boolean).join('\n    '))
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-path="${urlPath}">${html}</div>`);
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, out);
}

const started = performance.now();
const routes = ['/', '/calcolatori', ...server.calculators.map((c) => c.url), '/blog', ...server.articles.map((a) => a.url)];
for (const route of routes) await page(route, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
await page('/404', '404.html');
// The studio: a page of its own, kept out of the sitemap (it is noindex).
await page('/studio', 'studio/index.html');

const today = new Date().toISOString().slice(0, 10);
const lastmod = (route: string) => server.articles.find((a) => a.url === route)?.date ?? today;
await writeFile(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${routes
    .map((r) => `  <url><loc>${siteUrl}${r === '/' ? '/' : r}</loc><lastmod>${lastmod(r)}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`,
);
await writeFile(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

// Precompressed copies (served by `npm start`, and by hosts that support them), all at once: zlib
// compresses on libuv's thread pool, so every core takes a share.
const texts = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && /\.(html|js|css|svg|xml|txt|webmanifest|json)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
await Promise.all(
  texts.map(async (file) => {
    const body = await readFile(file);
    await Promise.all([writeFile(`${file}.gz`, await gzip(body, { level: 9 })), writeFile(`${file}.br`, await brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))]);
  }),
);
console.log(`Prerendered ${routes.length + 1} pages, sitemap.xml and robots.txt; compressed ${texts.length} files in ${Math.round(performance.now() - started)} ms.`);
