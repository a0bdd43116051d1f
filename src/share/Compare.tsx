/**
 * The comparison: the pinned scenarios (A, B) and the current calculation side by side, each
 * result of a later scenario with its difference from A, in the result's unit and in percent.
 */

import { displayResult, formatValue } from '../../language/formats/index.ts';
import type { CalculatorModule, RawValues, ResultSpec, Scalar, SourceData } from '../../language/spec.ts';
import { calculate } from '../engine/compute.ts';

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/** "+200,00 € (+20,0%)"; without the percent when A is 0; nothing for texts. */
export function difference(result: ResultSpec, a: Scalar | undefined, b: Scalar | undefined): string {
  if (typeof a !== 'number' || typeof b !== 'number') return '';
  const diff = b - a;
  const absolute = signed(diff, displayResult(result, diff));
  return a === 0 ? absolute : `${absolute} (${signed(diff, formatValue((diff / Math.abs(a)) * 100, 'percent', 1))})`;
}

export interface CompareProps {
  calculator: CalculatorModule;
  scenarios: RawValues[];
  values: RawValues;
  data: SourceData;
  onClear: () => void;
}

export default function Compare({ calculator, scenarios, values, data, onClear }: CompareProps) {
  const columns = [...scenarios, values].map((v) => calculate(calculator, v, data)?.values);
  const names = columns.map((_, i) => `${String.fromCharCode(65 + i)}${i === scenarios.length ? ' (attuale)' : ''}`);
  const [a] = columns;
  const results = calculator.results.filter((r) => !r.hidden && columns.some((c) => c?.[r.id] !== undefined));
  return (
    <section className="card compare" aria-labelledby="compare-title">
      <h2 id="compare-title">Confronto</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so that keyboard users can scroll a table wider than the screen. */}
      <section className="table-wrap" tabIndex={0} aria-label="Confronto degli scenari">
        <table>
          <thead>
            <tr>
              <th scope="col">Risultato</th>
              {names.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.id} data-result={r.id}>
                <th scope="row">{r.label(columns.at(-1) ?? a ?? {})}</th>
                {columns.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a scenario is its position.
                  <td key={i}>
                    {c?.[r.id] === undefined ? '—' : displayResult(r, c[r.id]!)}
                    {i > 0 ? <small className="difference">{difference(r, a?.[r.id], c?.[r.id])}</small> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <button type="button" className="secondary" onClick={onClear}>
        Chiudi il confronto
      </button>
    </section>
  );
}
