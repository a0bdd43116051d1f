/**
 * The comparison: the pinned scenarios (A, B) and the current calculation, each a card of its own
 * (stacked on a phone, side by side on a wider screen) with the inputs that differ between the
 * scenarios and its results, each result of a later scenario with its difference from A, in the
 * result's unit and in percent; a sentence says what to do next.
 */

import { displayResult, formatValue } from '../../language/formats/index.ts';
import type { CalculatorModule, InputSpec, RawValues, ResultSpec, Scalar, SourceData } from '../../language/spec.ts';
import { calculate, inputStateOf } from '../engine/compute.ts';
import { inputText } from '../engine/input-text.ts';
import { MAX_SCENARIOS } from '../engine/link.ts';

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/** "+200,00 € (+20,0%)"; without the percent when A is 0; nothing for texts. */
export function difference(result: ResultSpec, a: Scalar | undefined, b: Scalar | undefined): string {
  if (typeof a !== 'number' || typeof b !== 'number') return '';
  const diff = b - a;
  const absolute = signed(diff, displayResult(result, diff));
  return a === 0 ? absolute : `${absolute} (${signed(diff, formatValue((diff / Math.abs(a)) * 100, 'percent', 1))})`;
}

/** The inputs whose values are not the same in every scenario (shown in at least one). */
function differingInputs(calculator: CalculatorModule, scenarios: readonly RawValues[]): InputSpec[] {
  const hidden = scenarios.map((s) => inputStateOf(calculator, s).hidden);
  return calculator.inputs.filter((input) => {
    const values = scenarios.map((s) => JSON.stringify(s[input.id] ?? null));
    return values.some((v) => v !== values[0]) && hidden.some((h) => !h[input.id]);
  });
}

/** What the visitor can do next, with the scenarios as they are. */
function nextStep(names: string[], full: boolean): string {
  const fixed = names.slice(0, -1);
  const current = names.at(-1)!;
  const kept = fixed.length === 1 ? `${fixed[0]} resta com'era` : `${fixed.join(' e ')} restano com'erano`;
  return `Cambia i dati del calcolatore: ${kept}, ${current} mostra i nuovi risultati e la differenza da A. ${
    full
      ? `Hai ${MAX_SCENARIOS} scenari, il massimo: chiudi il confronto per ricominciare.`
      : `Premi «Confronta» per fissare anche ${current} e provare un altro scenario.`
  }`;
}

export interface CompareProps {
  calculator: CalculatorModule;
  scenarios: readonly RawValues[];
  values: RawValues;
  data: SourceData;
  onClear: () => void;
}

export default function Compare({ calculator, scenarios, values, data, onClear }: CompareProps) {
  const all = [...scenarios, values];
  const columns = all.map((v) => calculate(calculator, v, data)?.values);
  const names = columns.map((_, i) => String.fromCharCode(65 + i));
  const [a] = columns;
  const results = calculator.results.filter((r) => !r.hidden && columns.some((c) => c?.[r.id] !== undefined));
  const inputs = differingInputs(calculator, all);
  return (
    <section className="card compare" aria-labelledby="compare-title">
      <h2 id="compare-title">Confronto</h2>
      <p className="compare-next">{nextStep(names, all.length >= MAX_SCENARIOS)}</p>
      <ol className="scenarios">
        {columns.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a scenario is its position.
          <li key={i} className="scenario">
            <h3>
              Scenario {names[i]}
              {i === scenarios.length ? ' (attuale)' : ''}
            </h3>
            {inputs.length ? (
              <dl className="scenario-inputs">
                {inputs.map((input) => (
                  <div key={input.id} data-input={input.id}>
                    <dt>{input.label}</dt>
                    <dd>{inputText(input, all[i]![input.id])}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <dl className="scenario-results">
              {results.map((r) => (
                <div key={r.id} data-result={r.id}>
                  <dt>{r.label(c ?? a ?? {})}</dt>
                  <dd>
                    {c?.[r.id] === undefined ? '—' : displayResult(r, c[r.id]!)}
                    {i > 0 ? <small className="difference">{difference(r, a?.[r.id], c?.[r.id])}</small> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      <button type="button" className="secondary" onClick={onClear}>
        Chiudi il confronto
      </button>
    </section>
  );
}
