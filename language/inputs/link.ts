/**
 * How input values travel in a share link (src/share/codec.ts writes the query): each kind gives
 * its codec; these are the ones kinds share. Whatever a link holds is checked on the way back: a
 * value that does not fit the input is undefined (the default stays).
 */
import type { RawRow, RawValue } from '../values.ts';
import type { LinkCodec } from './kind.ts';

/** Longest text value or row cell a link may carry (anything longer is ignored); fields take no more. */
export const MAX_TEXT = 100;
/** Most rows a link may carry; a rows field adds no more. */
export const MAX_ROWS = 100;

/** A value typed as text (a number, a time): as it is, up to MAX_TEXT characters. */
export const textLink: LinkCodec<object> = {
  encode: (value) => (typeof value === 'string' ? value : ''),
  decode: (text) => (text.length <= MAX_TEXT ? text : undefined),
};

/** A yes/no value: 1 or 0. */
export const booleanLink: LinkCodec<object> = {
  encode: (value) => (value === true ? '1' : '0'),
  decode: (text) => (text === '1' ? true : text === '0' ? false : undefined),
};

/** One of a list of option values (every list, when they depend on another input). */
export function optionLink<Spec>(values: (spec: Spec) => string[]): LinkCodec<Spec> {
  return {
    encode: (value) => (typeof value === 'string' ? value : ''),
    decode: (text, spec) => (values(spec).includes(text) ? text : undefined),
    meaning: (spec) => ({ options: values(spec) }),
  };
}

/** Rows of cells: a JSON list of lists, each row's cells in the order of `columns`; at least `min` rows. */
export function rowsLink<Spec>(columnsOf: (spec: Spec) => string[], minOf: (spec: Spec) => number): LinkCodec<Spec> {
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
        row.every((cell) => typeof cell === 'string' && cell.length <= MAX_TEXT);
      if (!Array.isArray(rows) || rows.length < minOf(spec) || rows.length > MAX_ROWS || !rows.every(isRow))
        return undefined;
      return rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]!])) as RawRow);
    },
    meaning: (spec) => ({ columns: columnsOf(spec) }),
  };
}
