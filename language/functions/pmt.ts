import { formulaFunction } from './types.ts';

/**
 * The constant payment that repays `principal` in `periods` payments at `rate` per period
 * (French amortisation): P * r / (1 - (1 + r)^-n); with rate 0 it is P / n.
 */
export function pmt(rate: number, periods: number, principal: number): number {
  if (rate === 0) return principal / periods;
  return (principal * rate) / (1 - (1 + rate) ** -periods);
}

export const pmtFunction = formulaFunction({
  name: 'pmt',
  params: ['number', 'number', 'number'],
  returns: 'number',
  doc: 'Constant payment per period of a loan (French amortisation): pmt(rate per period, number of payments, principal); principal / n at rate 0.',
  example: 'pmt(rate / 100 / 12, years * 12, amount)',
  impl: pmt,
});
