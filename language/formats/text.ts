import type { Scalar } from '../values.ts';
import { defineFormat } from './format.ts';
import { finite, wholeNumber } from './intl.ts';

/** Any value as plain text: numbers with up to 2 decimals, booleans as sì/no. */
export function text(value: Scalar): string {
  if (typeof value === 'number')
    return Number.isInteger(value) ? wholeNumber(value) : finite(value, { maximumFractionDigits: 2 });
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  return value;
}

export const textFormat = defineFormat({
  description: 'the value as it is: a text, or a number with up to 2 decimals',
  format: text,
  sum: false,
});
