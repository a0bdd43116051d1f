/**
 * 'Come si calcola': what a generated explanation module (src/generated/explanations/<id>.ts)
 * holds, and the helpers its compiled functions call to put the visitor's values into MathML and
 * to let functions explain themselves (brackets band by band, pmt with its annuity formula, the
 * case that applied, the row a lookup chose). Loaded with that module, after first paint.
 */

import type { ResultSpec, Scalar, SeriesRow, Values } from '../../language/spec.ts';
import { displayResult } from './compute.ts';

/** How a value is written: a result's format, or an input's (euro for €, else 2 decimals and its unit). */
export type Shown = Pick<ResultSpec, 'format' | 'decimals' | 'unit'>;

/** One named value (or result) explained with the visitor's values. */
export interface Worked {
  /** The formula with the values in it, `=` the value: a `<math>` element. */
  math: string;
  /** How its functions and cases worked out: markup of text and `<math>`, one item each. */
  steps: string[];
}

export interface Explained {
  /** The result's label, or the value's symbol. */
  label: string;
  /** The formula typeset with names: a `<math>` element. */
  formula: string;
  /** The named values it reads, each explained in the same module. */
  values: string[];
  /** The inputs it reads directly: [id, label, how its value is written]. */
  inputs: [string, string, Shown][];
  /** A series column's: the other columns of its row that it reads. */
  columns?: string[];
  /** With a series column's, the row, and the row before it (none for the first). */
  work(values: Values, row?: SeriesRow, previous?: SeriesRow): Worked;
}

/** What an explanation module exports by default: every named value and result of a calculator, by name. */
export type Explanations = Record<string, Explained>;

/** And as `rows`: every series column, by series id and column name. */
export type RowExplanations = Record<string, Record<string, Explained>>;

/** Text as MathML or HTML character data. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const shownText = (value: Scalar, shown: Shown) => displayResult(shown, value);

/** A value as a MathML number (text values as text). */
export function mnOf(value: Scalar | undefined, shown: Shown): string {
  if (value === undefined) return '<mtext>?</mtext>';
  const tag = typeof value === 'number' ? 'mn' : 'mtext';
  return `<${tag}>${escapeText(shownText(value, shown))}</${tag}>`;
}

const percent = (rate: number) => `${(rate * 100).toLocaleString('it-IT', { maximumFractionDigits: 4 })}%`;

/** brackets(): one step per band reached: "23% × 15.000,00 € = 3.450,00 €". */
export function bracketSteps(amount: number, limits: readonly number[], rates: readonly number[], shown: Shown): string[] {
  const steps: string[] = [];
  let lower = 0;
  for (let k = 0; k < rates.length && amount > lower; k++) {
    const upper = k < limits.length ? limits[k]! : Infinity;
    const part = Math.min(amount, upper) - lower;
    const band = upper === Infinity ? `oltre ${shownText(lower, shown)}` : `da ${shownText(lower, shown)} a ${shownText(upper, shown)}`;
    steps.push(escapeText(`Scaglione ${band}: ${percent(rates[k]!)} × ${shownText(part, shown)} = ${shownText(part * rates[k]!, shown)}`));
    lower = upper;
  }
  return steps;
}

/** pmt(): the annuity formula R = P·r / (1 − (1 + r)^−n) with its values. */
export function pmtStep(rate: number, periods: number, principal: number, shown: Shown): string {
  const r = `<mn>${escapeText(rate.toLocaleString('it-IT', { maximumFractionDigits: 8 }))}</mn>`;
  const n = `<mn>${escapeText(periods.toLocaleString('it-IT'))}</mn>`;
  const p = mnOf(principal, { format: 'euro' });
  const payment = mnOf(rate === 0 ? principal / periods : (principal * rate) / (1 - (1 + rate) ** -periods), shown);
  const formula =
    rate === 0
      ? `<mfrac><mrow>${p}</mrow><mrow>${n}</mrow></mfrac>`
      : `<mfrac><mrow>${p}<mo>×</mo>${r}</mrow><mrow><mn>1</mn><mo>−</mo><msup><mrow><mo>(</mo><mn>1</mn><mo>+</mo>${r}<mo>)</mo></mrow><mrow><mo>−</mo>${n}</mrow></msup></mrow></mfrac>`;
  return `Rata costante (ammortamento alla francese), capitale P, tasso per periodo r, n rate: <math><mi>R</mi><mo>=</mo><mfrac><mrow><mi>P</mi><mo>×</mo><mi>r</mi></mrow><mrow><mn>1</mn><mo>−</mo><msup><mrow><mo>(</mo><mn>1</mn><mo>+</mo><mi>r</mi><mo>)</mo></mrow><mrow><mo>−</mo><mi>n</mi></mrow></msup></mrow></mfrac><mo>=</mo>${formula}<mo>=</mo>${payment}</math>`;
}

/** A case split: which case applied, and why. `condition` is the condition typeset. */
export function caseStep(holds: boolean, condition: string): string {
  return holds ? `Si applica il primo caso, perché vale ${condition}` : `Si applica il caso «altrimenti», perché non vale ${condition}`;
}

/** A lookup: the row it chose. */
export function lookupStep(table: string, key: Scalar): string {
  return escapeText(`Riga scelta della tabella «${table}»: ${String(key)}`);
}
