import type { Shown } from '../formats/index.ts';
import { displayResult } from '../formats/index.ts';
import { escapeText, mn, mo, paren, row } from '../markup.ts';
import { pmt } from './impl/pmt.ts';
import { formulaFunction } from './types.ts';
import { power } from './typesetting.ts';

/** What the payment means, with the values: the formula itself is the call's typesetting. */
function step(rate: number, periods: number, principal: number, shown: Shown): string {
  const n = periods.toLocaleString('it-IT');
  const money = (value: number) => displayResult(shown, value);
  const interest =
    rate === 0
      ? 'senza interessi (tasso zero: la rata è il capitale diviso il numero di rate)'
      : `con un tasso del ${(rate * 100).toLocaleString('it-IT', { maximumFractionDigits: 4 })}% a rata`;
  return escapeText(
    `Rata costante (ammortamento alla francese): ${n} rate da ${money(pmt(rate, periods, principal))} restituiscono un capitale di ${displayResult({ format: 'euro' }, principal)} ${interest}.`,
  );
}

export const pmtFunction = formulaFunction({
  name: 'pmt',
  params: ['number', 'number', 'number'],
  returns: 'number',
  doc: 'Constant payment per period of a loan (French amortisation): pmt(rate per period, number of payments, principal); principal / n at rate 0.',
  example: 'pmt(rate / 100 / 12, years * 12, amount)',
  impl: pmt,
  // C × i / (1 − (1 + i)^−n), with the arguments' names (and, in the page, their values) for i, n and C:
  // written on one line, as the textbook's, so that a phone can break it at its operators.
  typeset: ({ term: [i, n, c] }) =>
    row([
      ...c!,
      mo('×'),
      ...i!,
      mo('/'),
      ...paren([mn(1), mo('−'), ...power(paren([mn(1), mo('+'), ...i!]), [mo('−'), ...n!])]),
    ]),
  explain: ([rate, periods, principal], shown) => [step(rate, periods, principal, shown)],
});
