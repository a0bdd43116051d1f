/**
 * The search box's matching (Search.tsx loads it with the list on the box's first use): MiniSearch
 * over each calculator's title, keywords and description, word by word.
 *
 * - Words are folded (lower case, no accents: "produttivita" finds "Produttività") and lightly
 *   stemmed for Italian (the last vowel of a word of 4 letters or more goes: "interessi" meets
 *   "interesse", "mutui" meets "mutuo"); articles and prepositions are left out.
 * - A typed word also looks for the words a visitor uses for the same thing (SYNONYMS: "busta paga"
 *   finds the net salary, "prestito casa" the mortgage), for words that start with it (prefix:
 *   "stip" finds "stipendio") and, from 5 letters, for words one or two letters off ("mutou").
 * - The calculators that have every word typed are found; when none has, those that have every
 *   word or a synonym of it; then those that have some words, then some words or synonyms. A
 *   title counts more than a keyword, a keyword more than the description.
 */
import MiniSearch from 'minisearch';

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
function term(word: string): string | null {
  const folded = fold(word);
  if (STOP_WORDS.has(folded)) return null;
  return folded.length >= 4 ? folded.replace(/[aeio]$/, '') : folded;
}

/** Each indexed word -> its synonyms, as written. */
const related = new Map<string, string[]>(
  SYNONYMS.flatMap((group) => group.map((word) => [term(word)!, group.filter((other) => other !== word)] as const)),
);

/** The words of a text that say something. */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '' && term(word) !== null);

interface Searchable {
  id: string;
  title: string;
  description: string;
}

/**
 * A search over `calculators` (with `keywordsOf`, each one's keywords): the matches of a text, best
 * first, in the order of the list when they score the same. Empty text finds nothing.
 */
export function createSearch<T extends Searchable>(
  calculators: readonly T[],
  keywordsOf: (c: T) => readonly string[] = () => [],
): (text: string) => T[] {
  const index = new MiniSearch<{ id: number; title: string; description: string; keywords: string }>({
    fields: ['title', 'keywords', 'description'],
    processTerm: term,
  });
  index.addAll(
    calculators.map((c, id) => ({ id, title: c.title, description: c.description, keywords: keywordsOf(c).join(' ') })),
  );
  const options = {
    boost: { title: 3, keywords: 2 },
    fuzzy: (word: string) => (word.length >= 5 ? 0.2 : false),
  };
  return (text) => {
    const typed = wordsOf(text);
    if (typed.length === 0) return [];
    // Each word (or one of its synonyms); the last word may be unfinished: "stip" finds "stipendio".
    const words = (synonyms: boolean) =>
      typed.map((word, k) => ({
        combineWith: 'OR' as const,
        prefix: k === typed.length - 1 && word.length >= 2,
        queries: [word, ...(synonyms ? (related.get(term(word)!) ?? []) : [])],
      }));
    // Every word as typed, then with synonyms; else any word, then with synonyms.
    const attempts = [
      { combineWith: 'AND' as const, queries: words(false) },
      { combineWith: 'AND' as const, queries: words(true) },
      { combineWith: 'OR' as const, queries: words(false) },
      { combineWith: 'OR' as const, queries: words(true) },
    ];
    for (const query of attempts) {
      const found = index.search(query, options);
      if (found.length)
        return found
          .sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number))
          .map((result) => calculators[result.id as number]!);
    }
    return [];
  };
}
