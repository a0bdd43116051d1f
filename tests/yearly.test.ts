/**
 * 'Cosa cambia rispetto all'anno scorso' (src/engine/yearly.ts): on a fixture made for it
 * (tests/fixtures/rules-history: brackets whose limit and rate change, a deduction whose row
 * changes, an exemption confirmed each year), the parts worked out by hand from the fixture's
 * rules; and on every example of every calculator that reads rules, the parts add up to the
 * difference to the cent.
 */
import { describe, expect, it } from 'vitest';
import { isReady } from '../generator/check/index.ts';
import { exampleDay, exampleValues } from '../generator/example-values.ts';
import { dayNumber, onDay } from '../language/dates.ts';
import type { CalculatorModule } from '../language/spec.ts';
import { calculate, defaultValues } from '../src/engine/compute.ts';
import { yearBefore, yearlyChange } from '../src/engine/yearly.ts';
import { fixtureCalculator } from './support/fixture-calculator.ts';
import { project as run } from './support/project.ts';

const calculator = await fixtureCalculator('rules-history', 'imposta-anni');
const values = (changes: Record<string, string>) => ({ ...defaultValues(calculator), ...changes });

it('splits 2026 against 2025 rule by rule: the first limit (−200,00 €), then the deduction (−200,00 €)', () => {
  const change = yearlyChange(calculator, values({ anno: '2026' }), {})!;
  // 2026: 30.000 × 23 % + 9.000 × 33 % − 1.200 = 8.670; 2025: 28.000 × 23 % + 11.000 × 33 % − 1.000 = 9.070.
  expect(change).toMatchObject({ result: 'netta', year: 2026, now: 8670, before: 9070 });
  // With the 2025 deduction (1.000): 9.870 − 1.000 = 8.870, 200 less than 9.070; then 1.200: 200 less again.
  expect(change.parts.map(({ rule, delta }) => [rule, delta])).toEqual([
    ['storia.aliquote', -200],
    ['storia.detrazione', -200],
  ]);
});

it('leaves out a rule whose value did not change, and a row of a table that did not', () => {
  // 2025 against 2024: the middle rate only, 11.000 × 2 % = 220; the employee's deduction stayed 1.000.
  const change = yearlyChange(calculator, values({ anno: '2025' }), {})!;
  expect(change.parts.map(({ rule, delta }) => [rule, delta])).toEqual([['storia.aliquote', -220]]);
  // The self-employed's row did not change in 2026: only the limit counts (2.000 × 10 % = 200).
  const autonomo = yearlyChange(calculator, values({ anno: '2026', tipo: 'autonomo' }), {})!;
  expect(autonomo.parts.map(({ rule, delta }) => [rule, delta])).toEqual([['storia.aliquote', -200]]);
});

it('is absent when the year before has no values', () => {
  expect(yearlyChange(calculator, values({ anno: '2024' }), {})).toBeNull();
});

it('takes the same day a year before, 29 February as 28 February', () => {
  expect(yearBefore(dayNumber(2026, 3, 1)!)).toBe(dayNumber(2025, 3, 1));
  expect(yearBefore(dayNumber(2024, 2, 29)!)).toBe(dayNumber(2023, 2, 28));
});

describe('on every example of every calculator that reads rules, the parts add up to the difference to the cent', () => {
  const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts');
  const files = (run.checked?.calculators ?? []).filter(isReady).filter((c) => c.parameters.length > 0);
  it('there are such calculators', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const c of files)
    for (const example of c.data.examples ?? [])
      it(`${c.data.id}: ${example.name}`, async () => {
        const module = (await modules[`../src/generated/calculators/${c.data.id}.ts`]!()).default;
        const raw = exampleValues(c.data.inputs!, example);
        onDay(example.today === undefined ? undefined : exampleDay(example), () => {
          const change = yearlyChange(module, raw, {});
          if (!change) return;
          const spec = module.results.find((r) => r.id === change.result)!;
          const decimals = spec.decimals ?? 2;
          const cents = (x: number) => Math.round(x * 10 ** decimals);
          // The whole calculation by this year's rules is the page's own result.
          expect(change.now).toBe(calculate(module, raw, {})!.values[change.result]);
          const sum = change.parts.reduce((total, part) => total + cents(part.delta), 0);
          expect(sum).toBe(cents(change.now) - cents(change.before));
        });
      });
});
