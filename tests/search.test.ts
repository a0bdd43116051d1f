/** The search box's search: ranking, the index's shards (which a query loads), the real catalogue. */
import { describe, expect, it } from 'vitest';
import { loadOnce } from '../src/engine/load-once.ts';
import { createSearch, MAX_RESULTS, shardsFor } from '../src/engine/search.ts';
import { buildIndex, type Indexed } from '../src/engine/search-build.ts';
import { nameKey, shardOf, term } from '../src/engine/search-words.ts';
import { calculators } from '../src/generated/registry.ts';
import { base, shards } from '../src/generated/search/index.ts';
import { searchCalculators } from '../src/search/search-index.ts';
import { fileOf } from './support/project.ts';

/** A search over `list`, indexed and split as the generator does (shards of `shardBytes` at most), and the shards it loaded. */
function searchOver<T extends Indexed>(list: readonly T[], shardBytes?: number) {
  const index = buildIndex(list, shardBytes);
  const loaded: string[] = [];
  const search = createSearch({
    base: index.base,
    shards: Object.fromEntries(
      [...index.shards].map(([key, shard]) => [
        key,
        async () => {
          loaded.push(key);
          return shard;
        },
      ]),
    ),
  });
  return {
    index,
    loaded,
    search: async (text: string, options?: { closest?: boolean }) =>
      (await search(text, options)).map((position) => list[position]!),
  };
}

describe('search', () => {
  const entry = (id: string, title: string, description = '', keywords: string[] = [], search?: Indexed['search']) => ({
    id,
    title,
    description,
    keywords,
    search,
  });
  const list = [
    entry('derivati', 'Derivati e altro', 'nulla'),
    entry('pricing', 'Calcolo pricing', 'con IVA inclusa', ['iva']),
    entry('chiavi', 'Solo parole chiave', 'nulla', ['aliquota iva']),
    entry('scorporo', 'Scorporo IVA', 'togli l’imposta'),
    entry('iva', 'Calcolatore IVA', 'aggiungi l’imposta'),
  ];
  const ids = async (text: string) => (await searchOver(list).search(text)).map((c) => c.id);

  it('finds whole words, not parts of words', async () => {
    // "iva" is not a word of "derivati".
    expect((await ids('iva')).sort()).toEqual(['chiavi', 'iva', 'pricing', 'scorporo']);
  });
  it('ranks a word of the title above the same word in a keyword, and that above the description', async () => {
    const { search } = searchOver([
      entry('description', 'Prezzi', 'con IVA inclusa'),
      entry('keyword', 'Aliquote', 'nulla', ['iva']),
      entry('title', 'Calcolo IVA', 'nulla'),
    ]);
    expect((await search('iva')).map((c) => c.id)).toEqual(['title', 'keyword', 'description']);
  });
  it('is case- and accent-insensitive, ignores blanks and words that say nothing', async () => {
    expect(await searchOver([entry('p', 'Produttività')]).search(' produttivita ')).toHaveLength(1);
    expect(await ids('   ')).toEqual([]);
    expect(await ids('di la per')).toEqual([]);
  });
  it('for a text that finds nothing, finds the closest: more slips forgiven, words only begun', async () => {
    const { search } = searchOver([
      entry('percentuale', 'Percentuale di un numero'),
      entry('sconto', 'Prezzo scontato'),
      entry('mutuo', 'Rata del mutuo'),
    ]);
    const closest = async (text: string) => (await search(text, { closest: true })).map((c) => c.id);
    // "percantle": three slips from "percentuale", one more than a word of its length is forgiven.
    expect(await search('percantle')).toEqual([]);
    expect(await closest('percantle')).toEqual(['percentuale']);
    // "scont" begun, "rata" mistyped: each finds its own.
    expect((await closest('scont ratta')).sort()).toEqual(['mutuo', 'sconto']);
    expect(await closest('zzzz')).toEqual([]);
    expect(await closest('   ')).toEqual([]);
  });
  it('finds by keyword', async () => {
    expect(await ids('aliquota')).toEqual(['chiavi']);
  });
  it('finds by the words and questions a file declares for the search, as by keywords', async () => {
    const { search } = searchOver([
      entry('other', 'Altro', 'nulla', ['stipendio']),
      entry('salary', 'Stipendio netto', 'nulla', [], { synonyms: ['cedolino'], questions: ['quanto prendo al mese'] }),
    ]);
    expect((await search('cedolino')).map((c) => c.id)).toEqual(['salary']);
    expect((await search('quanto prendo al mese')).map((c) => c.id)).toEqual(['salary']);
  });
  it('leaves out numbers typed with words (an amount, a rate, a year), not a query of numbers alone', async () => {
    const { search } = searchOver([
      entry('savings', 'Risparmio', 'in 30 anni', ['regola 50 30 20']),
      entry('mortgage', 'Rata mutuo', 'in anni'),
    ]);
    // "30" is in the savings' file, not the mortgage's: it neither finds nor ranks.
    expect((await search('mutuo 30 anni')).map((c) => c.id)).toEqual(['mortgage']);
    expect((await search('30')).map((c) => c.id)).toEqual(['savings']);
  });
  it(`gives at most ${MAX_RESULTS} results`, async () => {
    const many = Array.from({ length: MAX_RESULTS + 5 }, (_, i) => entry(`c${i}`, `Calcolatore ${i}`));
    const found = await searchOver(many).search('calcolatore');
    expect(found.map((c) => c.id)).toEqual(many.slice(0, MAX_RESULTS).map((c) => c.id));
  });
});

