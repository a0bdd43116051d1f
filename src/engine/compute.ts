/**
 * One calculation, from what the form holds to an Evaluation (or null when a guard fails).
 *
 *   const evaluation = calculate(calculator, form.getValues(), sourceData);
 */

import { kindOf } from '../../language/inputs/index.ts';
import type {
  CalculatorModule,
  Evaluation,
  InputSpec,
  InputState,
  ParsedInputs,
  RawValue,
  RawValues,
  Refusal,
  SourceData,
  SourceSpec,
} from '../../language/spec.ts';
import { parseInputs } from './parse.ts';

export function calculate(calculator: CalculatorModule, raw: RawValues, sources: SourceData): Evaluation | null {
  const outcome = attempt(calculator, raw, sources);
  return 'refused' in outcome ? null : outcome;
}

/** One calculation, or the Refusal of the guard that failed (the fields it names are marked). */
export function attempt(calculator: CalculatorModule, raw: RawValues, sources: SourceData): Evaluation | Refusal {
  const { values, filled } = parseInputs(calculator.inputs, raw);
  return evaluateOrRefuse(calculator, values, filled, sources);
}

/** One calculation from parsed inputs (the reverse solver changes one of them). */
export function evaluateInputs(
  calculator: CalculatorModule,
  values: ParsedInputs,
  filled: Record<string, boolean>,
  sources: SourceData,
): Evaluation | null {
  const outcome = evaluateOrRefuse(calculator, values, filled, sources);
  return 'refused' in outcome ? null : outcome;
}

function evaluateOrRefuse(
  calculator: CalculatorModule,
  values: ParsedInputs,
  filled: Record<string, boolean>,
  sources: SourceData,
): Evaluation | Refusal {
  const evaluation = calculator.evaluate(values, filled, sources);
  if ('refused' in evaluation) return evaluation;
  // A chart cannot draw a number that is not finite (an overflow, 0 / 0): it is hidden, as its results show N/D.
  const charts = Object.entries(evaluation.charts).map(
    ([id, chart]) => [id, chart?.data.every((d) => d.every(Number.isFinite)) ? chart : null] as const,
  );
  return { ...evaluation, charts: Object.fromEntries(charts) };
}

export function inputStateOf(calculator: CalculatorModule, raw: RawValues): InputState {
  const { values, filled } = parseInputs(calculator.inputs, raw);
  return calculator.inputState(values, filled);
}

/** The form's starting values; `today`, the visitor's day, for the fields that start at it (undefined: not known yet, they start empty). */
export function defaultValues(calculator: Pick<CalculatorModule, 'inputs'>, today?: number): RawValues {
  return Object.fromEntries(calculator.inputs.map((input) => [input.id, initialValue(input, today)]));
}

/** A field's starting value: its `default`, or the visitor's day `today` for a date that starts at it (`default: today`). */
export function initialValue(input: InputSpec, today: number | undefined): RawValue {
  return kindOf(input).initial?.(input, today) ?? input.default;
}

/** What a source gives before (or instead of) its call: the fallback plus the added entries. */
export function fallbackData(source: SourceSpec): Record<string, number> {
  return { ...source.fallback, ...source.add };
}

export function fallbackSources(calculator: CalculatorModule): SourceData {
  return Object.fromEntries(calculator.sources.map((s) => [s.id, fallbackData(s)]));
}
