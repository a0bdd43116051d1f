/**
 * The words of the search box, the same when the generator indexes the calculators
 * (search-build.ts) and when the box searches (search.ts):
 *
 * - Words are folded (lower case, no accents: "produttivita" finds "Produttività") and lightly
 *   stemmed for Italian (the last vowel of a word of 4 letters or more goes: "interessi" meets
 *   "interesse", "mutui" meets "mutuo"); articles and prepositions are left out.
 * - A typed word also looks for the words a visitor uses for the same thing (SYNONYMS: "busta paga"
 *   finds the net salary, "prestito casa" the mortgage).
 * - The index is split into shards by the first letter of its words, and a letter that holds too
 *   much by the first two (shardOf): a typed word and its synonyms load only their own shards.
 */

/** Words that say nothing of what is searched. */
const STOP_WORDS = new Set(
  'a ad al allo alla ai agli alle anche che come con da dal dallo dalla dai dagli dalle dei degli del dello della delle di e ed gli i il in la le lo nel nello nella nei negli nelle o per quanto quanta quanti quante si su sul sulla tra un una uno'.split(
    ' ',
  ),
);

/** Groups of words a visitor uses for the same calculators: each word also searches the others. */
const SYNONYMS: readonly string[][] = [
  ['mutuo', 'prestito', 'finanziamento'],
  ['stipendio', 'busta', 'paga', 'netto', 'ral', 'salario'],
  ['interessi', 'rendimento', 'montante'],
  ['risparmio', 'risparmiare', 'accantonare'],
  ['peso', 'bmi', 'imc'],
  ['calorie', 'kcal', 'dieta'],
  ['tasse', 'fisco', 'irpef'],
  ['date', 'giorni', 'calendario'],
];

/** Lower case without accents. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The word as indexed: folded, lightly stemmed; none for a stop word. */
export function term(word: string): string | null {
  const folded = fold(word);
  if (STOP_WORDS.has(folded)) return null;
  return folded.length >= 4 ? folded.replace(/[aeio]$/, '') : folded;
}

/** Each indexed word -> its synonyms, as written. */
const related = new Map<string, string[]>(
  SYNONYMS.flatMap((group) => group.map((word) => [term(word)!, group.filter((other) => other !== word)] as const)),
);

/** The synonyms of a typed word, as written. */
export const synonymsOf = (word: string): readonly string[] => related.get(term(word)!) ?? [];

/** The words of a text that say something. */
export const wordsOf = (text: string) =>
  text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '' && term(word) !== null);

/** What MiniSearch indexes, with which words: the same options build and search. */
export const INDEX_OPTIONS = {
  fields: ['title', 'keywords', 'description'],
  processTerm: term,
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