describe('names: a query typed whole as a title, a name or a question shows that calculator first', () => {
  const entry = (id: string, title: string, keywords: string[] = [], search?: Indexed['search']) => ({
    id,
    title,
    description: 'nulla',
    keywords,
    search,
  });
  const ids = async (list: Indexed[], text: string) =>
    (await searchOver(list as (Indexed & { id: string })[]).search(text)).map((c) => (c as { id: string }).id);
  // Without the rule, "aliquote" would come first for "iva": the word is there most often.
  const vat = [
    entry('aliquote', 'Aliquote IVA e IVA agevolata', ['iva', 'iva 22', 'iva 10', 'iva 4']),
    entry('scorporo', 'Scorporo IVA', ['togliere iva'], { names: ['scorporo'] }),
    entry('iva', 'Calcolatore IVA'),
  ];

  it('a name is its words once, sorted, as indexed, without the words every calculator is called by', () => {
    for (const text of ['Calcolatore IVA', 'IVA', "calcolo dell'iva", ' iva  iva ', 'IVA 22%'])
      expect(nameKey(text), text).toBe('iva');
    expect(nameKey('netto stipendio')).toBe(nameKey('Stipendio netto'));
    expect(nameKey('Calcolatore')).toBe('');
    expect(nameKey('730')).toBe('730');
  });
  it('the title, whatever the case, accents and generic words', async () => {
    expect((await ids(vat, 'aliquote'))[0]).toBe('aliquote');
    expect(await ids(vat, 'iva')).toEqual(['iva', 'aliquote', 'scorporo']);
    expect((await ids(vat, 'IVA'))[0]).toBe('iva');
    // "calcolo" is in no file here: the name is typed whole all the same.
    expect(await ids(vat, 'calcolo iva')).toEqual(['iva', 'aliquote', 'scorporo']);
    expect((await ids(vat, 'iva 22'))[0]).toBe('iva');
    expect((await ids(vat, 'scorporo iva'))[0]).toBe('scorporo');
  });
  it('a name of search.names, and a question of search.questions', async () => {
    const list = [
      entry('contributi', 'Busta paga e contributi', ['busta paga', 'paga oraria']),
      entry('salary', 'Stipendio netto', [], { names: ['busta paga'], questions: ['quanto prendo al mese'] }),
      entry('mese', 'Al mese', ['quanto prendo', 'prendo al mese']),
    ];
    expect((await ids(list, 'busta paga'))[0]).toBe('salary');
    expect((await ids(list, 'quanto prendo al mese'))[0]).toBe('salary');
    // Not a part of a name, nor a name with more words.
    expect((await ids(list, 'busta'))[0]).toBe('contributi');
    expect((await ids(list, 'busta paga oraria'))[0]).toBe('contributi');
  });
});

