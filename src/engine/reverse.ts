/**
 * Reverse mode's view of a calculation ('Calcola al contrario'): the form solved for the declared
 * input, and what the results card shows of it (the found input first, or a message).
 */

import { ofThe } from '../../language/articles.ts';
import { displayResult } from '../../language/formats/index.ts';
import { parseNumber } from '../../language/inputs/number.ts';
import type {
  CalculatorModule,
  Evaluation,
  RawValues,
  ResultSpec,
  ReverseSpec,
  SourceData,
} from '../../language/spec.ts';
import { type SolveOutcome, solveRaw } from './solve.ts';

/** What the results card shows in reverse mode: the module's results with the found input first. */
export interface ReverseView {
  calculator: CalculatorModule;
  evaluation: Evaluation | null;
  /** What the solver found, once a target is typed. */
  outcome?: SolveOutcome;
}

/**
 * The found input as a result (its id, the input's label, the declaration's format): the one more
 * result of reverse mode, which an explanation of the input ('Come si calcola') can attach to.
 */
export function foundResult(calculator: CalculatorModule, spec: ReverseSpec): ResultSpec {
  const input = calculator.inputs.find((i) => i.id === spec.input)!;
  const unit = spec.format === 'number' && 'unit' in input ? input.unit : undefined;
  return { id: input.id, label: () => input.label, format: spec.format, decimals: spec.decimals, unit, primary: true };
}

/** The module as reverse mode shows it; `message` in place of the results when nothing is found. */
export function reverseCalculator(calculator: CalculatorModule, spec: ReverseSpec, message?: string): CalculatorModule {
  return { ...calculator, results: [foundResult(calculator, spec), ...calculator.results], emptyResults: message };
}

/** An evaluation that also shows the found input. */
export function withFound(evaluation: Evaluation, spec: ReverseSpec): Evaluation {
  return { ...evaluation, results: { ...evaluation.results, [spec.input]: true } };
}

/** The Italian message of an outcome without one answer. */
export function outcomeMessage(
  calculator: CalculatorModule,
  spec: ReverseSpec,
  outcome: Exclude<SolveOutcome, { kind: 'found' }>,
): string {
  const found = foundResult(calculator, spec);
  const of = ofThe(spec.article, found.label({}));
  if (outcome.kind === 'none') return `Nessun valore ${of} dà questo risultato con gli altri dati inseriti.`;
  if (outcome.kind === 'outside')
    return `Nessun valore ${of} tra ${displayResult(found, outcome.min)} e ${displayResult(found, outcome.max)} dà questo risultato: l'obiettivo è fuori dall'intervallo cercato.`;
  const values = outcome.values.map((v) => displayResult(found, v));
  return `Più valori ${of} danno questo risultato: ${values.slice(0, -1).join(', ')} e ${values.at(-1)}. Scegli quale usare, o cambia l'obiettivo o gli altri dati.`;
}

/** The form solved for `spec.input`, the target as typed. */
export function reverseView(
  calculator: CalculatorModule,
  spec: ReverseSpec,
  raw: RawValues,
  targetText: string,
  sources: SourceData,
): ReverseView {
  const target = parseNumber(targetText);
  if (target === undefined)
    return { calculator: reverseCalculator(calculator, spec, 'Inserisci il valore da raggiungere.'), evaluation: null };
  const outcome = solveRaw(calculator, spec, raw, target, sources);
  if (outcome.kind !== 'found')
    return {
      calculator: reverseCalculator(calculator, spec, outcomeMessage(calculator, spec, outcome)),
      evaluation: null,
      outcome,
    };
  return { calculator: reverseCalculator(calculator, spec), evaluation: withFound(outcome.evaluation, spec), outcome };
}
