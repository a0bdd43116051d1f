/**
 * The header's search box, on the test site: every query is made of the words of the fixture
 * calculator made for it (tests/fixtures/site/calculators/prove/prova-ricerca.yaml), read from its
 * file, never of a real calculator's title. The real catalogue may hold any valid file: a real
 * calculator may rank above the fixture only if it holds every word searched too (then it is as
 * good a match, and ranking among such is tests/search.test.ts's, on made-up lists).
 */
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { readProject } from '../../generator/disk.ts';
import { load } from '../../generator/load.ts';
import type { CalculatorFile } from '../../language/definition.ts';
import { MAX_RESULTS, MAX_SUGGESTED } from '../../src/engine/search.ts';
import { searchedWords, term, wordsOf } from '../../src/engine/search-words.ts';
import { categories, calculators as registry } from '../../src/generated/registry.ts';
import { categoryPath } from '../../src/site/category-path.ts';
import { SEARCH } from './fixtures.ts';
import { failOnConsoleErrors, literal, open } from './helpers.ts';

/**
 * What the search indexes of a calculator file (src/engine/search-build.ts), and the words as indexed:
 * `search` is what its `search:` declares (indexed with its title and keywords).
 */
interface Indexed {
  id: string;
  title: string;
  url: string;
  keywords: string[];
  fields: Record<'title' | 'description' | 'keywords' | 'search', string>;
  terms: Set<string>;
}

const termsOf = (text: string) => new Set(wordsOf(text).map((word) => term(word)!));

/** Every calculator the site's search indexes (the test site: the project's files and the fixtures). */
const indexed: Indexed[] = load(await readProject(path.resolve(import.meta.dirname, '../..'))).calculators.map(
  (source) => {
    const { id, title, description, keywords = [], search = {} } = source.doc.toJS() as CalculatorFile;
    const declared = [...(search.names ?? []), ...(search.synonyms ?? []), ...(search.questions ?? [])];
    const fields = { title, description, keywords: keywords.join(' '), search: declared.join(' ') };
    const url = registry.find((entry) => entry.id === id)!.url;
    return { id, title, url, keywords, fields, terms: termsOf(Object.values(fields).join(' ')) };
  },
);
const fixture = indexed.find((c) => c.id === SEARCH.id)!;
const others = indexed.filter((c) => c !== fixture);

/**
 * Whether a calculator holds every word of `text` as the search finds it (searchedWords): the word as
 * indexed, the last one also as the start of a longer word.
 */
function holdsAll(calculator: Indexed, text: string): boolean {
  const words = searchedWords(text);
  return words.every((word, k) => {
    const t = term(word)!;
    return (
      calculator.terms.has(t) || (k === words.length - 1 && [...calculator.terms].some((held) => held.startsWith(t)))
    );
  });
}

/** How many other calculators a word of the fixture finds too. */
const sharedBy = (word: string) => others.filter((c) => holdsAll(c, word)).length;

/** The fixture's words, the rarest among the other calculators first (then the longest). */
const rarest = (words: string[]) =>
  [...new Set(words)].sort((a, b) => sharedBy(a) - sharedBy(b) || b.length - a.length || (a < b ? -1 : 1));

/** The fixture's rarest word that is in `field` only (of its title, description and keywords). */
function onlyIn(field: keyof Indexed['fields']): string {
  const elsewhere = termsOf(
    Object.entries(fixture.fields)
      .filter(([name]) => name !== field)
      .map(([, text]) => text)
      .join(' '),
  );
  const word = rarest(wordsOf(fixture.fields[field]).filter((w) => !elsewhere.has(term(w)!)))[0];
  if (!word) throw new Error(`${SEARCH.id}: no word of its ${field} is only there; the search spec needs one.`);
  return word;
}

/** The word the tests search for the fixture by: its rarest, in any field. */
const WORD = rarest(wordsOf(Object.values(fixture.fields).join(' ')))[0]!;
/** A query of two words of two fields, which no other calculator holds together (today). */
const TWO_WORDS = `${onlyIn('title')} ${onlyIn('keywords')}`;
/** The word most calculators hold (each fixture's title holds "Prova"), and how many hold it: a long list. */
const COMMON = (() => {
  const counts = new Map<string, number>();
  for (const c of indexed) for (const t of c.terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  const [common, holders] = [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1))[0]!;
  const texts = indexed.map((c) => Object.values(c.fields).join(' ')).join(' ');
  return { word: wordsOf(texts).find((w) => term(w) === common)!, holders };
})();
/** A text that no calculator holds, as a whole word or the start of one. */
const NO_MATCH = ['zzzz', 'qqqq', 'xjxj'].find((text) => !indexed.some((c) => holdsAll(c, text)))!;

