import type { CalculatorEntry } from '../engine/types.ts';

/** Lower case without accents, so "produttivita" finds "Produttività". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * Local search: the calculators whose title, description or a keyword contains the typed text
 * (case- and accent-insensitive). Empty text finds nothing.
 */
export function searchCalculators<T extends Pick<CalculatorEntry, 'title' | 'description' | 'keywords'>>(text: string, calculators: readonly T[]): T[] {
  const query = fold(text.trim());
  if (!query) return [];
  return calculators.filter((c) => [c.title, c.description, ...c.keywords].some((field) => fold(field).includes(query)));
}
