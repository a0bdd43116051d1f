/**
 * The property check (tests/support/property.ts) on every calculator file of the project: random
 * input sets drawn from each field's own bounds, step and options (and sometimes anything a visitor
 * might type); no exception, nothing broken shown, null exactly when a guard fails.
 *
 * PROPERTY_RUNS sets how many input sets each calculator gets (default 300, seconds in all; `npm
 * test` runs 1000; `npm run test:property` 10000, a long hunt); PROPERTY_SEED another seed than the fixed
 * one (a failure prints the seed that replays it).
 */
import { describe, expect, it } from 'vitest';
import { isReady } from '../generator/check/index.ts';
import type { CalculatorModule } from '../language/spec.ts';
import { expectNoErrors } from './support/generator-report.ts';
import { project as run } from './support/project.ts';
import { checkProperty, RUNS, SEED } from './support/property.ts';

const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts');

const ready = (run.checked?.calculators ?? []).filter(isReady);

it('every generated calculator is tested', () => {
  expectNoErrors(run);
  expect(Object.keys(modules).sort()).toEqual(ready.map((c) => `../src/generated/calculators/${c.data.id}.ts`).sort());
});

describe.each(ready.map((c) => [`${c.data.id} (${c.source.file})`, c] as const))('%s', (_, c) => {
  it(
    `${RUNS} input sets: no exception, nothing broken shown, null exactly when a guard fails`,
    async () => {
      const calculator = (await modules[`../src/generated/calculators/${c.data.id}.ts`]!()).default;
      const { warnings } = checkProperty(c, calculator, run.files.get(`calculators/${c.data.id}.ts`)!, RUNS, SEED);
      for (const warning of warnings) console.warn(`warning: ${warning}`);
    },
    60_000 + RUNS * 10,
  );
});
