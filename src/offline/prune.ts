/// <reference lib="webworker" />
/**
 * The worker's housekeeping (sw.ts): what a new version drops when it activates, and how the pages
 * kept on the device (visited, or saved by 'Scarica tutti') are brought up to date with it.
 *
 * - Activating: the caches under names it does not use (earlier runtime caches, Workbox's earlier
 *   precaches) go. The chunks of earlier builds stay a little longer, unused (the worker serves a
 *   file from a cache only when the build gave its digest: facts.ts): their names tell which parts
 *   a kept page had, to fetch in this build's version.
 * - Then, once a page asks (register.ts, on every visit, once in a worker's life): keepUpToDate.
 *   A kept page that could not be fetched again says 'Aggiornamento necessario' offline
 *   (src/islands/update-needed.ts) rather than looking alive.
 */
import { ASSETS_CACHE, isPage, PAGES_CACHE } from './caches.ts';
import { digestOf } from './facts.ts';

/** The build's static files: path -> digest (facts.ts). */
type Files = Record<string, string>;

/**
 * The words of a text that may name a file: what lies between the characters no file name under
 * /assets/ holds ("/assets/x-AbC1.js" and "./x-AbC1.js" both give "x-AbC1.js").
 */
const WORD = /[^\s"'`()/\\,;:=<>?#[\]{}|*+!]+/g;

/** The texts that may name other chunks. */
const isText = (path: string) => /\.(?:js|css)$/.test(path);

const pathOf = (url: string) => new URL(url).pathname;

/** Deletes the caches whose names the worker does not use (earlier runtime caches, Workbox's precaches). */
export async function dropUnusedCaches(): Promise<void> {
  const used = new Set([PAGES_CACHE, ASSETS_CACHE]);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !used.has(name)).map((name) => caches.delete(name)));
}

/** A chunk's name without its content hash ("EChart-J__k4lFT.js" -> "EChart.js"): the same part of another build. */
const stemOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/-[\w-]{8}(\.\w+)$/, '$1');

/** The chunks a page names to start (scripts/boot-chunks.ts: `data-entry` and `data-modules` on #root). */
function startChunks(html: string): string[] {
  const root = /<div id="root"[^>]*>/.exec(html)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(root)?.[1] ?? '';
  return [attribute('data-entry'), ...attribute('data-modules').split(' ')].filter(Boolean);
}

/**
 * Brings what is kept up to date with this build:
 * - a kept page of another build (its entry is not this build's) is fetched again;
 * - the `shell`, the chunks each kept page names to start, and this build's version of every chunk
 *   of another build that was kept (the same name but for the hash: a chart's, an explanation's)
 *   are fetched when missing, if a kept page reaches them;
 * - the chunks of other builds, and those no kept page reaches, go.
 * A file fetched is kept only when its bytes are the build's; a failed fetch leaves what is kept.
 */
export async function keepUpToDate(files: Files, shell: readonly string[]): Promise<void> {
  const [pages, assets] = await Promise.all([caches.open(PAGES_CACHE), caches.open(ASSETS_CACHE)]);
  const foreign = (await assets.keys()).filter((request) => !Object.hasOwn(files, pathOf(request.url)));
  const replaced = new Set(foreign.map((request) => stemOf(pathOf(request.url))));
  /** The text of this build's `path`: kept, or fetched and kept when `fetchIt`; undefined when neither. */
  const textOf = async (path: string, fetchIt: boolean): Promise<string | undefined> => {
    const kept = await assets.match(path);
    const bytes = kept ? await kept.arrayBuffer() : undefined;
    if (bytes && (await digestOf(bytes)) === files[path]) return new TextDecoder().decode(bytes);
    const response = fetchIt ? await fetch(path).catch(() => undefined) : undefined;
    const fetched = response?.ok ? await response.clone().arrayBuffer() : undefined;
    if (!fetched || (await digestOf(fetched)) !== files[path]) return undefined;
    await assets.put(path, response!);
    return new TextDecoder().decode(fetched);
  };
  const needed = new Set(shell);
  const texts: string[] = [];
  for (const request of await pages.keys()) {
    let html = (await (await pages.match(request))?.text()) ?? '';
    const [entry] = startChunks(html);
    if (entry !== undefined && !Object.hasOwn(files, entry)) {
      const fresh = await fetch(request.url, { cache: 'no-cache' }).catch(() => undefined);
      if (fresh && isPage(fresh)) {
        html = await fresh.clone().text();
        await pages.put(request, fresh);
      }
    }
    for (const path of startChunks(html)) if (Object.hasOwn(files, path)) needed.add(path);
    texts.push(html);
  }
  // What the kept pages reach, through imports and Vite's preload lists (words that name a file).
  const byName = new Map(Object.keys(files).map((path) => [path.slice(path.lastIndexOf('/') + 1), path]));
  const reached = new Set<string>();
  const reach = async (path: string) => {
    if (reached.has(path)) return;
    reached.add(path);
    const text = await textOf(path, needed.has(path) || replaced.has(stemOf(path)));
    if (text !== undefined && isText(path)) await read(text);
  };
  const read = async (text: string) => {
    for (const [word] of text.matchAll(WORD)) {
      const path = byName.get(word);
      if (path) await reach(path);
    }
  };
  for (const path of needed) await reach(path);
  for (const text of texts) await read(text);
  const unreached = (await assets.keys()).filter((request) => !reached.has(pathOf(request.url)));
  await Promise.all(unreached.map((request) => assets.delete(request)));
}
