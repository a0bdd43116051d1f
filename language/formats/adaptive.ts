import { defineFormat } from './format.ts';
import { finite } from './intl.ts';

/** Up to 6 decimals below 1 (0,000621), else up to 2 (1.609,34): unit conversions. */
function adaptive(value: number): string {
  return finite(value, { maximumFractionDigits: Math.abs(value) < 1 ? 6 : 2 });
}

export const adaptiveFormat = defineFormat({
  description: 'up to 6 decimals below 1, else up to 2 (unit conversions): 0,000621',
  format: adaptive,
});
