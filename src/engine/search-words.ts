/**
 * The words of the search box, the same when the generator indexes the calculators
 * (search-build.ts) and when the box searches (search.ts):
 *
 * - Words are folded (lower case, no accents: "produttivita" finds "Produttività") and lightly
 *   stemmed for Italian (the last vowel of a word of 4 letters or more goes: "interessi" meets
 *   "interesse", "mutui" meets "mutuo"); articles and prepositions are left out.
 * - The words visitors use for a calculator are declared in its file (`search:`, indexed with its
 *   keywords): "busta paga" finds the net salary because that file says so, not a list here.
 * - A calculator's names (its title, `search.names` and `search.questions`) are also indexed whole
 *   (nameKey), so that a query that is one of them puts that calculator first ("iva": "Calcolatore IVA").
 * - The index is split into shards by the first letter of its words, and a letter that holds too
 *   much by the first two (shardOf): a typed word and a name's key load only their own shards.
 */

import { lowerPlain } from './fold.ts';

/** Words that say nothing of what is searched (an elided article too: the "l" of "l'iva"). */
const STOP_WORDS = new Set(
  'a ad al all allo alla ai agli alle anche che come con d da dal dall dallo dalla dai dagli dalle dei degli del dell dello della delle di e ed gli i il in l la le lo nel nell nello nella nei negli nelle o per quanto quanta quanti quante si su sul sull sulla tra un una uno'.split(
    ' ',
  ),
);

/**
 * Words that say what every calculator is, not which: left out of a name's key, so that "iva" and
 * "calcolo iva" are both the name "Calcolatore IVA".
 */
const GENERIC_WORDS = new Set(
  ['calcolatore', 'calcolo', 'calcola', 'calcolare', 'convertitore'].map((word) => term(word)),
);

/** The word as indexed: folded, lightly stemmed; none for a stop word. */
export function term(word: string): string | null {
  const folded = lowerPlain(word);
  if (STOP_WORDS.has(folded)) return null;
  return folded.length >= 4 ? folded.replace(/[aeio]$/, '') : folded;
}

/** The words of a text that say something. */
export const wordsOf = (text: string) =>
  text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '' && term(word) !== null);

/**
 * The words of a text that are searched: a number typed with words is left out (an amount, a rate, a
 * year: "mutuo 30 anni", "iva 22", "giorni lavorativi 2026" are what the calculator takes, not what
 * it is called); a text of numbers alone is searched as it is.
 */
export function searchedWords(text: string): string[] {
  const typed = wordsOf(text);
  const words = typed.filter((word) => !/^\p{N}+$/u.test(word));
  return words.length > 0 ? words : typed;
}

/**
 * The key of a name: its words that say which calculator it is (searchedWords, without the words
 * every calculator is called by), as indexed, each once, sorted and joined by a space (a space is
 * in no indexed word, so a key is never a word). "Calcolatore IVA", "IVA", "iva 22" and "calcolo
 * dell'iva" have one key, "iva"; empty when the text has no such word.
 */
export function nameKey(text: string): string {
  const terms = searchedWords(text)
    .map((word) => term(word)!)
    .filter((t) => !GENERIC_WORDS.has(t));
  return [...new Set(terms)].sort().join(' ');
}

/** The fields a query's words are searched in; `names` holds the names' keys, looked up whole (search.ts). */
export const SEARCHED_FIELDS = ['title', 'keywords', 'description'];

/** What MiniSearch indexes, with which words: the same options build and search. */
export const INDEX_OPTIONS = {
  fields: [...SEARCHED_FIELDS, 'names'],
  // The names' field holds one key a line (nameKey), kept whole.
  tokenize: (text: string, field?: string) => (field === 'names' ? text.split('\n') : wordsOf(text)),
  processTerm: (word: string, field?: string) => (field === 'names' ? word : term(word)),
};

/** The first `count` characters of an indexed word. */
export const head = (word: string, count: number) => [...word].slice(0, count).join('');

/**
 * The shard that holds the indexed word `word`, among `keys` (the shards there are): its first two
 * letters when its first letter was split, else its first letter (a one-letter word of a split
 * letter stays in that letter's shard). None when no indexed word starts like it.
 */
export function shardOf(word: string, keys: ReadonlySet<string>): string | undefined {
  const two = head(word, 2);
  if (two.length === 2 && keys.has(two)) return two;
  const one = head(word, 1);
  return keys.has(one) ? one : undefined;
}