test.beforeEach(async ({ page }) => {
  // A request the test itself aborts (a part of the index that cannot load).
  failOnConsoleErrors(page, [/net::ERR_FAILED/]);
  await open(page, '/');
});

const box = (page: Page) => page.getByRole('combobox', { name: 'Cerca calcolatori' });
const list = (page: Page) => page.getByRole('listbox', { name: 'Risultati della ricerca' });
const status = (page: Page) => page.getByRole('search').getByRole('status');

/**
 * The titles the box lists for `text`, best first: the box is first made to settle on a text with
 * no results (until the new ones come the list stays hidden), so they are never those of an earlier
 * text.
 */
async function resultsFor(page: Page, text: string): Promise<string[]> {
  await box(page).fill(NO_MATCH);
  await expect(status(page)).toHaveText('Nessun calcolatore trovato.');
  await box(page).fill(text);
  await expect(list(page), `"${text}" lists some calculators`).toBeVisible();
  return list(page).getByRole('option').locator('strong').allTextContents();
}

/**
 * `typed` lists the fixture, and before it only calculators that hold every word `meant` (the words
 * typed, spelled right).
 */
async function expectFixtureFirst(page: Page, typed: string, meant = typed): Promise<void> {
  const titles = await resultsFor(page, typed);
  const at = titles.indexOf(fixture.title);
  expect(at, `"${typed}" lists ${fixture.title}: ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (const title of titles.slice(0, at)) {
    const above = indexed.find((c) => c.title === title)!;
    expect(holdsAll(above, meant), `"${typed}": ${title} comes before ${fixture.title}`).toBe(true);
  }
}

/** The text with its letters' case alternated: "GoMiToLi". */
const mixedCase = (text: string) =>
  [...text].map((letter, k) => (k % 2 ? letter.toLowerCase() : letter.toUpperCase())).join('');

test('the box is named by a label that only assistive technology reads: it takes no room on screen', async ({
  page,
}) => {
  await expect(box(page)).toBeVisible();
  const label = await page.locator('label', { hasText: 'Cerca calcolatori' }).boundingBox();
  expect(label!.width * label!.height).toBeLessThanOrEqual(1);
});

test('focusing opens nothing while the text is empty; typing lists the matches', async ({ page }) => {
  await box(page).focus();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(list(page)).toBeHidden();
  await box(page).fill(WORD);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(list(page).getByRole('option', { name: fixture.title })).toBeVisible();
  await box(page).fill('');
  await expect(list(page)).toBeHidden();
});

test('matching is case-insensitive, over title, description, keywords and the words of `search:`', async ({ page }) => {
  for (const field of ['title', 'description', 'keywords', 'search'] as const) {
    // A word of this field only, in a case the file does not write it in.
    const typed = mixedCase(onlyIn(field));
    expect(fixture.fields[field]).not.toContain(typed);
    expect(await resultsFor(page, typed), `"${typed}", in the ${field} only`).toContain(fixture.title);
  }
});

test('words, not letters: what visitors type finds what they mean, first', async ({ page }) => {
  // Words of two fields, in any order: those of a keyword backwards.
  await expectFixtureFirst(page, TWO_WORDS);
  const phrase = fixture.keywords.map((keyword) => wordsOf(keyword)).find((words) => words.length > 1)!;
  await expectFixtureFirst(page, phrase.reverse().join(' '));
  // A word visitors use that only the file's `search:` declares, with a word of its keywords.
  const declared = `${onlyIn('search')} ${onlyIn('keywords')}`;
  expect(
    others.filter((c) => holdsAll(c, declared)),
    `no other calculator holds "${declared}"`,
  ).toEqual([]);
  await expectFixtureFirst(page, declared);
  // A letter left out of a long word.
  const long = rarest(wordsOf(Object.values(fixture.fields).join(' ')).filter((w) => term(w)!.length >= 6))[0]!;
  const typo = long.slice(0, 3) + long.slice(4);
  expect(
    indexed.filter((c) => holdsAll(c, typo)),
    `no calculator holds "${typo}"`,
  ).toEqual([]);
  await expectFixtureFirst(page, typo, long);
});

test('no match for a word mistyped three times over suggests the closest calculators', async ({ page }) => {
  // "sfaruzare": three slips from the fixture's "sferruzzare" (its `search:` synonyms), one more
  // than the search forgives in a word of its length.
  await box(page).fill('sfaruzare');
  await expect(status(page)).toHaveText('Nessun calcolatore trovato.');
  const closest = page.getByRole('search').getByRole('list', { name: 'Forse cercavi:' });
  await expect(closest.getByRole('link').first()).toHaveText(fixture.title);
});

test('no match says so, and suggests the most used calculators and the categories, by keyboard too', async ({
  page,
}) => {
  await box(page).fill(NO_MATCH);
  await expect(status(page)).toHaveText('Nessun calcolatore trovato.');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(list(page).getByRole('option')).toHaveCount(0);
  const popular = registry
    .filter((c) => c.popular !== undefined)
    .sort((a, b) => a.popular! - b.popular!)
    .slice(0, MAX_SUGGESTED);
  const suggested = page.getByRole('search').getByRole('list', { name: 'Prova uno dei più usati:' });
  await expect(suggested.getByRole('link')).toHaveText(popular.map((c) => c.title));
  const byCategory = page.getByRole('search').getByRole('list', { name: 'Oppure scegli una categoria:' });
  await expect(byCategory.getByRole('link')).toHaveText(categories.map((c) => c.name));
  // Tab leaves the box for the first suggestion, which stays shown; Escape goes back to the box.
  await box(page).press('Tab');
  await expect(suggested.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box(page)).toBeFocused();
  await expect(status(page)).toBeHidden();
  await box(page).fill(WORD);
  await expect(status(page)).toBeHidden();
  await expect(list(page).getByRole('option', { name: fixture.title })).toBeVisible();
  // A category suggested opens its page.
  await box(page).fill(NO_MATCH);
  const category = categories.at(-1)!;
  await byCategory.getByRole('link', { name: category.name }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(categoryPath(category.id))}$`));
});

