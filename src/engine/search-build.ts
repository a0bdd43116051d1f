/**
 * The search index, built by the generator (generator/compile/search.ts) and read by the search
 * (search.ts): MiniSearch indexes the calculators, then its words are split into shards by their
 * first letter, and a letter whose shard would pass SHARD_BYTES by their first two
 * (search-words.ts, shardOf), so that a query loads a bounded part of the index.
 */
import MiniSearch from 'minisearch';
import type { SearchBase, SearchShard } from './search.ts';
import { head, INDEX_OPTIONS, nameKey } from './search-words.ts';

/** What is indexed of a calculator: its file's title, description, keywords and `search:`. */
export interface Indexed {
  title: string;
  description: string;
  keywords: readonly string[];
  search?: {
    /** Other names of the calculator: searched as its title is, and each a name (nameKey). */
    names?: readonly string[];
    /** Other words visitors type for it: searched as its keywords are. */
    synonyms?: readonly string[];
    /** Questions it answers, as visitors type them: searched as its keywords are, and each a name. */
    questions?: readonly string[];
  };
}

/** What a query typed whole puts a calculator first for: its title, its names and its questions. */
export const namesOf = (c: Pick<Indexed, 'title' | 'search'>): string[] => [
  c.title,
  ...(c.search?.names ?? []),
  ...(c.search?.questions ?? []),
];

/** What MiniSearch indexes of a calculator: the search's words in its fields (INDEX_OPTIONS). */
function document(c: Indexed, id: number) {
  const { names = [], synonyms = [], questions = [] } = c.search ?? {};
  return {
    id,
    title: [c.title, ...names].join(' '),
    keywords: [...c.keywords, ...synonyms, ...questions].join(' '),
    description: c.description,
    // Each name's key once, one a line.
    names: [
      ...new Set(
        namesOf(c)
          .map(nameKey)
          .filter((key) => key !== ''),
      ),
    ].join('\n'),
  };
}

/** The size of a one-letter shard (its words as JSON, in bytes) past which it is split in two-letter ones. */
export const SHARD_BYTES = 4096;

/** The index of `calculators` (their positions are their ids): its base and its shards, by key. */
export function buildIndex(
  calculators: readonly Indexed[],
  shardBytes = SHARD_BYTES,
): { base: SearchBase; shards: Map<string, SearchShard> } {
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(calculators.map(document));
  const { index: words, fieldIds, fieldLength, averageFieldLength, serializationVersion } = index.toJSON();
  const base = {
    fieldIds,
    averageFieldLength,
    fieldLength: calculators.map((_, id) => fieldLength[id]!),
    serializationVersion,
  };
  const byLetter = group(words, (word) => head(word, 1));
  const shards = new Map<string, SearchShard>();
  for (const [letter, shard] of byLetter) {
    if (JSON.stringify(shard).length <= shardBytes) shards.set(letter, shard);
    else
      for (const [key, part] of group(shard, (word) => (head(word, 2).length === 2 ? head(word, 2) : letter)))
        shards.set(key, part);
  }
  return { base, shards: new Map([...shards].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

/** The words of a shard grouped by `keyOf` of each word. */
function group(words: SearchShard, keyOf: (word: string) => string): Map<string, SearchShard[number][]> {
  const groups = new Map<string, SearchShard[number][]>();
  for (const entry of words) {
    const key = keyOf(entry[0]);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(entry);
  }
  return groups;
}
