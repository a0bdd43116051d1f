import { finite } from './intl.ts';

/** Fixed decimals: 1234.5 -> "1.234,50" (2 unless stated). */
export function number(value: number, decimals = 2): string {
  return finite(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
