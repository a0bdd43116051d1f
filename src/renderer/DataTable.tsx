/**
 * A table of texts under its caption: a calculator's tables, and a chart's data where the chart
 * cannot be drawn. `label` names the region when the caption alone would be ambiguous on the page.
 */
export function DataTable({ caption, label = caption, columns, rows, className }: { caption: string; label?: string; columns: string[]; rows: string[][]; className?: string }) {
  return (
    // Focusable, so that keyboard users can scroll a table wider than the screen.
    <div className={className ? `${className} table-wrap` : 'table-wrap'} role="region" aria-label={label} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, c) => (
              <th key={c} scope="col">{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
