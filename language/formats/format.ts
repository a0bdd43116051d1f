import type { Scalar } from '../values.ts';

/**
 * A format of the language: a result's `format`, a table column's, a chart's, and the template
 * helper of the same name ({{euro x}}, {{number x 1}}).
 */
export interface Format {
  /** One line for the schema and the language reference. */
  description: string;
  /** A number as text; `decimals` when the file gives them. */
  format(value: number, decimals?: number): string;
  /** false: a template helper only, not a result format (e.g. month). */
  result?: false;
  /**
   * The sign the format itself writes ('€', '%'): a CSV header's unit, the unit beside reverse
   * mode's target field, and the format of a number field in that unit when it is solved for.
   */
  unit?: string;
  /** The decimals it shows when the file gives none (how close a solved value must come); none: 2. */
  decimals?: number;
  /** false: its values do not add up (a day, a year, a time, a text): no `summary: sum` of a table column. */
  sum?: false;
}

/** Declares a format. */
export const defineFormat = (format: Format): Format => format;

export type { Scalar };