/** Holds the search list's chunk back until the returned function is called. */
async function holdList(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/search-index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('Down pressed while the list is still loading picks its first result once it is there', async ({ page }) => {
  const release = await holdList(page);
  await box(page).fill(COMMON.word);
  await box(page).press('ArrowDown');
  release();
  const first = list(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
});

test('Enter pressed while the list is still loading opens the best match once it is there', async ({ page }) => {
  // The fixture, unless a calculator holds these words too.
  const best = indexed.filter((c) => holdsAll(c, TWO_WORDS)).map((c) => c.url);
  expect(best).toContain(fixture.url);
  const release = await holdList(page);
  await box(page).fill(TWO_WORDS);
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(new RegExp(`(${best.map(literal).join('|')})$`));
});

test('the keyboard chooses a result: it opens, the list closes and the text clears', async ({ page }) => {
  await box(page).fill(COMMON.word);
  await box(page).press('ArrowDown');
  const first = list(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const name = (await first.locator('strong').textContent())!;
  await box(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(box(page)).toHaveValue('');
  await expect(list(page)).toBeHidden();
});

test('a click chooses a result too; Escape closes the list', async ({ page }) => {
  await box(page).fill(WORD);
  await expect(list(page)).toBeVisible();
  await box(page).press('Escape');
  await expect(list(page)).toBeHidden();
  await box(page).fill(`${WORD} `);
  await box(page).fill(WORD);
  await list(page).getByRole('option', { name: fixture.title }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(fixture.url)}$`));
  await expect(box(page)).toHaveValue('');
});

test('the list is at most 300 px high and scrolls', async ({ page }) => {
  const { word, holders } = COMMON;
  await box(page).fill(word);
  await expect(list(page)).toBeVisible();
  expect(await list(page).getByRole('option').count()).toBeGreaterThanOrEqual(Math.min(MAX_RESULTS, holders));
  const { height, overflow, scrolls } = await list(page).evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    overflow: getComputedStyle(el).overflowY,
    scrolls: el.scrollHeight > el.clientHeight,
  }));
  expect(height).toBeLessThanOrEqual(300);
  expect(overflow).toBe('auto');
  expect(scrolls, `"${word}" (${holders} calculators) lists more than 300 px of results`).toBe(true);
});

test('a part of the index that cannot load (offline) is said so, with what to do', async ({ page }) => {
  await page.route('**/assets/terms-*.js', (route) => route.abort());
  await box(page).fill(WORD);
  await expect(status(page)).toHaveText('Ricerca non disponibile: controlla la connessione e ricarica la pagina.');
  await expect(list(page)).toBeHidden();
});
