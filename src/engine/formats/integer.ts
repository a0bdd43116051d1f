import { finite } from './intl.ts';

/** Rounded to a whole number: 1234.5 -> "1.235". */
export function integer(value: number): string {
  return finite(value, { maximumFractionDigits: 0 });
}
