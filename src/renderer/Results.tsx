import { useState } from 'react';
import { displayResult, formatValue } from '../../language/formats/index.ts';
import type { CalculatorModule, Evaluation, Scalar, TableSpec } from '../../language/spec.ts';
import { CsvButton } from '../export/CsvButton.tsx';
import { DataTable } from './DataTable.tsx';
import { Explain, RowExplain } from './Explain.tsx';
import { tableRows } from './explain-rows.ts';

/** The results card: primary results large, the others as a list. */
export function ResultsCard({
  calculator,
  evaluation,
}: {
  calculator: CalculatorModule;
  evaluation: Evaluation | null;
}) {
  if (!evaluation) {
    return <p className="empty-results">{calculator.emptyResults ?? 'Inserisci i dati per vedere i risultati.'}</p>;
  }
  const shown = calculator.results.filter((r) => !r.hidden && evaluation.results[r.id]);
  const item = (r: (typeof shown)[number]) => (
    <div key={r.id} className={r.primary ? 'result primary' : 'result'} data-result={r.id}>
      <dt>{r.label(evaluation.values)}</dt>
      <dd>
        <output>{displayResult(r, evaluation.values[r.id]!)}</output>
        {r.note ? <small>{r.note(evaluation.values)}</small> : null}
        <Explain calculator={calculator} name={r.id} label={r.label(evaluation.values)} evaluation={evaluation} />
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
      {calculator.notes.map((note) =>
        evaluation.notes[note.id] ? (
          <aside key={note.id} className={`note ${note.tone}`}>
            {note.title ? <strong>{note.title(evaluation.values)}</strong> : null}
            {note.text ? <p>{note.text(evaluation.values)}</p> : null}
            {note.link ? (
              <a className="button" href={note.link.url}>
                {note.link.label}
              </a>
            ) : null}
          </aside>
        ) : null,
      )}
    </>
  );
}

/** A table's rows as texts. */
const cellsOf = (table: TableSpec, rows: Scalar[][]) =>
  rows.map((row) => row.map((cell, c) => formatValue(cell, table.columns[c]!.format, table.columns[c]!.decimals)));

/**
 * The whole of a table that shows only its first rows: 'Mostra tutte le N righe' opens it, in
 * groups of as many rows as the page shows (a mortgage's years), each a table that can be closed.
 * Its rows are formatted only once it is opened.
 */
function FullTable({ table, rows, size }: { table: TableSpec; rows: Scalar[][]; size: number }) {
  const [open, setOpen] = useState(false);
  const header = table.columns.map((c) => c.label);
  const first = table.columns[0]!;
  const name = (row: Scalar[]) => formatValue(row[0]!, first.format, first.decimals);
  const groups = Array.from({ length: Math.ceil(rows.length / size) }, (_, g) => rows.slice(g * size, (g + 1) * size));
  return (
    <details className="full-table" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Mostra tutte le {rows.length} righe</summary>
      {open
        ? groups.map((group) => {
            const caption = `${first.label} ${name(group[0]!)}–${name(group.at(-1)!)}`;
            return (
              <details key={caption} open>
                <summary>{caption}</summary>
                <DataTable
                  caption={caption}
                  label={`${table.title}, ${caption}`}
                  columns={header}
                  rows={cellsOf(table, group)}
                />
              </details>
            );
          })
        : null}
    </details>
  );
}

export function Tables({ calculator, evaluation }: { calculator: CalculatorModule; evaluation: Evaluation }) {
  return (
    <>
      {calculator.tables.map((table) => {
        const rows = evaluation.tables[table.id];
        if (!rows) return null;
        const size = table.rows ?? rows.length;
        const header = table.columns.map((c) => c.label);
        return (
          <div key={table.id} className="card">
            <DataTable caption={table.title} columns={header} rows={cellsOf(table, rows.slice(0, size))} />
            {rows.length > size ? <FullTable table={table} rows={rows} size={size} /> : null}
            <RowExplain calculator={calculator} evaluation={evaluation} shown={tableRows(table, evaluation)} />
            <CsvButton
              fileName={`${calculator.id}-${table.id}.csv`}
              columns={table.columns}
              rows={rows}
              label={table.title}
            />
          </div>
        );
      })}
    </>
  );
}
