import type { Shown } from '../formats/index.ts';
import { escapeText, mnOf } from '../markup.ts';
import { formulaFunction } from './types.ts';

/**
 * The constant payment that repays `principal` in `periods` payments at `rate` per period
 * (French amortisation): P * r / (1 - (1 + r)^-n); with rate 0 it is P / n.
 */
export function pmt(rate: number, periods: number, principal: number): number {
  if (rate === 0) return principal / periods;
  return (principal * rate) / (1 - (1 + rate) ** -periods);
}

/** The annuity formula R = P·r / (1 − (1 + r)^−n) with its values. */
function step(rate: number, periods: number, principal: number, shown: Shown): string {
  const r = `<mn>${escapeText(rate.toLocaleString('it-IT', { maximumFractionDigits: 8 }))}</mn>`;
  const n = `<mn>${escapeText(periods.toLocaleString('it-IT'))}</mn>`;
  const p = mnOf(principal, { format: 'euro' });
  const payment = mnOf(pmt(rate, periods, principal), shown);
  const formula =
    rate === 0
      ? `<mfrac><mrow>${p}</mrow><mrow>${n}</mrow></mfrac>`
      : `<mfrac><mrow>${p}<mo>×</mo>${r}</mrow><mrow><mn>1</mn><mo>−</mo><msup><mrow><mo>(</mo><mn>1</mn><mo>+</mo>${r}<mo>)</mo></mrow><mrow><mo>−</mo>${n}</mrow></msup></mrow></mfrac>`;
  return `Rata costante (ammortamento alla francese), capitale P, tasso per periodo r, n rate: <math><mi>R</mi><mo>=</mo><mfrac><mrow><mi>P</mi><mo>×</mo><mi>r</mi></mrow><mrow><mn>1</mn><mo>−</mo><msup><mrow><mo>(</mo><mn>1</mn><mo>+</mo><mi>r</mi><mo>)</mo></mrow><mrow><mo>−</mo><mi>n</mi></mrow></msup></mrow></mfrac><mo>=</mo>${formula}<mo>=</mo>${payment}</math>`;
}

export const pmtFunction = formulaFunction({
  name: 'pmt',
  params: ['number', 'number', 'number'],
  returns: 'number',
  doc: 'Constant payment per period of a loan (French amortisation): pmt(rate per period, number of payments, principal); principal / n at rate 0.',
  example: 'pmt(rate / 100 / 12, years * 12, amount)',
  impl: pmt,
  label: 'rata',
  explain: ([rate, periods, principal], shown) => [step(rate, periods, principal, shown)],
});
