import type { Shown } from '../formats/index.ts';
import { mnOf } from '../markup.ts';
import { formulaFunction } from './types.ts';

/**
 * Net present value of cash flows at the end of periods 1, 2, ... at `rate` per period:
 * Σ flow_t / (1 + rate)^t. As Excel's VAN/NPV: the first flow is discounted by one period.
 */
export function npv(rate: number, ...flows: number[]): number {
  return flows.reduce((sum, flow, t) => sum + flow / (1 + rate) ** (t + 1), 0);
}

/** VAN = Σ F_t / (1 + r)^t with the values: one term per flow, then the sum. */
function step(rate: number, flows: number[], shown: Shown): string {
  const r = mnOf(rate, { format: 'adaptive' });
  const terms = flows.map(
    (flow, t) =>
      `<mfrac><mrow>${mnOf(flow, shown)}</mrow><msup><mrow><mo>(</mo><mn>1</mn><mo>+</mo>${r}<mo>)</mo></mrow><mn>${t + 1}</mn></msup></mfrac>`,
  );
  return `Valore attuale netto, flussi F alla fine di ogni periodo, tasso per periodo r: <math><mi>VAN</mi><mo>=</mo>${terms.join('<mo>+</mo>')}<mo>=</mo>${mnOf(npv(rate, ...flows), shown)}</math>`;
}

export const npvFunction = formulaFunction({
  name: 'npv',
  params: ['number', 'number'],
  variadic: true,
  returns: 'number',
  doc: 'Net present value of flows at the end of periods 1, 2, ...: npv(rate per period, flow1, flow2, ...) = Σ flow_t / (1 + rate)^t.',
  example: 'npv(rate / 100, income1, income2, income3) - investment',
  impl: npv,
  label: 'VAN',
  explain: ([rate, ...flows], shown) => [step(rate, flows, shown)],
});
