/**
 * A calculator made for the tests of one feature, from its fixture project under tests/fixtures/
 * (a calculators/ folder of its own): generated in memory and loaded as a module, never read from
 * the catalogue, which may hold any valid file.
 */
import path from 'node:path';
import type { CheckedCalculator } from '../../generator/check/index.ts';
import { type GenerateResult, generate } from '../../generator/pipeline.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { moduleFromText } from './property.ts';

/** One generator run per fixture project (a worker's test files share it: `isolate: false`). */
const runs = new Map<string, Promise<GenerateResult>>();

/** The generator's run (in memory) over tests/fixtures/<folder>/. */
export function fixtureProject(folder: string): Promise<GenerateResult> {
  let run = runs.get(folder);
  if (!run) {
    run = generate({ root: path.resolve(import.meta.dirname, '../fixtures', folder), write: false });
    runs.set(folder, run);
  }
  return run;
}

/**
 * The calculator `id` of tests/fixtures/<folder>/: its module, and its checked file (data, source);
 * throws with the generator's report if the fixture has errors.
 */
export async function fixtureFile(
  folder: string,
  id: string,
): Promise<{ module: CalculatorModule; checked: CheckedCalculator }> {
  const run = await fixtureProject(folder);
  const code = run.files.get(`calculators/${id}.ts`);
  const checked = run.checked?.calculators.find((c) => c.data.id === id);
  if (run.diagnostics.length > 0 || code === undefined || !checked || !('definitions' in checked))
    throw new Error(`tests/fixtures/${folder} does not generate "${id}":\n${run.report}`);
  return { module: moduleFromText(code), checked };
}

/** The module of the calculator `id` of tests/fixtures/<folder>/. */
export const fixtureCalculator = async (folder: string, id: string): Promise<CalculatorModule> =>
  (await fixtureFile(folder, id)).module;
