/**
 * A calculator made for the tests of one feature, from its fixture project under tests/fixtures/
 * (a calculators/ folder of its own): generated in memory and loaded as a module, never read from
 * the catalogue, which may hold any valid file.
 */
import path from 'node:path';
import { generate } from '../../generator/pipeline.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { moduleFromText } from './property.ts';

/** The module of the calculator `id` of tests/fixtures/<folder>/; throws with the generator's report if the fixture has errors. */
export async function fixtureCalculator(folder: string, id: string): Promise<CalculatorModule> {
  const run = await generate({ root: path.resolve(import.meta.dirname, '../fixtures', folder), write: false });
  const code = run.files.get(`calculators/${id}.ts`);
  if (run.diagnostics.length > 0 || code === undefined)
    throw new Error(`tests/fixtures/${folder} does not generate "${id}":\n${run.report}`);
  return moduleFromText(code);
}
