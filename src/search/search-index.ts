/**
 * What the search box searches, one chunk loaded on the box's first use (Search.tsx): every
 * calculator with its keywords, and the search over them (built on the first search).
 */
import type { CalculatorEntry } from '../../language/spec.ts';
import { keywords } from '../generated/keywords.ts';
import { calculators } from '../generated/registry.ts';
import { createSearch } from './search.ts';

let search: ((text: string) => CalculatorEntry[]) | undefined;

/** The calculators that match `text`, best first. */
export function searchCalculators(text: string): CalculatorEntry[] {
  search ??= createSearch(calculators, (c) => keywords[c.id]);
  return search(text);
}
