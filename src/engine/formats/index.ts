/**
 * Result formats and template helpers, one file each, collected here.
 * A result's `format` picks one; templates call them as {{euro x}}, {{number x 1}}, {{month m}}.
 */
import type { FormatName, Scalar } from '../types.ts';
import { adaptive } from './adaptive.ts';
import { euro } from './euro.ts';
import { integer } from './integer.ts';
import { month } from './month.ts';
import { number } from './number.ts';
import { percent } from './percent.ts';
import { text } from './text.ts';

export { NOT_AVAILABLE } from './intl.ts';

/** Formats a result value: numbers by `format`, anything else as text. */
export function formatValue(value: Scalar, format: FormatName, decimals?: number): string {
  if (typeof value !== 'number' || format === 'text') return text(value);
  switch (format) {
    case 'euro':
      return euro(value, decimals);
    case 'percent':
      return percent(value, decimals);
    case 'number':
      return number(value, decimals);
    case 'integer':
      return integer(value);
    case 'adaptive':
      return adaptive(value);
  }
}

/** The helpers templates may call: name -> (value, decimals?) -> text. */
export const helpers = {
  euro: (value: Scalar, decimals?: number) => formatValue(value, 'euro', decimals),
  percent: (value: Scalar, decimals?: number) => formatValue(value, 'percent', decimals),
  number: (value: Scalar, decimals?: number) => formatValue(value, 'number', decimals),
  integer: (value: Scalar) => formatValue(value, 'integer'),
  adaptive: (value: Scalar) => formatValue(value, 'adaptive'),
  month: (value: Scalar) => (typeof value === 'number' ? month(value) : text(value)),
  text,
} satisfies Record<string, (value: Scalar, decimals?: number) => string>;

export type HelperName = keyof typeof helpers;
