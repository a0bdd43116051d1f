/**
 * The formats of the language, one file each, listed here: a result's, a table column's or a
 * chart's `format`, and the template helper of the same name ({{euro x}}, {{number x 1}}).
 * A new format is one file and one line below; the schema and the generator follow this list.
 */
import type { FormatName, Scalar } from '../types.ts';
import { adaptiveFormat } from './adaptive.ts';
import { euroFormat } from './euro.ts';
import type { Format } from './format.ts';
import { integerFormat } from './integer.ts';
import { monthFormat } from './month.ts';
import { numberFormat } from './number.ts';
import { percentFormat } from './percent.ts';
import { text, textFormat } from './text.ts';
import { yearFormat } from './year.ts';

export { NOT_AVAILABLE } from './intl.ts';

export const formats = {
  euro: euroFormat,
  percent: percentFormat,
  number: numberFormat,
  integer: integerFormat,
  adaptive: adaptiveFormat,
  text: textFormat,
  year: yearFormat,
  month: monthFormat,
} satisfies Record<string, Format>;

/** The formats a result, a column or a chart may take (month is a template helper only). */
export const resultFormatNames = Object.entries(formats)
  .filter(([, f]) => f.result !== false)
  .map(([name]) => name);

/** Formats a value: numbers by `format`, anything else as text. */
export function formatValue(value: Scalar, format: FormatName, decimals?: number): string {
  return typeof value === 'number' ? formats[format].format(value, decimals) : text(value);
}

/** The helpers templates may call: name -> (value, decimals?) -> text. */
export const helpers = Object.fromEntries(Object.keys(formats).map((name) => [name, (value: Scalar, decimals?: number) => formatValue(value, name as FormatName, decimals)])) as Record<
  FormatName,
  (value: Scalar, decimals?: number) => string
>;

export type HelperName = FormatName;
