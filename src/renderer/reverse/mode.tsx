/**
 * Reverse mode, loaded on the first use of 'Calcola al contrario' (useReverse.tsx): its fields, the
 * form solved for the declared input, and what the results card shows of it.
 */
import type { Control } from 'react-hook-form';
import type { CalculatorModule, Evaluation, RawValues, ResultSpec, ReverseSpec, SourceData, Values } from '../../../language/spec.ts';
import { displayResult } from '../../engine/compute.ts';
import { parseNumber } from '../../engine/parse.ts';
import { type SolveOutcome, solveRaw } from '../../engine/solve.ts';
import { NumberField } from '../inputs/NumberField.tsx';
import { REVERSE_TARGET } from './useReverse.tsx';

/** What the results card shows in reverse mode: the module's results with the found input first. */
export interface ReverseView {
  calculator: CalculatorModule;
  evaluation: Evaluation | null;
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
export function outcomeMessage(calculator: CalculatorModule, spec: ReverseSpec, outcome: Exclude<SolveOutcome, { kind: 'found' }>): string {
  const found = foundResult(calculator, spec);
  const name = found.label({}).toLowerCase();
  if (outcome.kind === 'none') return `Nessun valore di ${name} dà questo risultato con gli altri dati inseriti.`;
  const values = outcome.values.map((v) => displayResult(found, v));
  return `Più valori di ${name} danno questo risultato: ${values.slice(0, -1).join(', ')} e ${values.at(-1)}. Cambia l'obiettivo o gli altri dati.`;
}

/** The form solved for `spec.input`, the target as typed. */
export function reverseView(calculator: CalculatorModule, spec: ReverseSpec, raw: RawValues, targetText: string, sources: SourceData): ReverseView {
  const target = parseNumber(targetText);
  if (target === undefined) return { calculator: reverseCalculator(calculator, spec, 'Inserisci il valore da raggiungere.'), evaluation: null };
  const outcome = solveRaw(calculator, spec, raw, target, sources);
  if (outcome.kind !== 'found') return { calculator: reverseCalculator(calculator, spec, outcomeMessage(calculator, spec, outcome)), evaluation: null };
  return { calculator: reverseCalculator(calculator, spec), evaluation: withFound(outcome.evaluation, spec) };
}

/** Typed by the visitor in the target field, by the format of the result it gives. */
const UNIT_OF_FORMAT: Record<string, string> = { euro: '€', percent: '%' };

/** With several declarations, the choice of the input to find; then the target field, labelled like its result. */
export function ReverseFields({
  calculator,
  chosen,
  choose,
  control,
  uid,
  values,
}: {
  calculator: CalculatorModule;
  chosen: number;
  choose: (index: number) => void;
  control: Control<RawValues>;
  uid: string;
  values: Values;
}) {
  const declarations = calculator.reverse!;
  const spec = declarations[chosen]!;
  const inputLabel = (d: ReverseSpec) => foundResult(calculator, d).label(values);
  const result = (d: ReverseSpec) => calculator.results.find((r) => r.id === d.result)!;
  const shared = (d: ReverseSpec) => declarations.filter((x) => x.input === d.input).length > 1;
  const target = result(spec);
  return (
    <>
      {declarations.length > 1 ? (
        <div className="field">
          <label htmlFor={`${uid}-find`}>Valore da trovare</label>
          <div className="control">
            <select id={`${uid}-find`} value={chosen} onChange={(e) => choose(Number(e.target.value))}>
              {declarations.map((d, k) => (
                <option key={`${d.result}-${d.input}`} value={k}>
                  {shared(d) ? `${inputLabel(d)} (da ${result(d).label(values)})` : inputLabel(d)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <NumberField
        input={{
          id: REVERSE_TARGET,
          kind: 'number',
          label: target.label(values),
          default: '',
          empty: 0,
          unit: UNIT_OF_FORMAT[target.format] ?? target.unit,
          help: `Scrivi il valore da raggiungere: la pagina trova ${inputLabel(spec).toLowerCase()}.`,
        }}
        id={`${uid}-target`}
        name={REVERSE_TARGET}
        control={control}
        disabled={false}
      />
    </>
  );
}
