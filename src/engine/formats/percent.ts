import { finite } from './intl.ts';

/** A value already in percent: 5 -> "5,00%". */
export function percent(value: number, decimals = 2): string {
  return finite(value / 100, { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
