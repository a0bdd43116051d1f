/** What a calculator shows at its defaults, from its generated module. */

import { displayResult } from '../../language/formats/index.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { calculate, defaultValues, fallbackSources } from '../../src/engine/compute.ts';

export interface ShownResult {
  id: string;
  label: string;
  value: string;
  note?: string;
}

/** Each result shown at the defaults (with the sources' fallback data), in the file's order. */
export function defaultResults(calculator: CalculatorModule): ShownResult[] {
  const evaluation = calculate(calculator, defaultValues(calculator), fallbackSources(calculator));
  if (!evaluation) return [];
  const { values } = evaluation;
  return calculator.results
    .filter((r) => !r.hidden && evaluation.results[r.id])
    .map((r) => ({
      id: r.id,
      label: r.label(values),
      value: displayResult(r, values[r.id]!),
      ...(r.note ? { note: r.note(values) } : {}),
    }));
}
