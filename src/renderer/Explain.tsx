/**
 * 'Come si calcola': a disclosure under each result. Opened, it loads the calculator's
 * explanation module (once, with import()) and shows the formula typeset, the same formula with
 * the current values and its result, how functions and cases worked out, and the values it reads,
 * each expandable the same way down to the inputs. It follows the inputs live. Under each table,
 * the same for one row of it, chosen by the visitor: each column's formula with that row's values.
 *
 * The markup comes from the generator (text escaped at build time) and from src/engine/explain.ts
 * (values escaped at run time): MathML elements only.
 */
import { useEffect, useId, useState } from 'react';
import { displayResult } from '../engine/compute.ts';
// Types only: the helpers of explain.ts load with the explanation modules, not with the page.
import type { Explained, Explanations } from '../engine/explain.ts';
import { formatValue } from '../engine/formats/index.ts';
import type { CalculatorModule, ChartData, ChartSpec, Evaluation, FormatName, SeriesRow, TableSpec, Values } from '../engine/types.ts';
import { Markup } from './Markup.tsx';

type Module = Awaited<ReturnType<CalculatorModule['explain']>>;

/** The explanation modules loaded so far, by calculator (each loads once per page). */
const loaded = new WeakMap<CalculatorModule, Promise<Module>>();

function useExplanations(calculator: CalculatorModule, wanted: boolean): Module | null {
  const [explanations, setExplanations] = useState<{ of: CalculatorModule; data: Module } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let promise = loaded.get(calculator);
    if (!promise) {
      promise = calculator.explain();
      loaded.set(calculator, promise);
    }
    let live = true;
    void promise.then((data) => live && setExplanations({ of: calculator, data }));
    return () => {
      live = false;
    };
  }, [calculator, wanted]);
  return explanations?.of === calculator ? explanations.data : null;
}

