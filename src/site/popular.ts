import type { CalculatorId } from '../generated/registry.ts';

/**
 * The most used calculators, first on the home page (on a phone, the place to start from): those
 * Italians search for most (mutuo, stipendio netto, IVA, percentuali, BMI, date). A renamed or
 * removed calculator fails the type check here.
 */
export const POPULAR: readonly CalculatorId[] = [
  'mortgage-payment',
  'salary-net-gross',
  'vat-calculator',
  'vat-removal',
  'percentage-discount',
  'loan-payment',
  'bmi-calculator',
  'giorni-tra-date',
];
