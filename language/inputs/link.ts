/**
 * How input values travel in a share link (src/share/codec.ts writes the query): each kind gives
 * its codec; these are the ones kinds share. Whatever a link holds is checked on the way back: a
 * value that does not fit the input, or that its field would not display as formulas read it
 * (2026-02-30, 25:00, 1e400: each kind's own codec), is undefined (the default stays).
 */
import type { RawRow, RawValue } from '../values.ts';
import type { LinkCodec } from './kind.ts';

/** Longest text value or row cell a link may carry (anything longer is ignored); fields take no more. */
export const MAX_TEXT = 100;
/** Most rows a link may carry; a rows field adds no more. */
export const MAX_ROWS = 100;

/** A value the form holds as text, as a link writes it. */
export const linkText = (value: RawValue): string => (typeof value === 'string' ? value : '');

/** A yes/no value: 1 or 0. */
export const booleanLink: LinkCodec<object> = {
  encode: (value) => (value === true ? '1' : '0'),
  decode: (text) => (text === '1' ? true : text === '0' ? false : undefined),
};

/** One of a list of option values (every list, when they depend on another input). */
export function optionLink<Spec>(values: (spec: Spec) => string[]): LinkCodec<Spec> {
  return {
    encode: linkText,
    decode: (text, spec) => (values(spec).includes(text) ? text : undefined),
    meaning: (spec) => ({ options: values(spec) }),
  };
}

/**
 * Rows of cells: a JSON list of lists, each row's cells in the order of `columns`; at least `min`
 * rows, each cell a text that `cell` accepts (a number its field shows), else none of them.
 */
export function rowsLink<Spec>(
  columnsOf: (spec: Spec) => string[],
  minOf: (spec: Spec) => number,
  cell: (text: string) => boolean = () => true,
): LinkCodec<Spec> {
  return {
    encode: (value, spec) => {
      const columns = columnsOf(spec);
      return Array.isArray(value) ? JSON.stringify(value.map((row) => columns.map((c) => row[c] ?? ''))) : '[]';
    },
    decode: (text, spec): RawValue | undefined => {
      const columns = columnsOf(spec);
      let rows: unknown;
      try {
        rows = JSON.parse(text);
      } catch {
        return undefined;
      }
      const isRow = (row: unknown): row is string[] =>
        Array.isArray(row) &&
        row.length === columns.length &&
        row.every((text) => typeof text === 'string' && text.length <= MAX_TEXT && cell(text));
      if (!Array.isArray(rows) || rows.length < minOf(spec) || rows.length > MAX_ROWS || !rows.every(isRow))
        return undefined;
      return rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]!])) as RawRow);
    },
    meaning: (spec) => ({ columns: columnsOf(spec) }),
  };
}
