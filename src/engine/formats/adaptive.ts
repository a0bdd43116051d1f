import { finite } from './intl.ts';

/** Up to 6 decimals below 1 (0,000621), else up to 2 (1.609,34): unit conversions. */
export function adaptive(value: number): string {
  return finite(value, { maximumFractionDigits: Math.abs(value) < 1 ? 6 : 2 });
}
