/**
 * A worker thread of scripts/prerender.ts: renders its share of the pages (with React's production
 * build) and writes each, with its compressed copies, into dist/. Each worker loads the SSR bundle
 * and the modules of its own pages only; a calculator's page and its embed go to the same worker.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { bootAttributes, chunkFiles, type Manifest } from './boot-chunks.ts';
import { compress } from './compress.ts';

/** What scripts/prerender.ts gives each worker. */
export interface RenderShare {
  root: string;
  /** dist/index.html with Vite's tags out and the stylesheet inlined. */
  template: string;
  /**
   * The pages: route, file in dist/, the modules it needs besides its islands' (src/main.tsx), and
   * whether it is one of the few pages not made one per calculator (compressed at brotli's best).
   */
  pages: [route: string, file: string, drawn?: string[], few?: boolean][];
  /** How many pages are rendered or compressed at once. */
  concurrency: number;
}

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string; modules: string[] }>;
  knowBuiltFiles(files: Record<string, string>): void;
}

// React's production build, as in the browser: the development one checks and records every element
// it makes (twice the time of the whole render, keys, owner stacks) and writes the same HTML.
process.env.NODE_ENV ??= 'production';
const { root, template, pages, concurrency } = workerData as RenderShare;
const dist = path.join(root, 'dist');
const server = (await import(pathToFileURL(path.join(root, 'dist-ssr/entry-server.js')).href)) as ServerEntry;
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
// A calculator page names its own module's file (src/site/modules.ts): nothing that lists the others.
server.knowBuiltFiles(Object.fromEntries(Object.entries(manifest).map(([key, chunk]) => [key, `/${chunk.file}`])));

/** Writes the page of `urlPath`, and its compressed copies. */
async function page(urlPath: string, file: string, drawn: string[] = [], few = false): Promise<void> {
  const { html, head, modules } = await server.render(urlPath);
  const chunks = chunkFiles(manifest, [entryKey, ...modules, ...drawn]);
  // Functions, not replacement strings: a page's texts may hold "$&" or "$'", which a string would read as patterns.
  const out = template
    .replace('<!--app-head-->', () => head)
    .replace(
      '<div id="root"><!--app-html--></div>',
      () => `<div id="root" data-path="${urlPath}" ${bootAttributes(chunks)}>${html}</div>`,
    );
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  const body = Buffer.from(out);
  await writeFile(target, body);
  await compress(target, body, few);
}

// A few pages at a time, each compressed as soon as it is written (render() is synchronous once its
// route's modules are loaded, so pages rendered at once do not mix their islands).
await Readable.from(pages).forEach(
  async ([route, file, drawn, few]) => {
    await page(route, file, drawn, few);
  },
  { concurrency },
);
