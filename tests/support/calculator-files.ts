/**
 * The calculator files as the tests read them: through the generator, writing nothing, so that a
 * new file is tested (by Vitest and in Chromium) with no TypeScript edit.
 */
import path from 'node:path';
import { isReady } from '../../generator/check/index.ts';
import { rawDefault } from '../../generator/compile/calculator.ts';
import type { CalculatorFile, ExampleDef, InputDef } from '../../generator/model.ts';
import { generate } from '../../generator/pipeline.ts';
import { optionsOf } from '../../src/engine/parse.ts';
import type { RawValues } from '../../src/engine/types.ts';

export interface CalculatorFileEntry {
  data: CalculatorFile;
  /** calculators/<segment>/<slug>.yaml */
  file: string;
  /** The page: /calcolatori/<segment>/<slug> */
  url: string;
}

export interface CalculatorFiles {
  /** The generator's report: empty when every file is valid. */
  report: string;
  /** The ready calculators (planned ones have no page to test). */
  calculators: CalculatorFileEntry[];
}

export async function readCalculatorFiles(): Promise<CalculatorFiles> {
  const run = await generate({ root: path.resolve(import.meta.dirname, '../..'), write: false });
  const calculators = (run.checked?.calculators ?? []).filter(isReady).map((c) => ({ data: c.data, file: c.source.file, url: c.url }));
  return { report: run.report, calculators };
}

/**
 * The form an example describes: every field at its default, the example's inputs typed in (texts as
 * typed, numbers and booleans as the field shows them), and each select that depends on an input
 * the example changed at the first option for that input's new value (`defaultOption`), as the page
 * resets it when the visitor changes the parent.
 */
export function exampleValues(inputs: InputDef[], example: Pick<ExampleDef, 'inputs'>): RawValues {
  const defaults: RawValues = {};
  for (const input of inputs) {
    const parent = inputs.find((i) => i.id === input.dependsOn);
    defaults[input.id] = rawDefault(input, parent ? String(rawDefault(parent)) : undefined);
  }
  const values: RawValues = { ...defaults };
  const typed = example.inputs ?? {};
  for (const [id, value] of Object.entries(typed)) {
    const input = inputs.find((i) => i.id === id)!;
    values[id] = typeof value === 'string' && input.kind !== 'rows' ? value : rawDefault({ ...input, default: value });
  }
  // A reset can change a parent in turn: repeat until nothing moves (chains are as long as the inputs).
  for (let pass = 0; pass < inputs.length; pass++) {
    let moved = false;
    for (const input of inputs) {
      if (input.dependsOn === undefined || input.id in typed || values[input.dependsOn] === defaults[input.dependsOn]) continue;
      const reset = String(optionsOf(input, values)[input.defaultOption ?? 0]?.value ?? '');
      if (values[input.id] !== reset) {
        values[input.id] = reset;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return values;
}
