/// <reference lib="webworker" />
/**
 * What a new service worker drops when it activates (sw.ts): what earlier versions left and no
 * kept page can use, never what a kept page needs (a page visited, or saved by 'Scarica tutti').
 *
 * - Caches under names it no longer uses: earlier runtime caches and earlier Workbox precaches.
 * - Chunks of earlier builds: a chunk stays while a kept page reaches it, named in the page (its
 *   scripts, stylesheets and `data-modules`) or in a chunk or stylesheet reached (imports, Vite's
 *   preload lists). A page kept from an earlier build keeps its chunks, and works offline as it
 *   did, until a visit replaces it (pages are network first); its old chunks go at the next update.
 */
import { cacheNames } from 'workbox-core';
import { ASSETS_CACHE, PAGES_CACHE } from './caches.ts';

/**
 * The words of a text that may name a file: what lies between the characters no file name under
 * /assets/ holds ("/assets/x-AbC1.js" and "./x-AbC1.js" both give "x-AbC1.js").
 */
const WORD = /[^\s"'`()/\\,;:=<>?#[\]{}|*+!]+/g;

/** The texts that may name other chunks. */
const isText = (name: string) => /\.(?:js|css)$/.test(name);

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/** Deletes the caches whose names this worker does not use. */
async function dropUnusedCaches(): Promise<void> {
  const used = new Set([PAGES_CACHE, ASSETS_CACHE, cacheNames.precache]);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !used.has(name)).map((name) => caches.delete(name)));
}

/** Deletes the chunks that no kept page reaches. */
async function dropUnreachedChunks(): Promise<void> {
  const [pages, assets] = await Promise.all([caches.open(PAGES_CACHE), caches.open(ASSETS_CACHE)]);
  const chunks = new Map((await assets.keys()).map((request) => [fileName(request.url), request]));
  const reached = new Set<string>();
  const toRead: Request[] = [];
  const read = async (response: Response | undefined) => {
    for (const [word] of (await response?.text())?.matchAll(WORD) ?? []) {
      const chunk = chunks.get(word);
      if (!chunk || reached.has(word)) continue;
      reached.add(word);
      if (isText(word)) toRead.push(chunk);
    }
  };
  for (const page of await pages.keys()) await read(await pages.match(page));
  for (let chunk = toRead.pop(); chunk; chunk = toRead.pop()) await read(await assets.match(chunk));
  await Promise.all([...chunks].filter(([name]) => !reached.has(name)).map(([, request]) => assets.delete(request)));
}

export async function pruneCaches(): Promise<void> {
  await dropUnusedCaches();
  await dropUnreachedChunks();
}
