/** The site's lists: search ranking and the order of calculators; the task helper. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keywords } from '../src/generated/keywords.ts';
import { calculators, categories } from '../src/generated/registry.ts';
import { nextTask } from '../src/islands/tasks.ts';
import { createSearch } from '../src/search/search.ts';
import { expectNoErrors } from './support/generator-report.ts';
import { project as run } from './support/project.ts';

describe('search', () => {
  const entry = (id: string, title: string, description = '', keywords: string[] = []) => ({
    id,
    title,
    description,
    keywords,
  });
  const list = [
    entry('derivati', 'Derivati e altro', 'nulla'),
    entry('pricing', 'Calcolo pricing', 'con IVA inclusa', ['iva']),
    entry('chiavi', 'Solo parole chiave', 'nulla', ['aliquota iva']),
    entry('scorporo', 'Scorporo IVA', 'togli l’imposta'),
    entry('iva', 'Calcolatore IVA', 'aggiungi l’imposta'),
  ];
  const ids = (text: string, keywords = true) =>
    createSearch(list, (c) => (keywords ? c.keywords : []))(text).map((c) => c.id);

  it('finds whole words, not parts of words', () => {
    // "iva" is not a word of "derivati".
    expect(ids('iva').sort()).toEqual(['chiavi', 'iva', 'pricing', 'scorporo']);
  });
  it('ranks a word of the title above the same word in a keyword, and that above the description', () => {
    const ranked = createSearch(
      [
        entry('description', 'Prezzi', 'con IVA inclusa'),
        entry('keyword', 'Aliquote', 'nulla', ['iva']),
        entry('title', 'Calcolo IVA', 'nulla'),
      ],
      (c) => c.keywords,
    );
    expect(ranked('iva').map((c) => c.id)).toEqual(['title', 'keyword', 'description']);
  });
  it('is case- and accent-insensitive, ignores blanks and words that say nothing', () => {
    expect(createSearch([entry('p', 'Produttività')])(' produttivita ')).toHaveLength(1);
    expect(ids('   ')).toEqual([]);
    expect(ids('di la per')).toEqual([]);
  });
  it('finds by keyword only once the keywords are there', () => {
    expect(ids('aliquota', false)).toEqual([]);
    expect(ids('aliquota')).toEqual(['chiavi']);
  });

  // The real list: what visitors type (issue 25), and the calculator they mean first.
  const search = createSearch(calculators, (c) => keywords[c.id]);
  const first = (text: string) => search(text)[0]?.url;
  const url = (id: string) => calculators.find((c) => c.id === id)!.url;
  it.each([
    ['mutuo', 'mortgage-payment'],
    ['mutuo casa', 'mortgage-payment'],
    ['prestito casa', 'mortgage-payment'],
    ['mutuo 25 anni', 'mortgage-payment'],
    ['mutou', 'mortgage-payment'],
    ['interessi composti', 'compound-interest'],
    ['busta paga', 'salary-net-gross'],
    ['scorporo', 'vat-removal'],
    ['stip', 'salary-net-gross'],
  ])('"%s" finds %s first', (text, id) => {
    expect(first(text)).toBe(url(id));
  });
  it('"iva" finds the two VAT calculators first', () => {
    expect(
      search('iva')
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['vat-calculator', 'vat-removal']);
  });
  it('"interessi" finds the compound interest calculator among its results', () => {
    expect(search('interessi').map((c) => c.id)).toContain('compound-interest');
  });
});

describe('order', () => {
  const byId = new Map((run.checked?.calculators ?? []).map((c) => [c.data.id, c]));

  it('lists categories in the order of categories.yaml and, inside one, each url segment by `order`, then by file', () => {
    expectNoErrors(run);
    const segments = categories.flatMap(
      (category) => run.checked!.categories.find((c) => c.id === category.id)!.segments,
    );
    const keys = calculators.map((entry) => {
      const c = byId.get(entry.id)!;
      return [segments.indexOf(entry.url.split('/')[2]!), c.data.order ?? Infinity, c.source.file] as const;
    });
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      const inOrder = a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] <= b[2])));
      expect(inOrder, `${calculators[i - 1]!.url} before ${calculators[i]!.url}`).toBe(true);
    }
  });
  it('keeps each category together, so "the first 3 of a category" are its first by order', () => {
    const seen = calculators.map((c) => c.category).filter((id, i, all) => i === 0 || all[i - 1] !== id);
    expect(seen).toEqual(categories.map((c) => c.id).filter((id) => calculators.some((c) => c.category === id)));
  });
});

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task: after the microtasks queued now have run', async () => {
    let microtasksRan = false;
    const later = nextTask().then(() => microtasksRan);
    queueMicrotask(() => {
      microtasksRan = true;
    });
    expect(await later).toBe(true);
  });

  it("takes the browser's scheduler.yield where there is one", async () => {
    const yieldToPage = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToPage });
    await nextTask();
    expect(yieldToPage).toHaveBeenCalledOnce();
  });
});
