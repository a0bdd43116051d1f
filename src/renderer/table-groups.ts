import { formatValue } from '../../language/formats/index.ts';
import type { Scalar, TableSpec } from '../../language/spec.ts';

/** A group of the whole table: its name, its rows, and its summary row's cells after the name. */
export interface TableGroup {
  name: string;
  rows: Scalar[][];
  /** One cell per column after the first: the rows' sum, the last row's value, or '' (no `summary`). */
  summary: Scalar[];
}

/**
 * The whole table in groups of `table.rows` rows (a mortgage's years), each named by `full.group`
 * ('Anno 1', 'Anno 2'...) or else by its first column's range ('Mese 13–24'; 'Mese 60' alone). A column's
 * `summary` gives its cell in the group's summary row: `sum` adds the group's rows (a flow: the
 * payments, the interest), `last` repeats its last row (a stock: what is still owed).
 */
export function tableGroups(table: TableSpec, rows: readonly Scalar[][]): TableGroup[] {
  const size = table.rows ?? rows.length;
  const [first, ...rest] = table.columns;
  const index = (row: Scalar[]) => formatValue(row[0]!, first!.format, first!.decimals);
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, g) => {
    const group = rows.slice(g * size, (g + 1) * size);
    const summary = rest.map((column, k) => {
      const c = k + 1;
      if (column.summary === 'last') return group.at(-1)![c]!;
      if (column.summary === 'sum') return group.reduce((total, row) => total + Number(row[c]), 0);
      return '';
    });
    const [from, to] = [index(group[0]!), index(group.at(-1)!)];
    const name = table.full?.group
      ? `${table.full.group} ${g + 1}`
      : `${first!.label} ${from === to ? from : `${from}–${to}`}`;
    return { name, rows: group, summary };
  });
}
