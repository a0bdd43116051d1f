/**
 * Where the embeds live (src/pages/EmbedPage.tsx): kept apart from src/site/paths.ts, which every
 * page loads at once, since only the pages that draw or offer an embed need these.
 */
import { trimSlash } from '../site/paths.ts';

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

/**
 * An embed's theme, the host page's choice (index.html applies it before the first paint): dark
 * with `?tema=scuro`, else light. A parameter of the page, not of the calculation: the address
 * keeps it as the calculation changes (src/share/useShareLink.ts).
 */
export const THEME_PARAM = 'tema';
export const DARK_QUERY = `?${THEME_PARAM}=scuro`;
/** The parameters an embed's page owns. */
export const EMBED_PARAMS: readonly string[] = [THEME_PARAM];
