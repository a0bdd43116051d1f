import { displayResult, type Shown } from '../formats/index.ts';
import { escapeText } from '../markup.ts';
import { formulaFunction } from './types.ts';

const percent = (rate: number) => `${(rate * 100).toLocaleString('it-IT', { maximumFractionDigits: 4 })}%`;
const display = (value: number, shown: Shown) => displayResult(shown, value);

/**
 * Progressive tax: `rates[k]` applies to the part of `amount` between `limits[k-1]` and
 * `limits[k]`; the last rate applies above the last limit. Rates are fractions.
 */
export function brackets(amount: number, limits: readonly number[], rates: readonly number[]): number {
  let tax = 0;
  let lower = 0;
  for (let k = 0; k < rates.length; k++) {
    const upper = k < limits.length ? limits[k]! : Infinity;
    if (amount <= lower) break;
    tax += (Math.min(amount, upper) - lower) * rates[k]!;
    lower = upper;
  }
  return tax;
}

/** One step per band reached: "Scaglione da 0,00 € a 15.000,00 €: 23% × 15.000,00 € = 3.450,00 €". */
function steps(amount: number, limits: readonly number[], rates: readonly number[], shown: Shown): string[] {
  const steps: string[] = [];
  let lower = 0;
  for (let k = 0; k < rates.length && amount > lower; k++) {
    const upper = k < limits.length ? limits[k]! : Infinity;
    const part = Math.min(amount, upper) - lower;
    const band =
      upper === Infinity ? `oltre ${display(lower, shown)}` : `da ${display(lower, shown)} a ${display(upper, shown)}`;
    steps.push(
      escapeText(
        `Scaglione ${band}: ${percent(rates[k]!)} × ${display(part, shown)} = ${display(part * rates[k]!, shown)}`,
      ),
    );
    lower = upper;
  }
  return steps;
}

export const bracketsFunction = formulaFunction({
  name: 'brackets',
  params: ['number', 'list', 'list'],
  returns: 'number',
  doc: 'Progressive tax by brackets: brackets(amount, [limits...], [rates...]), one rate more than limits.',
  example: 'brackets(taxable, [15000, 28000], [0.23, 0.27, 0.43])',
  impl: brackets,
  label: 'scaglioni',
  explain: ([amount, limits, rates], shown) => steps(amount, limits, rates, shown),
});
