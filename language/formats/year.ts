import { defineFormat } from './format.ts';
import { NOT_AVAILABLE } from './intl.ts';

/** A year, rounded, with no thousands separator: 2025 -> "2025" (integer would show "2.025"). */
function year(value: number): string {
  return Number.isFinite(value) ? String(Math.sign(value) * Math.round(Math.abs(value)) || 0) : NOT_AVAILABLE;
}

export const yearFormat = defineFormat({
  description: 'a year, rounded, with no thousands separator: 2025',
  format: year,
  sum: false,
  decimals: 0,
});
