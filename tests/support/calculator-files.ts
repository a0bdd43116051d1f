/**
 * The calculator files as the tests read them at run time, so that a new file is tested (by Vitest
 * and in Chromium) with no TypeScript edit.
 */
import path from 'node:path';
import { inputSpecs } from '../../generator/compile/calculator.ts';
import { load, projectPaths } from '../../generator/load.ts';
import type { CalculatorFile, ExampleDef, InputDef } from '../../generator/model.ts';
import type { RawValues } from '../../src/engine/types.ts';
import { calculators as registry } from '../../src/generated/registry.ts';
import { kindOf } from '../../src/renderer/inputs/index.ts';
import { rawNumber } from '../../src/renderer/inputs/kind.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface CalculatorFileEntry {
  data: CalculatorFile;
  /** The page: /calcolatori/<segment>/<slug> */
  url: string;
}

/**
 * The ready calculators' files and pages, read the light way: only the YAML (the generator's
 * checker and compiler take seconds to load in every Playwright worker), each page from the
 * registry that the suite's `npm run generate` wrote once the files were checked.
 */
export async function readCalculatorPages(): Promise<CalculatorFileEntry[]> {
  const loaded = await load(projectPaths(root));
  return loaded.calculators.flatMap((source) => {
    const data = source.doc.toJS() as CalculatorFile;
    const entry = registry.find((c) => c.id === data.id && c.status === 'ready');
    return entry ? [{ data, url: entry.url }] : [];
  });
}

/**
 * The form an example describes: every field at its default, the example's inputs typed in (texts as
 * typed, numbers and booleans as the field shows them), and each select that depends on an input
 * the example changed at the first option for that input's new value (`defaultOption`), as the page
 * resets it when the visitor changes the parent.
 */
/** The target of an example run backwards, as the visitor types it: a number the Italian way. */
export const typedTarget = (target: number | string): string => (typeof target === 'string' ? target : rawNumber(target));

export function exampleValues(inputs: InputDef[], example: Pick<ExampleDef, 'inputs'>): RawValues {
  const specs = inputSpecs(inputs);
  const defaults: RawValues = Object.fromEntries(specs.map((spec) => [spec.id, spec.default]));
  const values: RawValues = { ...defaults };
  const typed = example.inputs ?? {};
  for (const [id, value] of Object.entries(typed)) {
    const input = inputs.find((i) => i.id === id)!;
    values[id] = typeof value === 'string' && input.kind !== 'rows' ? value : kindOf(input).compile({ ...input, default: value } as InputDef, { defaultOf: (other) => values[other] }).default;
  }
  // A reset can change a parent in turn: repeat until nothing moves (chains are as long as the inputs).
  for (let pass = 0; pass < inputs.length; pass++) {
    let moved = false;
    for (const spec of specs) {
      if (spec.id in typed) continue;
      for (const changed of Object.keys(values).filter((id) => values[id] !== defaults[id])) {
        const reset = kindOf(spec).follow?.(spec, changed, values);
        if (reset !== undefined && values[spec.id] !== reset) {
          values[spec.id] = reset;
          moved = true;
        }
      }
    }
    if (!moved) break;
  }
  return values;
}
