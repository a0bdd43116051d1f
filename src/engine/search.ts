/**
 * The search box's matching (Search.tsx loads it on the box's first use, src/search/search-index.ts):
 * MiniSearch over each calculator's title, keywords and description, word by word (search-words.ts:
 * folding, stemming, synonyms). The generator builds the index (search-build.ts) and splits it into
 * shards by the first letter(s) of its words; a query loads only the shards of its words and their
 * synonyms (each once), and searches them alone: MiniSearch is rebuilt over them with every
 * calculator's field lengths (the base), so a word scores as it would in the whole index, and a
 * query finds the same whatever was searched before.
 *
 * - A typed word finds the words that start with it (prefix: "stip" finds "stipendio") and, from 5
 *   letters, words one or two letters off ("mutou"), among the words of its shard: a slip in the
 *   first letter (or the first two, where a letter is split) is not forgiven.
 * - The calculators that have every word typed are found; when none has, those that have every
 *   word or a synonym of it; then those that have some words, then some words or synonyms. A
 *   title counts more than a keyword, a keyword more than the description.
 * - At most MAX_RESULTS, best first: what the box shows, and what bounds the results it loads.
 */
import MiniSearch from 'minisearch';
import type { CalculatorEntry } from '../../language/spec.ts';
import { loadOnce } from './load-once.ts';
import { INDEX_OPTIONS, shardOf, synonymsOf, term, wordsOf } from './search-words.ts';

/** The most results a query gives. */
export const MAX_RESULTS = 20;

/** The calculators a module of results holds (src/generated/search/results-<n>.ts). */
export const RESULTS_PER_MODULE = 16;

/** A result as the box shows it. */
export type SearchResult = Pick<CalculatorEntry, 'id' | 'title' | 'description' | 'emoji' | 'url'>;

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

/** The shards that hold a text's words and their synonyms. */
export function shardsFor(text: string, keys: ReadonlySet<string>): string[] {
  const words = wordsOf(text).flatMap((word) => [word, ...synonymsOf(word)]);
  return [...new Set(words.map((word) => shardOf(term(word)!, keys)).filter((key) => key !== undefined))];
}

/**
 * A search over `index`: the positions of the calculators that match a text, best first, in the
 * order of the list when they score the same. Empty text finds nothing.
 */
export function createSearch(index: ShardedIndex): (text: string) => Promise<number[]> {
  const keys = new Set(Object.keys(index.shards));
  const loading = new Map<string, Promise<SearchShard>>();
  const { fieldLength } = index.base;
  // MiniSearch over the shards of the last query: the same while the words typed stay in them.
  let last: { shards: string; search: MiniSearch } | undefined;
  const options = {
    boost: { title: 3, keywords: 2 },
    fuzzy: (word: string) => (word.length >= 5 ? 0.2 : false),
  };
  return async (text) => {
    const typed = wordsOf(text);
    if (typed.length === 0) return [];
    const needed = shardsFor(text, keys).sort();
    const shards = await Promise.all(
      needed.map((key) => {
        return loadOnce(loading, key, index.shards[key]!);
      }),
    );
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
    // Each word (or one of its synonyms); the last word may be unfinished: "stip" finds "stipendio".
    const queries = (synonyms: boolean) =>
      typed.map((word, k) => ({
        combineWith: 'OR' as const,
        prefix: k === typed.length - 1 && word.length >= 2,
        queries: [word, ...(synonyms ? synonymsOf(word) : [])],
      }));
    // Every word as typed, then with synonyms; else any word, then with synonyms.
    const attempts = [
      { combineWith: 'AND' as const, queries: queries(false) },
      { combineWith: 'AND' as const, queries: queries(true) },
      { combineWith: 'OR' as const, queries: queries(false) },
      { combineWith: 'OR' as const, queries: queries(true) },
    ];
    for (const query of attempts) {
      const found = search.search(query, options);
      if (found.length)
        return found
          .sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number))
          .slice(0, MAX_RESULTS)
          .map((result) => result.id as number);
    }
    return [];
  };
}
