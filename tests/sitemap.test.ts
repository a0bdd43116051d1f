/**
 * The sitemap (scripts/sitemap.ts) per the protocol: one file up to the limit of URLs, else an
 * index of files of at most the limit each, every URL in exactly one of them, in order; read back
 * through the index as the bench and the tests read it.
 */
import { expect, it } from 'vitest';
import { SITEMAP_LIMIT, sitemapFiles, sitemapUrls } from '../scripts/sitemap.ts';

const SITE = 'https://www.example.it';
const entries = (count: number) =>
  Array.from({ length: count }, (_, k) => ({
    loc: `${SITE}/p/${k}?a=1&b=2`,
    lastmod: `2026-01-${String((k % 28) + 1).padStart(2, '0')}`,
  }));
const reader = (files: Map<string, string>) => async (name: string) => files.get(name)!;

it('writes one urlset while the URLs fit, with escaped addresses', async () => {
  const files = sitemapFiles(entries(3), SITE, 3);
  expect([...files.keys()]).toEqual(['sitemap.xml']);
  const xml = files.get('sitemap.xml')!;
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  expect(xml).toContain('<url><loc>https://www.example.it/p/0?a=1&amp;b=2</loc><lastmod>2026-01-01</lastmod></url>');
  expect(await sitemapUrls(reader(files))).toEqual(entries(3).map((e) => e.loc));
});

it('past the limit, writes an index of files of at most the limit each, with their latest day', async () => {
  const files = sitemapFiles(entries(7), SITE, 3);
  expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
  const index = files.get('sitemap.xml')!;
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(index).toContain(`<sitemap><loc>${SITE}/sitemap-1.xml</loc><lastmod>2026-01-03</lastmod></sitemap>`);
  expect(files.get('sitemap-3.xml')!.match(/<url>/g)).toHaveLength(1);
  expect(await sitemapUrls(reader(files))).toEqual(entries(7).map((e) => e.loc));
});

it('holds the protocol limit of 50,000 URLs a file', () => {
  expect(SITEMAP_LIMIT).toBe(50_000);
  expect([...sitemapFiles(entries(SITEMAP_LIMIT), SITE).keys()]).toEqual(['sitemap.xml']);
  expect(sitemapFiles(entries(SITEMAP_LIMIT + 1), SITE).size).toBe(3);
});
