/**
 * Runs every `examples:` entry of every calculator file against the generated module: the
 * expected values are written by hand from the spec's formulas, never copied from the output.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isReady } from '../generator/check/index.ts';
import { rawDefault } from '../generator/compile/calculator.ts';
import { generate } from '../generator/pipeline.ts';
import { calculate, defaultValues, displayResult, fallbackSources } from '../src/engine/compute.ts';
import type { CalculatorModule, RawValues } from '../src/engine/types.ts';

const root = path.resolve(import.meta.dirname, '..');
const run = await generate({ root, write: false });
const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts');

it('the calculator files generate without errors', () => {
  expect(run.report).toBe('');
});

for (const c of (run.checked?.calculators ?? []).filter(isReady)) {
  describe(`${c.data.id} (${c.source.file})`, () => {
    it('has examples', () => {
      expect(c.data.examples?.length ?? 0).toBeGreaterThan(0);
    });
    for (const example of c.data.examples ?? []) {
      it(example.name, async () => {
        const load = modules[`../src/generated/calculators/${c.data.id}.ts`];
        expect(load, 'generated module (run npm run generate)').toBeDefined();
        const calculator = (await load!()).default;
        const raw: RawValues = { ...defaultValues(calculator) };
        for (const [id, value] of Object.entries(example.inputs ?? {})) {
          const input = c.data.inputs!.find((i) => i.id === id)!;
          raw[id] = typeof value === 'string' && input.kind !== 'rows' ? value : rawDefault({ ...input, default: value });
        }
        const evaluation = calculate(calculator, raw, fallbackSources(calculator));
        if (example.kept) {
          expect(evaluation, 'a guard should fail').toBeNull();
          return;
        }
        expect(evaluation, 'the guards should pass').not.toBeNull();
        const tolerance = example.tolerance ?? 0.005;
        for (const [name, expected] of Object.entries(example.expect ?? {})) {
          const actual = evaluation!.values[name];
          if (typeof expected === 'number') {
            expect(typeof actual, name).toBe('number');
            expect(Math.abs((actual as number) - expected), `${name}: ${String(actual)} vs ${expected}`).toBeLessThanOrEqual(tolerance);
          } else {
            expect(actual, name).toBe(expected);
          }
        }
        for (const [name, expected] of Object.entries(example.display ?? {})) {
          const spec = calculator.results.find((r) => r.id === name)!;
          expect(displayResult(spec, evaluation!.values[name]!), name).toBe(expected.replace(/ /g, '\u00a0'));
        }
      });
    }
  });
}
