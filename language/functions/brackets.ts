import { displayResult, type Shown } from '../formats/index.ts';
import { escapeText } from '../markup.ts';
import { brackets } from './impl/brackets.ts';
import { formulaFunction } from './types.ts';
import { phrase } from './typesetting.ts';

const percent = (rate: number) => `${(rate * 100).toLocaleString('it-IT', { maximumFractionDigits: 4 })}%`;
const display = (value: number, shown: Shown) => displayResult(shown, value);

/** The bands of `limits`: [lower, upper, rate], the last one open above. */
const bands = (limits: readonly number[], rates: readonly number[]) =>
  rates.map((rate, k) => [k === 0 ? 0 : limits[k - 1]!, k < limits.length ? limits[k]! : Infinity, rate] as const);

/**
 * The bands as a table (from–to, rate, tax in that band on `amount`, and the total), then one
 * sentence per band reached: "Scaglione da 0,00 € a 15.000,00 €: 23% × 15.000,00 € = 3.450,00 €".
 */
function steps(amount: number, limits: readonly number[], rates: readonly number[], shown: Shown): string[] {
  if (!Number.isFinite(amount)) return [];
  const money = (value: number) => escapeText(display(value, shown));
  const all = bands(limits, rates);
  const part = (lower: number, upper: number) => Math.max(0, Math.min(amount, upper) - lower);
  const cells = all.map(
    ([lower, upper, rate]) =>
      `<tr><td>${upper === Infinity ? `oltre ${money(lower)}` : `${money(lower)} – ${money(upper)}`}</td><td>${escapeText(percent(rate))}</td><td>${money(part(lower, upper) * rate)}</td></tr>`,
  );
  const table = `<table class="explain-brackets"><caption>Scaglioni su ${money(amount)}</caption><thead><tr><th scope="col">Scaglione</th><th scope="col">Aliquota</th><th scope="col">Imposta</th></tr></thead><tbody>${cells.join('')}</tbody><tfoot><tr><th scope="row" colspan="2">Totale</th><td>${money(brackets(amount, limits, rates))}</td></tr></tfoot></table>`;
  const reached = all.filter(([lower]) => amount > lower);
  return [
    table,
    ...reached.map(([lower, upper, rate]) => {
      const band =
        upper === Infinity
          ? `oltre ${display(lower, shown)}`
          : `da ${display(lower, shown)} a ${display(upper, shown)}`;
      const taxed = part(lower, upper);
      return escapeText(
        `Scaglione ${band}: ${percent(rate)} × ${display(taxed, shown)} = ${display(taxed * rate, shown)}`,
      );
    }),
  ];
}

export const bracketsFunction = formulaFunction({
  name: 'brackets',
  params: ['number', 'list', 'list'],
  returns: 'number',
  doc: 'Progressive tax by brackets: brackets(amount, [limits...], [rates...]), one rate more than limits.',
  example: 'brackets(taxable, [15000, 28000], [0.23, 0.27, 0.43])',
  impl: brackets,
  // The limits and rates are in the table of its step, band by band.
  typeset: ({ term: [amount] }) => phrase("l'imposta a scaglioni su", amount!, '(scaglioni e aliquote nella tabella)'),
  loose: true,
  explain: ([amount, limits, rates], shown) => steps(amount, limits, rates, shown),
});
