/**
 * Every route of the sitemap, in its order: the home page, the list, each category's pages, every
 * calculator, the blog and its articles, the information pages. The prerender writes exactly these
 * (and, out of the sitemap, the studio, the embeds, the offline and 404 pages); the tests read them
 * from here.
 */
import { articles } from '../generated/blog.ts';
import { calculators } from '../generated/registry.ts';
import { categoryPaths } from './catalogue.ts';
import { INFO_PAGES } from './info.ts';

export const siteRoutes = (): string[] => [
  '/',
  '/calcolatori',
  ...categoryPaths(),
  ...calculators.map((c) => c.url),
  '/blog',
  ...articles.map((a) => a.url),
  ...INFO_PAGES.map((p) => p.path),
];
