/**
 * What the service worker (sw.ts) and the pages (save.ts) share about the site's copy on the
 * device: the caches' names and the key a page is kept under.
 */
import { trimSlash } from '../site/paths.ts';

/** The pages: each calculator page visited or downloaded, and the offline page. */
export const PAGES_CACHE = 'pagine';
/** The chunks under /assets/ (their names are content hashes: a copy never goes stale). */
export const ASSETS_CACHE = 'risorse';
/** The page shown for a page that is not on the device while offline (src/pages/Offline.tsx). */
export const OFFLINE_PAGE = '/offline';
/** The list of what 'Scarica tutti i calcolatori' saves, written by scripts/prerender.ts. */
export const OFFLINE_LIST = '/offline.json';

/** The messages a page sends the worker: switch to the waiting version; bring kept pages up to date. */
export const SKIP_WAITING = 'SKIP_WAITING';
export const KEEP_UP_TO_DATE = 'KEEP_UP_TO_DATE';

/** What OFFLINE_LIST holds: every calculator page and every chunk the pages may load, with their size. */
export interface OfflineList {
  pages: string[];
  assets: string[];
  /** The bytes to download (brotli, as the server sends them). */
  bytes: number;
}

/** The key of a page: its path without query, fragment or final slash ("/a/b/?x=1" -> "/a/b"). */
export function pageKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return origin + trimSlash(pathname);
}

/** A page as it is kept: the server's 200 HTML answer, not a redirect's (nor /offline.json, /sw.js…). */
export const isPage = (response: Response) =>
  response.status === 200 && !response.redirected && /^text\/html\b/.test(response.headers.get('Content-Type') ?? '');
