import { useId, useMemo, useState } from 'react';
import { displayResult } from '../../language/formats/index.ts';
import type {
  CalculatorModule,
  Evaluation,
  ResultSection,
  ResultSpec,
  Scalar,
  TableSpec,
} from '../../language/spec.ts';
import { DataTable } from './DataTable.tsx';
import { Explain, RowExplain } from './Explain.tsx';
import { tableRows } from './explain-rows.ts';
import { cellsOf, cutNote, FullTable } from './FullTable.tsx';
import { useSlots } from './slots.tsx';

/** A section of the results card: its title and text, and the results from the one that starts it to the next section. */
interface Section extends ResultSection {
  /** The id of the result that starts it. */
  start: string;
  results: ResultSpec[];
}

/** The results before the first section (the headline among them), and each section with its own, in file order. */
export function grouped(results: ResultSpec[]): { lead: ResultSpec[]; sections: Section[] } {
  const lead: ResultSpec[] = [];
  const sections: Section[] = [];
  for (const r of results) {
    if (r.section) sections.push({ ...r.section, start: r.id, results: [] });
    (sections.at(-1)?.results ?? lead).push(r);
  }
  return { lead, sections };
}

/**
 * The results card: primary results large, the others as a list, then each section (a heading, its
 * sentence and its results) that has a result shown. `stale` names the fields to fix while the
 * values on screen are refused: the results are the last accepted, and say so. `today`, beside a
 * pinned permalink's results: what today's rules give, under each primary result they change.
 */
export function ResultsCard({
  calculator,
  evaluation,
  stale,
  today,
  dataNote,
}: {
  calculator: CalculatorModule;
  evaluation: Evaluation | null;
  stale?: string | undefined;
  today?: Evaluation | null | undefined;
  /** The results' data are not fresh (SourceState.tsx, staleData): said above them. */
  dataNote?: string | undefined;
}) {
  const id = useId();
  // The sections are the spec's: grouped once per calculator, not on every evaluation.
  const groups = useMemo(() => grouped(calculator.results), [calculator.results]);
  if (!evaluation) {
    return <p className="empty-results">{calculator.emptyResults ?? 'Inserisci i dati per vedere i risultati.'}</p>;
  }
  // Grouped before the results not shown are left out: a section starts at its result even when that one is not shown.
  const isShown = (r: ResultSpec) => !r.hidden && evaluation.results[r.id];
  const lead = groups.lead.filter(isShown);
  const sections = groups.sections
    .map((section) => ({ ...section, results: section.results.filter(isShown) }))
    .filter((section) => section.results.length > 0);
  const todays = (r: ResultSpec, shown: string) => {
    if (!r.primary || today === undefined) return null;
    const other = today?.results[r.id] ? displayResult(r, today.values[r.id]!) : 'nessun risultato';
    return other === shown ? null : <small className="result-today">Con le regole di oggi: {other}</small>;
  };
  const item = (r: ResultSpec, shown = displayResult(r, evaluation.values[r.id]!)) => (
    <div
      key={r.id}
      className={`result${r.primary ? ' primary' : ''}${r.format === 'text' ? ' text' : ''}`}
      data-result={r.id}
    >
      <dt>{r.label(evaluation.values)}</dt>
      <dd>
        <output>{shown}</output>
        {todays(r, shown)}
        {r.note ? <small>{r.note(evaluation.values)}</small> : null}
        <Explain calculator={calculator} name={r.id} label={r.label(evaluation.values)} evaluation={evaluation} />
      </dd>
    </div>
  );
  const list = stale ? 'results stale' : 'results';
  return (
    <>
      {stale ? (
        <p className="stale-results">
          <strong>Risultato non aggiornato</strong>: correggi {stale} per calcolare di nuovo.
        </p>
      ) : null}
      {dataNote ? <p className="stale-results">{dataNote}</p> : null}
      {lead.length > 0 ? (
        <dl className={list}>
          {lead.filter((r) => r.primary).map((r) => item(r))}
          {lead.filter((r) => !r.primary).map((r) => item(r))}
        </dl>
      ) : null}
      {sections.map((section) => (
        <section key={section.start} className="results-section" aria-labelledby={`${id}-${section.start}`}>
          <h3 id={`${id}-${section.start}`}>{section.title}</h3>
          <p>{section.text}</p>
          <dl className={list}>{section.results.map((r) => item(r))}</dl>
        </section>
      ))}
    </>
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

export function Tables({ calculator, evaluation }: { calculator: CalculatorModule; evaluation: Evaluation }) {
  return (
    <>
      {calculator.tables.map((table) => {
        const rows = evaluation.tables[table.id];
        return rows ? (
          <TableCard key={table.id} calculator={calculator} evaluation={evaluation} table={table} rows={rows} />
        ) : null;
      })}
    </>
  );
}

/**
 * A table: its first rows (or the whole table, in their place, once opened), what it lacks when
 * its series stops at its `max`, 'Come si calcola una riga' and its CSV (every row).
 */
function TableCard({
  calculator,
  evaluation,
  table,
  rows,
}: {
  calculator: CalculatorModule;
  evaluation: Evaluation;
  table: TableSpec;
  rows: Scalar[][];
}) {
  const [open, setOpen] = useState(false);
  const { Download } = useSlots();
  const size = table.rows ?? rows.length;
  const wanted = evaluation.cut?.[table.series];
  const cut = wanted !== undefined && wanted > rows.length ? wanted : undefined;
  const note = cut ? cutNote(rows.length, cut) : undefined;
  const header = table.columns.map((c) => c.label);
  const whole = rows.length > size;
  return (
    <div className="card table-card">
      {note ? <p className="table-cut">{note}</p> : null}
      {whole && open ? null : (
        <DataTable caption={table.title} columns={header} rows={cellsOf(table, rows.slice(0, size))} />
      )}
      {whole ? <FullTable table={table} rows={rows} cut={cut} open={open} onToggle={setOpen} /> : null}
      <RowExplain calculator={calculator} evaluation={evaluation} shown={tableRows(table, evaluation)} />
      {Download ? (
        <Download
          title={table.full?.title ?? table.title}
          calculatorTitle={calculator.title}
          columns={table.columns}
          rows={rows}
          note={note}
        />
      ) : null}
    </div>
  );
}
