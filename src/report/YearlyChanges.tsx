/**
 * The comparison with last year (engine/yearly.ts) for the values on screen: the headline result
 * by this year's rules and by last year's, and the difference rule by rule, each with the act of
 * this year's value, the parts adding up to the total as written.
 */
import { displayResult, formatValue } from '../../language/formats/index.ts';
import { entryInForce } from '../../language/parameters.ts';
import type { CalculatorModule, RawValues, SourceData } from '../../language/spec.ts';
import { yearlyChange } from '../engine/yearly.ts';
import { ruleBook } from '../generated/rule-book.ts';

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

export default function YearlyChanges({
  calculator,
  values,
  data,
}: {
  calculator: CalculatorModule;
  values: RawValues;
  data: SourceData;
}) {
  const change = yearlyChange(calculator, values, data);
  if (!change) {
    return (
      <p>
        Per questi dati non ci sono i valori delle regole dell’anno prima: il confronto non è possibile (per esempio
        perché hai scelto il primo anno disponibile).
      </p>
    );
  }
  const spec = calculator.results.find((r) => r.id === change.result)!;
  const label = spec.label(change.values);
  const shown = (x: number) => displayResult(spec, x);
  const total = change.parts.reduce((sum, part) => sum + part.delta, 0);
  const year = change.year;
  if (change.parts.length === 0) {
    return (
      <p>
        Le regole che questo calcolo usa sono le stesse del {year - 1}: con i tuoi dati il risultato non cambia (
        {shown(change.now)}).
      </p>
    );
  }
  return (
    <>
      <p>
        Con i tuoi dati, «{label}» è {shown(change.now)} con le regole del {year} e {shown(change.before)} con quelle
        del {year - 1}: {signed(total, shown(total))}. Ecco la differenza regola per regola.
      </p>
      <table className="yearly-table">
        <caption className="sr-only">Differenza rispetto al {year - 1}, regola per regola</caption>
        <thead>
          <tr>
            <th scope="col">Regola cambiata e fonte</th>
            <th scope="col">Effetto</th>
          </tr>
        </thead>
        <tbody>
          {change.parts.map((part) => {
            const info = ruleBook.rules[part.rule];
            const values = calculator.rules!.entries[part.name]!.values;
            const since = entryInForce(values, part.day)?.[0];
            const reference = info?.references.find(([from]) => from === since)?.[1];
            return (
              <tr key={part.name}>
                <th scope="row">
                  {info?.label ?? part.rule}
                  {reference ? (
                    <small>
                      Dal {formatValue(since!, 'date')}:{' '}
                      <a href={reference.url} rel="noopener" target="_blank">
                        {reference.title}, {reference.clause}
                      </a>
                      {reference.secondary ? ' (fonte secondaria)' : ''}
                    </small>
                  ) : null}
                </th>
                <td>{signed(part.delta, shown(part.delta))}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Totale</th>
            <td>{signed(total, shown(total))}</td>
          </tr>
        </tfoot>
      </table>
      <p className="yearly-how">
        Come leggerla: partendo dalle regole del {year - 1}, ogni regola cambiata prende a turno il valore del {year},
        nell’ordine in cui il calcolo le usa; il suo effetto è quanto cambia il risultato in quel momento. Gli effetti
        sommati danno la differenza totale. Una regola cambiata con effetto zero non tocca i tuoi dati.
      </p>
    </>
  );
}
