/**
 * A table of texts under its caption: a calculator's tables, and a chart's data where the chart
 * cannot be drawn. `label` names the region when the caption alone would be ambiguous on the page.
 * On a phone each row is a card, each cell under its column's name (`data-label`, styles.css), so
 * no column is cut off.
 */
export function DataTable({
  caption,
  label = caption,
  columns,
  rows,
  className,
}: {
  caption: string;
  label?: string;
  columns: string[];
  rows: string[][];
  className?: string;
}) {
  const classes = className ? `${className} table-wrap cards` : 'table-wrap cards';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so that keyboard users can scroll a table wider than the screen.
    <section className={classes} aria-label={label} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position.
              <th key={c} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's rows are positional and hold no state.
            <tr key={r}>
              {row.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column.
                <td key={c} data-label={columns[c]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
