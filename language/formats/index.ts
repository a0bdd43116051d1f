/**
 * The formats of the language, one file each, listed here: a result's, a table column's or a
 * chart's `format`, and the template helper of the same name ({{euro x}}, {{number x 1}}).
 * A new format is one file and one line below; the schema and the generator follow this list.
 */
import type { Scalar } from '../values.ts';
import { adaptiveFormat } from './adaptive.ts';
import { dateFormat } from './date.ts';
import { euroFormat } from './euro.ts';
import type { Format } from './format.ts';
import { integerFormat } from './integer.ts';
import { NOT_AVAILABLE } from './intl.ts';
import { longDateFormat } from './long-date.ts';
import { monthFormat } from './month.ts';
import { numberFormat } from './number.ts';
import { percentFormat } from './percent.ts';
import { text, textFormat } from './text.ts';
import { timeFormat } from './time.ts';
import { yearFormat } from './year.ts';

export { NOT_AVAILABLE };

export const formats = {
  euro: euroFormat,
  percent: percentFormat,
  number: numberFormat,
  integer: integerFormat,
  adaptive: adaptiveFormat,
  text: textFormat,
  year: yearFormat,
  month: monthFormat,
  time: timeFormat,
  date: dateFormat,
  longDate: longDateFormat,
} satisfies Record<string, Format>;

/** A format's name. */
export type FormatName = keyof typeof formats;

/** How a value is written: its format, decimals and unit. */
export interface Shown {
  format: FormatName;
  decimals?: number;
  unit?: string;
}

/** Formats a value: numbers by `format`, anything else as text. */
export function formatValue(value: Scalar, format: FormatName, decimals?: number): string {
  return typeof value === 'number' ? formats[format].format(value, decimals) : text(value);
}

/** The helpers templates may call: name -> (value, decimals?) -> text. */
export const helpers = Object.fromEntries(
  Object.keys(formats).map((name) => [
    name,
    (value: Scalar, decimals?: number) => formatValue(value, name as FormatName, decimals),
  ]),
) as Record<FormatName, (value: Scalar, decimals?: number) => string>;

export type HelperName = FormatName;

/** A result as the visitor reads it: "16.470,09 €", "23,5 kg". */
export function displayResult(shown: Shown, value: Scalar): string {
  const text = formatValue(value, shown.format, shown.decimals);
  return shown.unit && text !== NOT_AVAILABLE ? `${text}\u00a0${shown.unit}` : text;
}
