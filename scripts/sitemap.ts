/**
 * The sitemap of the site's routes, per the protocol (sitemaps.org): one `sitemap.xml` while the
 * routes fit in one file (at most SITEMAP_LIMIT URLs), else a sitemap index `sitemap.xml` naming
 * `sitemap-1.xml`, `sitemap-2.xml`... of SITEMAP_LIMIT URLs each. robots.txt names `sitemap.xml`
 * either way.
 */

/** URLs in one sitemap file: the protocol's limit. */
export const SITEMAP_LIMIT = 50_000;

export interface SitemapEntry {
  /** The absolute URL. */
  loc: string;
  /** ISO day. */
  lastmod: string;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&apos;')
    .replace(/"/g, '&quot;');

function urlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`);
  return `${HEAD}<urlset ${NS}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap's files by name (dist/), for `entries`, the site's origin being `site`. */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  site: string,
  limit = SITEMAP_LIMIT,
): Map<string, string> {
  if (entries.length <= limit) return new Map([['sitemap.xml', urlset(entries)]]);
  const files = new Map<string, string>();
  const parts: string[] = [];
  for (let start = 0, n = 1; start < entries.length; start += limit, n++) {
    const part = entries.slice(start, start + limit);
    const name = `sitemap-${n}.xml`;
    files.set(name, urlset(part));
    const lastmod = part.reduce((latest, e) => (e.lastmod > latest ? e.lastmod : latest), part[0]!.lastmod);
    parts.push(`  <sitemap><loc>${escapeXml(`${site}/${name}`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`);
  }
  files.set('sitemap.xml', `${HEAD}<sitemapindex ${NS}>\n${parts.join('\n')}\n</sitemapindex>\n`);
  return files;
}

/** The page URLs of a sitemap, following an index to its files (`read` gives a file of the site by name). */
export async function sitemapUrls(read: (name: string) => Promise<string>, name = 'sitemap.xml'): Promise<string[]> {
  const xml = await read(name);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  if (!xml.includes('<sitemapindex')) return locs;
  const nested = await Promise.all(locs.map((loc) => sitemapUrls(read, new URL(loc).pathname.slice(1))));
  return nested.flat();
}
