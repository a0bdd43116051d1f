import { defineFormat } from './format.ts';
import { finite } from './intl.ts';

/** A value already in percent: 5 -> "5,00%". */
function percent(value: number, decimals = 2): string {
  return finite(value / 100, { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export const percentFormat = defineFormat({
  description: "a value already in percent (2 decimals unless 'decimals'): 5 -> 5,00%",
  format: percent,
  unit: '%',
  decimals: 2,
});
