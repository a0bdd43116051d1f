/**
 * What the build tells the service worker about itself, written into dist/sw.js by
 * scripts/worker-facts.ts (after the prerender, which sets the final headers): the digest of every
 * static file the worker may answer from its caches, and the response headers of public/_headers.
 *
 * The caches are the origin's, so any script of the origin can write into them: the worker serves
 * a file from a cache only when its bytes have the digest the build gave (sw.js itself is always
 * fetched from the network), and dresses every page it serves with the build's headers.
 */
import type { HeaderRule } from '../../generator/headers.ts';

export interface WorkerFacts {
  /** Path ("/assets/boot-x1.js", "/favicon.svg") -> digestOf its bytes. */
  files: Record<string, string>;
  /** The rules of dist/_headers: a page served by the worker gets what the server would send. */
  headers: HeaderRule[];
}

/** Where the facts go in the built worker: the placeholder in sw.ts, or the facts written by an earlier run. */
export const FACTS_SLOT = /self\.__SITE_FACTS|\/\*site-facts\*\/[\s\S]*?\/\*site-facts\*\//g;

/** The facts as they are written into sw.js: an expression between markers (so a later run finds them). */
export const factsSource = (facts: WorkerFacts) => `/*site-facts*/(${JSON.stringify(facts)})/*site-facts*/`;

/** The files of dist/ the worker may serve from a cache: the chunks and the app's icons and manifest. */
export const isStaticFile = (name: string) =>
  /^assets\/[^/]+\.(?:js|css)$/.test(name) || /^(?:favicon\.svg|manifest\.webmanifest|icons\/[^/]+\.png)$/.test(name);

/** A file's digest: the first 128 bits of its SHA-256, base64 (22 characters: about 70 bytes a file with its path). */
export async function digestOf(bytes: BufferSource): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return btoa(String.fromCharCode(...hash.subarray(0, 16))).replace(/=+$/, '');
}

/** The content type the worker gives a static file it serves (never the one a cache holds). */
export function staticType(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1);
  return (
    {
      js: 'text/javascript; charset=utf-8',
      css: 'text/css; charset=utf-8',
      svg: 'image/svg+xml',
      png: 'image/png',
      webmanifest: 'application/manifest+json',
    }[extension] ?? 'application/octet-stream'
  );
}
