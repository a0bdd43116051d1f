/**
 * The catalogue at any size (src/site/catalogue.ts, src/pages/CategoryPage.tsx): category paths and
 * their pages, a category's pages of CATEGORY_PAGE_SIZE links with the links between them (on a
 * synthetic category far larger than any today), and the home page and the list holding at most
 * their limit per category with the link to the category's pages.
 */
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { CalculatorEntry } from '../language/spec.ts';
import { calculators, categories } from '../src/generated/registry.ts';
import { CalculatorList } from '../src/pages/CalculatorList.tsx';
import { CategoryPage, CategoryRoute } from '../src/pages/CategoryPage.tsx';
import { Home } from '../src/pages/Home.tsx';
import {
  byCategory,
  CATEGORY_PAGE_SIZE,
  categoryAt,
  categoryPaths,
  HOME_PER_CATEGORY,
  LIST_PER_CATEGORY,
  pageCount,
  pageOf,
} from '../src/site/catalogue.ts';
import { categoryPath } from '../src/site/category-path.ts';

it('names each page of a category, and reads back only the paths it writes', () => {
  expect(categoryPath('finanza-fisco')).toBe('/categorie/finanza-fisco');
  expect(categoryPath('finanza-fisco', 3)).toBe('/categorie/finanza-fisco/pagina-3');
  expect(categoryAt('/categorie/finanza-fisco')).toEqual({ id: 'finanza-fisco', page: 1 });
  expect(categoryAt('/categorie/finanza-fisco/pagina-3')).toEqual({ id: 'finanza-fisco', page: 3 });
  for (const path of [
    '/categorie/x/pagina-1',
    '/categorie/x/pagina-0',
    '/categorie/x/pagina-02',
    '/categorie',
    '/categorie/x/y',
  ])
    expect(categoryAt(path), path).toBeUndefined();
});

it('splits a category into pages of CATEGORY_PAGE_SIZE, every calculator on exactly one', () => {
  const list = Array.from({ length: 2 * CATEGORY_PAGE_SIZE + 7 }, (_, k) => k);
  expect(pageCount(0)).toBe(1);
  expect(pageCount(CATEGORY_PAGE_SIZE)).toBe(1);
  expect(pageCount(list.length)).toBe(3);
  const pages = [1, 2, 3].map((page) => pageOf(list, page));
  expect(pages.map((p) => p.length)).toEqual([CATEGORY_PAGE_SIZE, CATEGORY_PAGE_SIZE, 7]);
  expect(pages.flat()).toEqual(list);
});

it('lists every category page of the registry, and each category with all its calculators in order', () => {
  // Each category's pages, its first page first, as many as its calculators fill.
  const paths = categoryPaths();
  for (const c of categories) {
    const pages = pageCount(byCategory.get(c.id)!.length);
    expect(paths.filter((p) => categoryAt(p)?.id === c.id)).toEqual(
      Array.from({ length: pages }, (_, k) => categoryPath(c.id, k + 1)),
    );
  }
  expect(paths).toHaveLength(categories.reduce((sum, c) => sum + pageCount(byCategory.get(c.id)!.length), 0));
  expect([...byCategory.values()].flat().length).toBe(calculators.length);
  for (const category of categories)
    expect(byCategory.get(category.id)).toEqual(calculators.filter((c) => c.category === category.id));
});

it('a page of a large category links its calculators and every page, the current one marked', () => {
  const category = categories[0]!;
  const list: CalculatorEntry[] = Array.from({ length: 2 * CATEGORY_PAGE_SIZE + 1 }, (_, k) => ({
    ...calculators[0]!,
    id: `c${k}`,
    title: `Calcolo ${k}`,
    url: `/calcolatori/finanza/c${k}`,
  }));
  const html = renderToString(<CategoryPage category={category} list={list} page={2} />);
  const links = [...html.matchAll(/class="link-button" href="([^"]+)"/g)].map((m) => m[1]);
  expect(links).toEqual(list.slice(CATEGORY_PAGE_SIZE, 2 * CATEGORY_PAGE_SIZE).map((c) => c.url));
  expect(html).toContain(`(pagina 2 di 3)`);
  expect(html).toContain(`<a class="page-link" href="${categoryPath(category.id)}" aria-label="Pagina 1">1</a>`);
  expect(html).toContain('<span class="page-link" aria-current="page">2</span>');
  expect(html).toContain(`href="${categoryPath(category.id, 3)}"`);
});

it('an unknown category, or a page past the last, is the not-found page', () => {
  const first = categories[0]!;
  const pastTheLast = categoryPath(first.id, pageCount(byCategory.get(first.id)!.length) + 1);
  for (const path of ['/categorie/non-esiste', pastTheLast])
    expect(renderToString(<CategoryRoute path={path} />), path).toContain('404 Page Not Found');
});

it('the home page and the list show each category up to their limits (today: every calculator), with the link to its pages', () => {
  const home = renderToString(<Home />);
  const list = renderToString(<CalculatorList />);
  for (const category of categories) {
    const shown = (html: string, limit: number) =>
      byCategory
        .get(category.id)!
        .slice(0, limit)
        .every((c) => html.includes(`href="${c.url}"`));
    expect(shown(home, HOME_PER_CATEGORY), category.id).toBe(true);
    expect(shown(list, LIST_PER_CATEGORY), category.id).toBe(true);
    for (const html of [home, list]) expect(html).toContain(`href="${categoryPath(category.id)}"`);
  }
  const cards = (html: string) => html.match(/class="card calculator-card"/g)?.length ?? 0;
  expect(cards(home)).toBe(
    [...byCategory.values()].reduce((sum, list) => sum + Math.min(list.length, HOME_PER_CATEGORY), 0),
  );
});
