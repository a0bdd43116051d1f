/** What a calculator shows at its defaults, from its generated module. */

import { dayNumber, onDay } from '../../language/dates.ts';
import { displayResult } from '../../language/formats/index.ts';
import type { CalculatorModule, RawValues } from '../../language/spec.ts';
import { calculate, defaultValues, fallbackSources } from '../../src/engine/compute.ts';

export interface ShownResult {
  id: string;
  label: string;
  value: string;
  note?: string;
}

/** The visitor's day for a calculator that depends on it (today()): fixed, so its results do not change with the day the tests run. */
export const DEFAULTS_DAY = dayNumber(2026, 1, 15)!;

/** Each result shown at the defaults (with the sources' fallback data, on DEFAULTS_DAY), in the file's order. */
export function defaultResults(calculator: CalculatorModule): ShownResult[] {
  return onDay(DEFAULTS_DAY, () => shownWith(calculator, defaultValues(calculator, DEFAULTS_DAY)));
}

/** Each result shown for some input values (with the sources' fallback data), in the file's order. */
export function shownWith(calculator: CalculatorModule, raw: RawValues): ShownResult[] {
  const evaluation = calculate(calculator, raw, fallbackSources(calculator));
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