describe('shards', () => {
  it('a word is in the shard of its first two letters where its letter was split, else of its first letter', () => {
    const keys = new Set(['a', 'c', 'ca', 'ce', 'm']);
    expect(shardOf('mutu', keys)).toBe('m');
    expect(shardOf('calcol', keys)).toBe('ca');
    expect(shardOf('cedol', keys)).toBe('ce');
    // A one-letter word of a split letter, and two letters no word starts with.
    expect(shardOf('c', keys)).toBe('c');
    expect(shardOf('cx', keys)).toBe('c');
    expect(shardOf('zeta', keys)).toBeUndefined();
  });

  const real = calculators.map((c, i) => ({ ...c, keywords: [`parola${i}`] }));
  it.each([Number.POSITIVE_INFINITY, 512, 0])(
    'splits a letter whose shard passes the size (%d bytes), and every word is in the shard shardOf names',
    (bytes) => {
      const { index } = searchOver(real, bytes);
      const keys = new Set(index.shards.keys());
      for (const [key, shard] of index.shards) {
        expect(shard.length).toBeGreaterThan(0);
        for (const [word] of shard) expect(shardOf(word, keys), word).toBe(key);
        if (key.length === 1 && keys.has(key) && [...keys].some((k) => k.length === 2 && k.startsWith(key)))
          // A split letter keeps only its one-letter words.
          expect(shard.every(([word]) => word === key)).toBe(true);
      }
      const twoLetters = [...keys].filter((key) => key.length === 2);
      expect(twoLetters.length > 0).toBe(bytes !== Number.POSITIVE_INFINITY);
      if (bytes === 0) expect(keys.has('pa')).toBe(true);
    },
  );

  it('a query loads the shards of its words and of its name, each once, not of numbers typed with words', async () => {
    const { index, loaded, search } = searchOver(real, 512);
    const keys = new Set(index.shards.keys());
    await search('scorporo');
    expect(loaded).toEqual([shardOf(term('scorporo')!, keys)]);
    await search('scorporo iva 22');
    expect(loaded).toEqual([shardOf(term('scorporo')!, keys), shardOf(term('iva')!, keys)]);
    // A name whose first word has one letter may be in a shard of its own (its first two characters).
    expect(shardsFor('x zeta', new Set(['x', 'x ', 'z']))).toEqual(['x', 'z', 'x ']);
    expect(new Set(loaded).size).toBe(loaded.length);
  });

  it('a query finds the same whatever was searched before (a slip in the first letter is not forgiven)', async () => {
    const { search } = searchOver(real);
    const ids = async (text: string) => (await search(text)).map((c) => c.id);
    const before = await ids('aclcolatore');
    expect(before).toEqual([]);
    expect((await ids('calcolatore')).length).toBeGreaterThan(0);
    expect(await ids('aclcolatore')).toEqual(before);
  });

  it('finds what the whole index finds, split or not: each title, word by word and whole', async () => {
    const whole = searchOver(real, Number.POSITIVE_INFINITY);
    const split = searchOver(real, 0);
    const queries = real.flatMap((c) => [c.title, ...c.title.split(' ')]);
    for (const text of queries)
      expect(
        (await split.search(text)).map((c) => c.id),
        text,
      ).toEqual((await whole.search(text)).map((c) => c.id));
  });
});

// The real catalogue, as the site loads it (src/generated/search/): every calculator is found by its
// title. What visitors type, and what it must find first, is tests/search-queries.yaml's.
describe('the catalogue', () => {
  it('finds every calculator by its title, with what a result shows', async () => {
    for (const c of calculators) {
      const found = (await searchCalculators(c.title)).find((result) => result.id === c.id);
      expect(found, `${fileOf(c.id)}: found by its title "${c.title}"`).toEqual({
        id: c.id,
        title: c.title,
        description: c.description,
        icon: c.icon,
        url: c.url,
      });
    }
  });
  it('the generated index has one entry per calculator, in the order of the registry', () => {
    expect(base.fieldLength).toHaveLength(calculators.length);
    expect(Object.keys(shards).length).toBeGreaterThan(0);
  });
});

describe('loadOnce', () => {
  it('shares one load between callers, and forgets a failed one so that the next call loads again', async () => {
    const cache = new Map<string, Promise<number>>();
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('offline'));
    };
    const working = () => {
      calls++;
      return Promise.resolve(calls);
    };
    await expect(loadOnce(cache, 'a', failing)).rejects.toThrow('offline');
    expect(cache.has('a')).toBe(false);
    const [first, second] = await Promise.all([loadOnce(cache, 'a', working), loadOnce(cache, 'a', working)]);
    expect([first, second, calls]).toEqual([2, 2, 2]);
    expect(await loadOnce(cache, 'a', working)).toBe(2);
  });
});
