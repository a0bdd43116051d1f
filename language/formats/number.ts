import { defineFormat } from './format.ts';
import { finite } from './intl.ts';

/** Fixed decimals: 1234.5 -> "1.234,50" (2 unless stated). */
function number(value: number, decimals = 2): string {
  return finite(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export const numberFormat = defineFormat({
  description: "fixed decimals ('decimals', default 2): 1.234,50",
  format: number,
  decimals: 2,
});
