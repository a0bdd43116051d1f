import { defineFormat } from './format.ts';
import { finite } from './intl.ts';

/** Rounded to a whole number: 1234.5 -> "1.235". */
function integer(value: number): string {
  // Whole numbers below 1000 read the same as String() (no grouping): skip Intl.
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  if (Math.abs(rounded) < 1000) return String(rounded === 0 ? 0 : rounded);
  return finite(value, { maximumFractionDigits: 0 });
}

export const integerFormat = defineFormat({ description: 'rounded to a whole number: 1.235', format: integer });
