import { mn, mo, paren } from '../markup.ts';
import { npv } from './impl/npv.ts';
import { formulaFunction } from './types.ts';
import { fraction, joined, power } from './typesetting.ts';

export const npvFunction = formulaFunction({
  name: 'npv',
  params: ['number', 'number'],
  variadic: true,
  returns: 'number',
  doc: 'Net present value of flows at the end of periods 1, 2, ...: npv(rate per period, flow1, flow2, ...) = Σ flow_t / (1 + rate)^t.',
  example: 'npv(rate / 100, income1, income2, income3) - investment',
  impl: npv,
  // F₁ / (1 + r) + F₂ / (1 + r)² + …, one term per flow (the flows are the arguments, so their number is known).
  typeset: ({ term: [r, ...flows], bare: [, ...bareFlows] }) =>
    joined(
      '+',
      flows.map((_, t) =>
        fraction(
          bareFlows[t]!,
          t === 0 ? paren([mn(1), mo('+'), ...r!]) : power(paren([mn(1), mo('+'), ...r!]), [mn(t + 1)]),
        ),
      ),
    ),
  loose: true,
});
