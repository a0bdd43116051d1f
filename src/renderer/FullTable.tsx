import { useState } from 'react';
import { formatValue } from '../../language/formats/index.ts';
import type { Scalar, TableSpec } from '../../language/spec.ts';
import { type TableGroup, tableGroups } from './table-groups.ts';

/** A table's rows as texts. */
export const cellsOf = (table: TableSpec, rows: readonly Scalar[][]) =>
  rows.map((row) => row.map((cell, c) => formatValue(cell, table.columns[c]!.format, table.columns[c]!.decimals)));

/** 1200 -> "1.200". */
const count = (n: number) => formatValue(n, 'integer');

/** What the whole table shows: "Piano di ammortamento: tutte le 360 righe, per anno". */
export function fullCaption(table: TableSpec, rows: number, cut: number | undefined): string {
  const which = cut ? `le prime ${count(rows)} righe su ${count(cut)}` : `tutte le ${count(rows)} righe`;
  const groups = table.full?.group ? `per ${table.full.group.toLowerCase()}` : `in gruppi di ${table.rows}`;
  return `${table.full?.title ?? table.title}: ${which}, ${groups}`;
}

/** Why a table stops before its last row (its series' `max`), on the page and in the CSV. */
export const cutNote = (rows: number, cut: number) =>
  `La tabella si ferma alla riga ${count(rows)} di ${count(cut)}: il calcolatore ne prepara al massimo ${count(rows)}, per restare veloce.`;

/**
 * The whole of a table that shows only its first rows: 'Mostra tutte le N righe' opens it in
 * place of the first rows, as one table in groups of as many rows as the page shows (a mortgage's
 * years), each closed under its summary row (the year's payments, interest, what is still owed)
 * and opened by the button that names it. On paper an open table prints every row (styles.css).
 * Its rows are formatted only once it is opened.
 */
export function FullTable({
  table,
  rows,
  cut,
  open,
  onToggle,
}: {
  table: TableSpec;
  rows: Scalar[][];
  cut: number | undefined;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const caption = fullCaption(table, rows.length, cut);
  return (
    <details className="full-table" onToggle={(e) => onToggle(e.currentTarget.open)}>
      <summary>{open ? `Mostra solo le prime ${table.rows} righe` : `Mostra tutte le ${rows.length} righe`}</summary>
      {open ? (
        <>
          <p className="full-table-hint">Con la tabella completa aperta, la stampa riporta tutte le righe.</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so that keyboard users can scroll a table wider than the screen. */}
          <section className="table-wrap cards" aria-label={caption} tabIndex={0}>
            <table>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  {table.columns.map((column, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position.
                    <th key={c} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              {tableGroups(table, rows).map((group) => (
                <Group key={group.name} table={table} group={group} />
              ))}
            </table>
          </section>
        </>
      ) : null}
    </details>
  );
}

/** A group: its summary row, whose first cell opens and closes its rows. */
function Group({ table, group }: { table: TableSpec; group: TableGroup }) {
  const [expanded, setExpanded] = useState(false);
  const summary = group.summary.map((cell, k) =>
    cell === '' ? '' : formatValue(cell, table.columns[k + 1]!.format, table.columns[k + 1]!.decimals),
  );
  return (
    <tbody className="table-group">
      <tr className="group-summary">
        <th scope="row">
          <button
            type="button"
            className="group-toggle"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            <span className="group-arrow" aria-hidden="true" />
            {group.name}
          </button>
        </th>
        {summary.map((cell, c) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column.
          <td key={c} data-label={table.columns[c + 1]!.label}>
            {cell}
          </td>
        ))}
      </tr>
      {cellsOf(table, group.rows).map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a table's rows are positional and hold no state.
        <tr key={r} hidden={!expanded}>
          {row.map((cell, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column.
            <td key={c} data-label={table.columns[c]!.label}>
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
