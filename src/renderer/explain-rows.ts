/** What the explanations of 'Come si calcola' share between the page and their lazily loaded panels (ExplainPanel.tsx). */
import { formatValue } from '../../language/formats/index.ts';
import type { CalculatorModule, ChartData, ChartSpec, Evaluation, FormatName, TableSpec } from '../../language/spec.ts';

/** A calculator's explanation module (generated). */
export type ExplanationModule = Awaited<ReturnType<CalculatorModule['explain']>>;

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
  const columns = chart.entries.map((e) => ({
    label: e.label,
    format: chart.format,
    decimals: chart.decimals,
    column: e.column,
  }));
  return {
    title: chart.title,
    unit: 'punto',
    series: chart.series,
    name: (k) => data.labels[k] ?? String(k + 1),
    columns,
  };
}
