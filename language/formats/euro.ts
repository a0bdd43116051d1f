import { defineFormat } from './format.ts';
import { finite } from './intl.ts';

/** 16470.09 -> "16.470,09 €" (2 decimals unless stated). */
function euro(value: number, decimals = 2): string {
  return finite(value, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

export const euroFormat = defineFormat({
  description: "euro (2 decimals unless 'decimals'): 16.470,09 €",
  format: euro,
  unit: '€',
  decimals: 2,
});
