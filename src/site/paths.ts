/** A path without its final slashes ("/" stays "/"): "/blog/" and "/blog" are one page. */
export const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Calculator pages live under /calcolatori/, their embeddable copies under /embed/ (same segment and slug). */
const PAGE_PREFIX = '/calcolatori/';
const EMBED_PREFIX = '/embed/';

/** The embeddable copy of the calculator page at `url` ("/calcolatori/finanza/x" -> "/embed/finanza/x"). */
export const embedPathOf = (url: string) => `${EMBED_PREFIX}${url.slice(PAGE_PREFIX.length)}`;

/** The calculator page that the embed at `path` copies, or undefined when `path` is not an embed's. */
export const pagePathOfEmbed = (path: string) =>
  /^\/embed\/[^/]+\/[^/]+$/.test(trimSlash(path))
    ? `${PAGE_PREFIX}${trimSlash(path).slice(EMBED_PREFIX.length)}`
    : undefined;
