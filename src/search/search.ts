import type { CalculatorEntry } from '../../language/spec.ts';

/** Lower case without accents, so "produttivita" finds "Produttività". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** True when `query` starts a word of `field` (both folded): "iva" in "calcolatore iva", not in "derivati". */
function startsWord(field: string, query: string): boolean {
  for (let at = field.indexOf(query); at >= 0; at = field.indexOf(query, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(field[at - 1]!)) return true;
  }
  return false;
}

/**
 * How well a calculator matches, best first: 0 the title has a word starting with the text, 1 the
 * title contains it, 2 the description, 3 a keyword; undefined when nothing does.
 */
function rank(
  c: Pick<CalculatorEntry, 'title' | 'description'>,
  keywords: readonly string[],
  query: string,
): number | undefined {
  const title = fold(c.title);
  if (startsWord(title, query)) return 0;
  if (title.includes(query)) return 1;
  if (fold(c.description).includes(query)) return 2;
  if (keywords.some((keyword) => fold(keyword).includes(query))) return 3;
  return undefined;
}

/**
 * Local search: the calculators whose title, description or a keyword (`keywordsOf`, none until
 * they are loaded) contains the typed text (case- and accent-insensitive), by relevance (see
 * `rank`), then in the order of the list. Empty text finds nothing.
 */
export function searchCalculators<T extends Pick<CalculatorEntry, 'title' | 'description'>>(
  text: string,
  calculators: readonly T[],
  keywordsOf: (c: T) => readonly string[] = () => [],
): T[] {
  const query = fold(text.trim());
  if (!query) return [];
  return calculators
    .map((c, index) => ({ c, index, rank: rank(c, keywordsOf(c), query) }))
    .filter((match): match is { c: T; index: number; rank: number } => match.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((match) => match.c);
}
