import { defineFormat } from './format.ts';
import { finite, wholeNumber } from './intl.ts';

/** Rounded to a whole number: 1234.5 -> "1.235". */
function integer(value: number): string {
  // Halves away from zero, as Intl rounds.
  return Number.isFinite(value) ? wholeNumber(Math.sign(value) * Math.round(Math.abs(value))) : finite(value, {});
}

export const integerFormat = defineFormat({
  description: 'rounded to a whole number: 1.235',
  format: integer,
  decimals: 0,
});
