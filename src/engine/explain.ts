/**
 * 'Come si calcola': what a generated explanation module (src/generated/explanations/<id>.ts)
 * holds, and the helpers its compiled functions call to put the visitor's values into MathML and
 * to let functions explain themselves (brackets band by band, pmt with its annuity formula, the
 * case that applied, the row a lookup chose). Loaded with that module, after first paint.
 */

import type { Scalar, Shown } from '../../language/spec.ts';
import { displayResult } from './compute.ts';

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
