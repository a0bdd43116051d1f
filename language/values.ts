/**
 * The values of a calculation, from the form's text to what formulas see: the types every word of
 * the language reads, with no word of its own (language/spec.ts lists the whole contract).
 */

/** A formula, or a constant, as written in a calculator file. */
export type Expression = string | number | boolean;

/** A value a formula sees. */
export type Scalar = number | string | boolean;
/** All named values of one calculation (inputs, intermediate values, results). */
export type Values = Record<string, Scalar>;
/** Compiled handlebars text: values in, text out. */
export type Template = (values: Values) => string;

/** What the form holds: text as typed, a boolean for toggles, a list of rows for rows. */
export type RawRow = Record<string, string>;
export type RawValue = string | boolean | RawRow[];
export type RawValues = Record<string, RawValue>;

/** Inputs once parsed: numbers, option values, booleans, rows of numbers. */
export type ParsedValue = Scalar | Record<string, number>[];
export type ParsedInputs = Record<string, ParsedValue>;

export interface OptionSpec {
  value: number | string;
  label: string;
}

export interface ChartData {
  labels: string[];
  /** data[entry][point] for series charts; data[0][item] for item charts. */
  data: number[][];
}

/** One row of a series: its index and its columns, by name. */
export type SeriesRow = Record<string, Scalar>;

/** A source the page cites under 'Fonti' (a law, an official guide, a published formula), for the page or for a parameter. */
export interface Reference {
  /** What it is, in Italian: "D.P.R. 26 ottobre 1972, n. 633 (decreto IVA)". */
  title: string;
  /** Its address, https. */
  url: string;
  /** A secondary source (a summary of the act, whose own page was not found): 'Fonti' says so. */
  secondary?: true;
}
