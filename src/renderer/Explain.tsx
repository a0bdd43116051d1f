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
import { formatValue } from '../../language/formats/index.ts';
import type { CalculatorModule, ChartData, ChartSpec, Evaluation, FormatName, TableSpec, Values } from '../../language/spec.ts';

/** A calculator's explanation module (generated). */
export type ExplanationModule = Awaited<ReturnType<CalculatorModule['explain']>>;

/** What an open panel needs: the calculator's explanations and the panels' code. */
interface Loaded {
  data: ExplanationModule;
  panel: typeof import('./ExplainPanel.tsx');
}

/** The explanation modules loaded so far, by calculator (each loads once per page, with the panels' code). */
const loaded = new WeakMap<CalculatorModule, Promise<Loaded>>();

function useExplanations(calculator: CalculatorModule, wanted: boolean): Loaded | null {
  const [explanations, setExplanations] = useState<{ of: CalculatorModule; loaded: Loaded } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let promise = loaded.get(calculator);
    if (!promise) {
      promise = Promise.all([calculator.explain(), import('./ExplainPanel.tsx')]).then(([data, panel]) => ({ data, panel }));
      loaded.set(calculator, promise);
    }
    let live = true;
    void promise.then((result) => live && setExplanations({ of: calculator, loaded: result }));
    return () => {
      live = false;
    };
  }, [calculator, wanted]);
  return explanations?.of === calculator ? explanations.loaded : null;
}

/** The disclosure of one value: button `Come si calcola: <label>` and its panel. */
export function Explain({ calculator, name, label, values, labelShown = false }: { calculator: CalculatorModule; name: string; label: string; values: Values; labelShown?: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const explanations = useExplanations(calculator, open);
  const Worked = explanations?.panel.Worked;
  return (
    <div className="explain">
      <button type="button" className="explain-toggle" aria-label={`Come si calcola: ${label}`} aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        {labelShown ? `Come si calcola: ${label}` : 'Come si calcola'}
      </button>
      <div id={panel} className="explain-panel" hidden={!open}>
        {open ? Worked ? <Worked calculator={calculator} explanations={explanations.data.default} name={name} values={values} /> : <p aria-busy="true">Caricamento…</p> : null}
      </div>
    </div>
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
  const loaded = useExplanations(calculator, open);
  const what = shown.unit === 'riga' ? 'una riga' : 'un punto';
  return (
    <div className="explain">
      <button type="button" className="explain-toggle" aria-label={`Come si calcola ${what}: ${shown.title}`} aria-expanded={open} aria-controls={`${uid}-panel`} onClick={() => setOpen(!open)}>
        Come si calcola {what}
      </button>
      <div id={`${uid}-panel`} className="explain-panel" hidden={!open}>
        {!open ? null : loaded ? (
          <loaded.panel.RowWorked calculator={calculator} module={loaded.data} evaluation={evaluation} shown={shown} uid={uid} chosen={chosen} onChoose={setChosen} />
        ) : (
          <p aria-busy="true">Caricamento…</p>
        )}
      </div>
    </div>
  );
}
