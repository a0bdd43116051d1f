/**
 * Keeps pages and chunks on the device, from the page (the service worker reads the same caches,
 * caches.ts): the page first visited before the service worker was running, and everything
 * 'Scarica tutti i calcolatori' saves.
 */
import { ASSETS_CACHE, isPage, PAGES_CACHE, pageKey } from './caches.ts';

/** How many downloads run at once. */
const PARALLEL = 4;

const isChunk = (url: string) => new URL(url, location.origin).pathname.startsWith('/assets/');

/**
 * Fetches each same-origin URL (a page, or a chunk under /assets/) and keeps it in its cache; a
 * chunk already kept is not fetched again. The pages go first: a new service worker drops the
 * chunks no kept page names (prune.ts), so a chunk is never kept before its page. `onSaved`
 * hears each one saved. Fails on the first download that fails (the saved ones stay).
 */
export async function saveForOffline(urls: readonly string[], onSaved?: (done: number) => void): Promise<void> {
  const [pages, assets] = await Promise.all([caches.open(PAGES_CACHE), caches.open(ASSETS_CACHE)]);
  let done = 0;
  const saveOne = async (url: string) => {
    const absolute = new URL(url, location.origin).href;
    const isAsset = isChunk(absolute);
    if (!isAsset || !(await assets.match(absolute))) {
      const response = await fetch(absolute, { cache: isAsset ? 'default' : 'no-cache' });
      if (!(isAsset ? response.ok : isPage(response))) throw new Error(`${response.status} ${url}`);
      await (isAsset ? assets.put(absolute, response) : pages.put(pageKey(absolute), response));
    }
    done += 1;
    onSaved?.(done);
  };
  const saveAll = async (list: string[]) => {
    let next = 0;
    const worker = async () => {
      while (next < list.length) await saveOne(list[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, list.length) }, worker));
  };
  await saveAll(urls.filter((url) => !isChunk(url)));
  await saveAll(urls.filter(isChunk));
}