/** The disclosure of one value: button `Come si calcola: <label>` and its panel. */
export function Explain({ calculator, name, label, values, labelShown = false }: { calculator: CalculatorModule; name: string; label: string; values: Values; labelShown?: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const explanations = useExplanations(calculator, open);
  return (
    <div className="explain">
      <button type="button" className="explain-toggle" aria-label={`Come si calcola: ${label}`} aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        {labelShown ? `Come si calcola: ${label}` : 'Come si calcola'}
      </button>
      <div id={panel} className="explain-panel" hidden={!open}>
        {open ? explanations ? <Worked calculator={calculator} explanations={explanations.default} name={name} values={values} /> : <p aria-busy="true">Caricamento…</p> : null}
      </div>
    </div>
  );
}

/** A formula, and the same formula with the values (of `row` for a series column). */
function Formula({ explained, values, row, previous }: { explained: Explained; values: Values; row?: SeriesRow; previous?: SeriesRow }) {
  const work = explained.work(values, row, previous);
  return (
    <>
      <p className="explain-heading">Formula</p>
      <Markup html={explained.formula} />
      <p className="explain-heading">Con i tuoi valori</p>
      <Markup className="explain-values" html={work.math} />
      {work.steps.length ? (
        <ul className="explain-steps">
          {work.steps.map((step, n) => (
            // Steps are fixed for a formula: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Markup key={n} as="li" html={step} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Worked({ calculator, explanations, name, values }: { calculator: CalculatorModule; explanations: Explanations; name: string; values: Values }) {
  const explained = explanations[name];
  if (!explained) return null;
  return (
    <>
      <Formula explained={explained} values={values} />
      <Dependencies calculator={calculator} explanations={explanations} explained={explained} values={values} />
    </>
  );
}

/** The inputs a formula reads, with their values, and the named values, each explainable in turn. */
function Dependencies({ calculator, explanations, explained, values }: { calculator: CalculatorModule; explanations: Explanations; explained: Explained; values: Values }) {
  if (!explained.values.length && !explained.inputs.length) return null;
  return (
    <>
      <p className="explain-heading">Dipende da</p>
      <ul className="explain-deps">
        {explained.inputs.map(([id, label, shown]) => (
          <li key={id}>
            {label}: {values[id] === undefined ? '–' : displayResult(shown, values[id])} (dato inserito)
          </li>
        ))}
        {explained.values.map((dep) => (
          <li key={dep}>
            <Explain calculator={calculator} name={dep} label={explanations[dep]?.label ?? dep} values={values} labelShown />
          </li>
        ))}
      </ul>
    </>
  );
}

/** What a row explanation explains: a table's rows, or a series chart's points. */
export interface RowsShown {
  title: string;
  /** 'riga' for a table, 'punto' for a chart. */
  unit: 'riga' | 'punto';
  /** The key of Evaluation.series. */
  series: string;
  /** The name of row `k` in the select: "Mese 2", "Anno 3" (worked out only once the panel is open). */
  name: (k: number) => string;
  /** What is shown of a row; `column`, when a series column is shown as it is. */
  columns: { label: string; format: FormatName; decimals?: number; column?: string }[];
}

/** A table's rows, named by the first column. */
export function tableRows(table: TableSpec, evaluation: Evaluation): RowsShown {
  const first = table.columns[0]!;
  const cells = evaluation.tables[table.id] ?? [];
  const name = (k: number) => `${first.label} ${formatValue(cells[k]?.[0] ?? k + 1, first.format, first.decimals)}`;
  return { title: table.title, unit: 'riga', series: table.series, name, columns: table.columns };
}

/** A series chart's points, named by its labels. */
export function chartPoints(chart: ChartSpec, data: ChartData): RowsShown | undefined {
  if (chart.series === undefined) return undefined;
  const columns = chart.entries.map((e) => ({ label: e.label, format: chart.format, decimals: chart.decimals, column: e.column }));
  return { title: chart.title, unit: 'punto', series: chart.series, name: (k) => data.labels[k] ?? String(k + 1), columns };
}

/**
 * Under a table or a series chart: `Come si calcola una riga` (`un punto`). Opened, a select of the
 * rows (points) and, for the chosen one, each column that shows a series column as it is: its
 * formula and the same formula with the row's values, the columns of the row it reads, and the
 * named values it reads, explainable in turn.
 */
export function RowExplain({ calculator, evaluation, shown }: { calculator: CalculatorModule; evaluation: Evaluation; shown: RowsShown }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(0);
  const uid = useId();
  const module = useExplanations(calculator, open);
  const rows = evaluation.series[shown.series] ?? [];
  const k = Math.min(chosen, rows.length - 1);
  const explained = module?.rows[shown.series];
  const what = shown.unit === 'riga' ? 'una riga' : 'un punto';
  const { name } = shown;
  return (
    <div className="explain">
      <button type="button" className="explain-toggle" aria-label={`Come si calcola ${what}: ${shown.title}`} aria-expanded={open} aria-controls={`${uid}-panel`} onClick={() => setOpen(!open)}>
        Come si calcola {what}
      </button>
      <div id={`${uid}-panel`} className="explain-panel" hidden={!open}>
        {!open ? null : explained && rows.length ? (
          <>
            <div className="field">
              <label htmlFor={`${uid}-row`}>
                {shown.unit === 'riga' ? 'Riga' : 'Punto'} di «{shown.title}»
              </label>
              <div className="control">
                <select id={`${uid}-row`} value={k} onChange={(e) => setChosen(Number(e.target.value))}>
                  {rows.map((_, n) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position.
                    <option key={n} value={n}>
                      {name(n)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {shown.columns.map((column) => {
              const one = column.column === undefined ? undefined : explained[column.column];
              if (!one) return null;
              const row = rows[k]!;
              const cell = (id: string) => {
                const as = shown.columns.find((c) => c.column === id);
                return as ? `${as.label} ${formatValue(row[id]!, as.format, as.decimals)}` : id;
              };
              return (
                <section key={column.column} className="explain-row" aria-label={`${column.label}, ${name(k)}`}>
                  <p className="explain-heading">
                    {column.label}: {formatValue(row[column.column!]!, column.format, column.decimals)}
                  </p>
                  <Formula explained={one} values={evaluation.values} row={row} previous={rows[k - 1]} />
                  {one.columns?.length ? (
                    <p>
                      {shown.unit === 'riga' ? 'Dalla stessa riga' : 'Dallo stesso punto'}: {one.columns.map(cell).join(', ')}.
                    </p>
                  ) : null}
                  <Dependencies calculator={calculator} explanations={module!.default} explained={one} values={evaluation.values} />
                </section>
              );
            })}
          </>
        ) : (
          <p aria-busy="true">Caricamento…</p>
        )}
      </div>
    </div>
  );
}
