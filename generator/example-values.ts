/**
 * The form values an example of a calculator file describes: shared by the tests (Vitest and
 * Chromium) and the studio, which runs a file's examples live.
 */

import { onDay, parseDate, todayNumber } from '../language/dates.ts';
import type { ExampleDef, InputDef } from '../language/definition.ts';
import { kindOf } from '../language/inputs/index.ts';
import { rawNumber } from '../language/inputs/kind.ts';
import { isRelativeDate } from '../language/relative-dates.ts';
import type { CalculatorModule, RawValues } from '../language/spec.ts';
import { calculate, defaultValues, fallbackSources, initialValue } from '../src/engine/compute.ts';
import { type ReverseView, reverseView } from '../src/engine/reverse.ts';
import { reverseOf } from '../src/engine/solve.ts';
import { inputSpecs } from './compile/calculator.ts';

/**
 * The form an example describes: every field at its default, the example's inputs typed in (texts as
 * typed, numbers and booleans as the field shows them), and each select that depends on an input
 * the example changed at the first option for that input's new value (`defaultOption`), as the page
 * resets it when the visitor changes the parent.
 */
export function exampleValues(inputs: InputDef[], example: Pick<ExampleDef, 'inputs' | 'today'>): RawValues {
  const specs = inputSpecs(inputs);
  const today = exampleDay(example);
  const defaults = defaultValues({ inputs: specs }, today);
  const values: RawValues = { ...defaults };
  const typed = example.inputs ?? {};
  for (const [id, value] of Object.entries(typed)) {
    const input = inputs.find((i) => i.id === id)!;
    // A date may be counted from the example's day (today, today - 10 weeks), as a default may.
    const asDefault =
      input.kind === 'rows' || typeof value !== 'string' || (input.kind === 'date' && isRelativeDate(value));
    values[id] = asDefault
      ? initialValue(
          kindOf(input).compile({ ...input, default: value } as InputDef, { defaultOf: (other) => values[other] }),
          today,
        )
      : value;
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

/** The visitor's day of an example: its `today:`, else the clock's. */
export function exampleDay(example: Pick<ExampleDef, 'today'>): number {
  return (example.today === undefined ? undefined : parseDate(example.today)) ?? todayNumber();
}

/** The target of an example run backwards, as the visitor types it: a number the Italian way. */
export const typedTarget = (target: number | string): string =>
  typeof target === 'string' ? target : rawNumber(target);

/** The tolerance of an example's numbers when it sets none (`tolerance:`), in the tests and the studio. */
export const DEFAULT_TOLERANCE = 0.005;

/**
 * Whether a value of an example's `expect` holds: a number within `tolerance`, anything else
 * exactly (the tests and the studio judge alike).
 */
export const expectedValueHolds = (expected: unknown, actual: unknown, tolerance: number): boolean =>
  typeof expected === 'number'
    ? typeof actual === 'number' && Math.abs(actual - expected) <= tolerance
    : actual === expected;

/**
 * For an example that says `reverse.found` (not exactly one value reaches its target): the values
 * the page finds, and whether they are the example's, each within `tolerance`.
 */
export function checkFound(
  found: readonly number[],
  view: ReverseView,
  tolerance: number,
): { values: number[]; same: boolean } {
  const { outcome } = view;
  const values = outcome?.kind === 'many' ? outcome.values : outcome?.kind === 'found' ? [outcome.value] : [];
  const same = values.length === found.length && values.every((v, i) => expectedValueHolds(found[i], v, tolerance));
  return { values, same };
}

/**
 * An example run on its calculator's compiled module as the page runs it: forwards, or, when it
 * says `reverse`, in 'Calcola al contrario' mode, where the module shows the input found first among
 * its results (and, when no value is found, says why in `calculator.emptyResults`).
 */
export function runExample(
  module: CalculatorModule,
  inputs: InputDef[],
  example: ExampleDef,
): ReverseView & { raw: RawValues } {
  const raw = exampleValues(inputs, example);
  const sources = fallbackSources(module);
  const spec = example.reverse && reverseOf(module.reverse ?? [], example.reverse)[0];
  // today() gives the example's day, not the day the test runs.
  const view = onDay(exampleDay(example), () =>
    spec
      ? reverseView(module, spec, raw, typedTarget(example.reverse!.target), sources)
      : { calculator: module, evaluation: calculate(module, raw, sources) },
  );
  return { ...view, raw };
}
