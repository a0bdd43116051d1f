/**
 * The search box's matching (Search.tsx loads it on the box's first use, src/search/search-index.ts):
 * MiniSearch over each calculator's title, keywords and description, word by word (search-words.ts:
 * folding, stemming), with the words its file declares visitors use (`search:`, search-build.ts).
 * The generator builds the index (search-build.ts) and splits it into shards by the first letter(s)
 * of its words; a query loads only the shards of its words and of its name key (each once), and
 * searches them alone: MiniSearch is rebuilt over them with every calculator's field lengths (the
 * base), so a word scores as it would in the whole index, and a query finds the same whatever was
 * searched before.
 *
 * - A typed word finds the words that start with it (prefix: "stip" finds "stipendio") and, from 5
 *   letters, words one or two letters off ("mutou"), among the words of its shard: a slip in the
 *   first letter (or the first two, where a letter is split) is not forgiven.
 * - A query that is a calculator's name (its title or one of `search.names`, the same words once
 *   the words every calculator is called by are left out: nameKey) puts that calculator first:
 *   "iva" and "calcolo iva" find "Calcolatore IVA" before "Scorporo IVA".
 * - Then the calculators that have every word typed (but numbers typed with words: searchedWords);
 *   when none has, those that have the most of them. A title counts more than a keyword, a keyword
 *   more than the description.
 * - At most MAX_RESULTS, best first: what the box shows, and what bounds the results it loads.
 */
import MiniSearch from 'minisearch';
import type { CalculatorEntry } from '../../language/spec.ts';
import { loadOnce } from './load-once.ts';
import { INDEX_OPTIONS, nameKey, SEARCHED_FIELDS, searchedWords, shardOf, term } from './search-words.ts';

/** The most results a query gives. */
export const MAX_RESULTS = 20;

/** The most calculators suggested when a query finds none (the closest, else the most used: generator/compile/search.ts). */
export const MAX_SUGGESTED = 5;

/** The calculators a module of results holds (src/generated/search/results-<n>.ts). */
export const RESULTS_PER_MODULE = 16;

/** A result as the box shows it. */
export type SearchResult = Pick<CalculatorEntry, 'id' | 'title' | 'description' | 'icon' | 'url'>;

/** Some indexed words, each with its calculators (by position) per field and how often it is there. */
export type SearchShard = readonly [word: string, fields: Readonly<Record<string, Readonly<Record<string, number>>>>][];

/** What every query needs: the fields, and each calculator's length in words per field (by position). */
export interface SearchBase {
  fieldIds: Readonly<Record<string, number>>;
  averageFieldLength: readonly number[];
  fieldLength: readonly (readonly number[])[];
  serializationVersion: number;
}

/** The index: its base, and how to load each shard, by its letter(s) (search-words.ts, shardOf). */
export interface ShardedIndex {
  base: SearchBase;
  shards: Readonly<Record<string, () => Promise<SearchShard>>>;
}

/** The shards that hold a text's searched words and its name key. */
export function shardsFor(text: string, keys: ReadonlySet<string>): string[] {
  const key = nameKey(text);
  const indexed = [...searchedWords(text).map((word) => term(word)!), ...(key ? [key] : [])];
  return [...new Set(indexed.map((word) => shardOf(word, keys)).filter((shard) => shard !== undefined))];
}

/**
 * Closest: twice the slips forgiven (0,4 of a word's letters from 4 letters, rounded: three in
 * eight, where a search forgives 0,2 from 5 letters), every word a beginning, any word enough.
 */
const CLOSEST = { fuzzy: (word: string) => (word.length >= 4 ? 0.4 : false), prefixFrom: 3 };

/**
 * A search over `index`: the positions of the calculators that match a text, best first, in the
 * order of the list when they score the same. Empty text finds nothing. `closest`: for a text that
 * finds nothing, the calculators nearest to it (CLOSEST), at most MAX_SUGGESTED.
 */
export function createSearch(
  index: ShardedIndex,
): (text: string, options?: { closest?: boolean }) => Promise<number[]> {
  const keys = new Set(Object.keys(index.shards));
  const loading = new Map<string, Promise<SearchShard>>();
  const { fieldLength } = index.base;
  // MiniSearch over the shards of the last query: the same while the words typed stay in them.
  let last: { shards: string; search: MiniSearch } | undefined;
  const options = {
    fields: SEARCHED_FIELDS,
    boost: { title: 3, keywords: 2 },
    fuzzy: (word: string) => (word.length >= 5 ? 0.2 : false),
  };
  const namesField = String(index.base.fieldIds.names);
  return async (text, { closest = false } = {}) => {
    const typed = searchedWords(text);
    if (typed.length === 0) return [];
    const needed = shardsFor(text, keys).sort();
    const shards = await Promise.all(needed.map((key) => loadOnce(loading, key, index.shards[key]!)));
    if (last?.shards !== needed.join(' '))
      last = {
        shards: needed.join(' '),
        search: MiniSearch.loadJS(
          {
            fieldIds: { ...index.base.fieldIds },
            averageFieldLength: [...index.base.averageFieldLength],
            serializationVersion: index.base.serializationVersion,
            documentCount: fieldLength.length,
            nextId: fieldLength.length,
            documentIds: Object.fromEntries(fieldLength.map((_, id) => [id, id])),
            fieldLength: Object.fromEntries(fieldLength.map((lengths, id) => [id, [...lengths]])),
            storedFields: {},
            index: shards.flat() as [string, Record<string, Record<string, number>>][],
          },
          INDEX_OPTIONS,
        ),
      };
    const { search } = last;
    // The calculators named so, by position.
    const key = nameKey(text);
    const named = new Set(Object.keys(shards.flat().find(([word]) => word === key)?.[1][namesField] ?? {}).map(Number));
    if (closest) {
      const near = typed.map((word) => ({ prefix: word.length >= CLOSEST.prefixFrom, queries: [word] }));
      return search
        .search({ combineWith: 'OR', queries: near }, { ...options, fuzzy: CLOSEST.fuzzy })
        .sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number))
        .slice(0, MAX_SUGGESTED)
        .map((result) => result.id as number);
    }
    // Each word; the last one may be unfinished: "stip" finds "stipendio".
    const queries = typed.map((word, k) => ({ prefix: k === typed.length - 1 && word.length >= 2, queries: [word] }));
    // Every word; else the most words (MiniSearch adds the scores of the words a calculator has).
    let found = search.search({ combineWith: 'AND', queries }, options);
    if (found.length === 0) found = search.search({ combineWith: 'OR', queries }, options);
    const ids = found
      .sort(
        (a, b) => b.queryTerms.length - a.queryTerms.length || b.score - a.score || (a.id as number) - (b.id as number),
      )
      .map((result) => result.id as number);
    // The calculators named so first, even where a word typed was not found (a generic one: "calcolo iva").
    const first = [
      ...ids.filter((id) => named.has(id)),
      ...[...named].filter((id) => !ids.includes(id)).sort((a, b) => a - b),
    ];
    return [...first, ...ids.filter((id) => !named.has(id))].slice(0, MAX_RESULTS);
  };
}
