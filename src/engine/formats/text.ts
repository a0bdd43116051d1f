import { defineFormat } from './format.ts';
import { finite } from './intl.ts';
import type { Scalar } from '../types.ts';

/** Any value as plain text: numbers with up to 2 decimals, booleans as sì/no. */
export function text(value: Scalar): string {
  // Whole numbers below 1000 read the same as String() (no grouping): skip Intl.
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) < 1000 ? String(value === 0 ? 0 : value) : finite(value, { maximumFractionDigits: 2 });
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  return value;
}

export const textFormat = defineFormat({ description: 'the value as it is: a text, or a number with up to 2 decimals', format: text });
