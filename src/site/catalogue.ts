/**
 * How the catalogue is shown at any size (docs/architecture.md, "At 5,000 calculators and more"):
 * the home page and the list show each category's first calculators, up to a limit above today's
 * largest category (so today they show every one, as the spec asks), with a link to the category's
 * own pages, `/categorie/<id>`, which list all of them in pages of CATEGORY_PAGE_SIZE. So no page
 * but a category's own grows with the catalogue, and a category page never holds more than one page.
 */
import type { CalculatorEntry } from '../../language/spec.ts';
import { calculators, categories } from '../generated/registry.ts';
import { categoryPath } from './category-path.ts';

/** Cards per category on the home page. */
export const HOME_PER_CATEGORY = 36;
/** Links per category on /calcolatori. */
export const LIST_PER_CATEGORY = 48;
/** Links on each page of a category. */
export const CATEGORY_PAGE_SIZE = 120;
/** Calculators under 'I più usati'. */
export const POPULAR_LIMIT = 12;

/** The category and page a path names (a number from 2 as written by categoryPath), or undefined. */
export function categoryAt(path: string): { id: string; page: number } | undefined {
  const match = /^\/categorie\/([^/]+)(?:\/pagina-([1-9]\d*))?$/.exec(path);
  if (!match) return undefined;
  const page = match[2] === undefined ? 1 : Number(match[2]);
  return page === 1 && match[2] !== undefined ? undefined : { id: match[1]!, page };
}

/** How many pages a category of `count` calculators has (one, even when empty). */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / CATEGORY_PAGE_SIZE));

/** The calculators of page `page` (from 1) of `list`. */
export const pageOf = <T>(list: readonly T[], page: number): T[] =>
  list.slice((page - 1) * CATEGORY_PAGE_SIZE, page * CATEGORY_PAGE_SIZE);

/** The calculators of each category, in display order. */
export const byCategory: ReadonlyMap<string, readonly CalculatorEntry[]> = (() => {
  const lists = new Map(categories.map((category) => [category.id, [] as CalculatorEntry[]]));
  for (const calculator of calculators) lists.get(calculator.category)?.push(calculator);
  return lists;
})();

/** Every page of every category, as paths (for the prerender and the sitemap). */
export const categoryPaths = (): string[] =>
  [...byCategory].flatMap(([id, list]) =>
    Array.from({ length: pageCount(list.length) }, (_, k) => categoryPath(id, k + 1)),
  );
