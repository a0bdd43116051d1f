/**
 * Reverse mode, loaded on the first use of 'Calcola al contrario' (useReverse.tsx): its fields, the
 * form solved for the declared input, and what the results card shows of it.
 */
import type { Control } from 'react-hook-form';
import { named, ofThe } from '../../../language/articles.ts';
import { displayResult, formats } from '../../../language/formats/index.ts';
import type { CalculatorModule, RawValues, ReverseSpec, Values } from '../../../language/spec.ts';
import { foundResult } from '../../engine/reverse.ts';
import { REVERSE_TARGET } from '../../engine/session.ts';
import { NumberField } from '../inputs/NumberField.tsx';

/**
 * With several declarations, the choice of the input to find (named by the result it starts from
 * first when several find one input: on a phone the start of an option is what shows); then the
 * target field, labelled like its result.
 */
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
                  {shared(d) ? `${result(d).label(values)} → ${inputLabel(d)}` : inputLabel(d)}
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
          unit: formats[target.format].unit ?? target.unit,
          help: `Scrivi il valore da raggiungere: la pagina trova ${named(spec.article, inputLabel(spec))}.`,
        }}
        id={`${uid}-target`}
        name={REVERSE_TARGET}
        control={control}
        disabled={false}
      />
    </>
  );
}

/**
 * A target that several values of the input reach (a net salary that drops past a threshold): one
 * button a value, which leaves reverse mode with the input at that value.
 */
export function Choices({
  calculator,
  spec,
  values,
  pick,
}: {
  calculator: CalculatorModule;
  spec: ReverseSpec;
  values: readonly number[];
  pick: (value: number) => void;
}) {
  const found = foundResult(calculator, spec);
  return (
    <ul
      className="reverse-choices"
      aria-label={`Valori ${ofThe(spec.article, found.label({}))} che danno il risultato`}
    >
      {values.map((value) => (
        <li key={value}>
          <button type="button" className="secondary" onClick={() => pick(value)}>
            Usa {displayResult(found, value)}
          </button>
        </li>
      ))}
    </ul>
  );
}
