import { Link } from 'react-router';
import { displayResult } from '../engine/compute.ts';
import { formatValue } from '../engine/formats/index.ts';
import type { CalculatorModule, Evaluation } from '../engine/types.ts';

/** The results card: primary results large, the others as a list. */
export function ResultsCard({ calculator, evaluation }: { calculator: CalculatorModule; evaluation: Evaluation | null }) {
  if (!evaluation) {
    return <p className="empty-results">{calculator.emptyResults ?? 'Inserisci i dati per vedere i risultati.'}</p>;
  }
  const shown = calculator.results.filter((r, i) => !r.hidden && evaluation.results[i]);
  const item = (r: (typeof shown)[number]) => (
    <div key={r.id} className={r.primary ? 'result primary' : 'result'} data-result={r.id}>
      <dt>{r.label(evaluation.values)}</dt>
      <dd>
        <output>{displayResult(r, evaluation.values[r.id]!)}</output>
        {r.note ? <small>{r.note(evaluation.values)}</small> : null}
      </dd>
    </div>
  );
  return (
    <dl className="results">
      {shown.filter((r) => r.primary).map(item)}
      {shown.filter((r) => !r.primary).map(item)}
    </dl>
  );
}

export function Notes({ calculator, evaluation }: { calculator: CalculatorModule; evaluation: Evaluation }) {
  return (
    <>
      {calculator.notes.map((note, i) =>
        evaluation.notes[i] ? (
          <aside key={i} className={`note ${note.tone}`}>
            {note.title ? <strong>{note.title(evaluation.values)}</strong> : null}
            {note.text ? <p>{note.text(evaluation.values)}</p> : null}
            {note.link ? (
              <Link className="button" to={note.link.url}>
                {note.link.label}
              </Link>
            ) : null}
          </aside>
        ) : null,
      )}
    </>
  );
}

export function Tables({ calculator, evaluation }: { calculator: CalculatorModule; evaluation: Evaluation }) {
  return (
    <>
      {calculator.tables.map((table, t) => {
        const rows = evaluation.tables[t];
        if (!rows) return null;
        return (
          // Focusable, so that keyboard users can scroll a table wider than the screen.
          <div key={t} className="card table-wrap" role="region" aria-label={table.title} tabIndex={0}>
            <table>
              <caption>{table.title}</caption>
              <thead>
                <tr>
                  {table.columns.map((c) => (
                    <th key={c.label} scope="col">{c.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td key={c}>{formatValue(cell, table.columns[c]!.format, table.columns[c]!.decimals)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </>
  );
}
