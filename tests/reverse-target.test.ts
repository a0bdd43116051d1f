/**
 * The target tests/e2e/reverse.spec.ts types to see 'Nessun valore…', with the solver's outcome
 * (which says the message): found from the calculator, never assumed (a yield of −5 % is reachable).
 */
import { expect, it } from 'vitest';
import type { CalculatorModule, ResultSpec, ReverseSpec } from '../language/spec.ts';
import { solve } from '../src/engine/solve.ts';
import { unreachableTarget } from './e2e/reverse.ts';

/** One number input x (default 1), one result y = fn(x). */
function moduleOf(fn: (x: number) => number): CalculatorModule {
  const result: ResultSpec = { id: 'y', label: () => 'Rendimento', format: 'number' };
  return {
    inputs: [{ id: 'x', kind: 'number', label: 'Prezzo', default: '1', empty: 0 }],
    results: [result],
    sources: [],
    evaluate: (i: { x: number }) => ({
      values: { x: i.x, y: fn(i.x) },
      results: { y: true },
      notes: {},
      tables: {},
      charts: {},
    }),
  } as unknown as CalculatorModule;
}
const spec: ReverseSpec = { result: 'y', input: 'x', min: 0, format: 'number', decimals: 2, article: 'il' };

it('a result that goes negative: the target is below everything it gives, and nothing in the range reaches it', () => {
  // y = 10 − x over x ≥ 0 (up to 10^12): −5 is reached at x = 15, so it cannot be the target.
  const calculator = moduleOf((x) => 10 - x / 100);
  expect(solve(calculator, spec, { x: 1 }, { x: true }, {}, -5).kind).toBe('found');
  const found = unreachableTarget(calculator, { ...spec, max: 2000 });
  // Over [0, 2000], y goes from 10 down to −10: the target is −10 − 10 = −20, which nothing reaches.
  // y comes nearer −20 all the way to 2000: the answer (x = 3000) lies beyond the range searched.
  expect(found).toEqual({ target: -20, outcome: { kind: 'outside', min: 0, max: 2000 } });
});

it('a result that takes every value: no target, and the reason', () => {
  // y = (x − 1) × 10^16 over [0, 10^12]: from −10^16 to about 10^28, beyond what a target may be.
  const found = unreachableTarget(
    moduleOf((x) => (x - 1) * 1e16),
    spec,
  );
  expect(found).toEqual({ reason: expect.stringMatching(/^y goes from -10000000000000000 to .+ over x/) });
});
