/** What sumOf, countOf and lastOf share: the rows input or series they read, and its row's names in scope. */
import { isSymbolNode, type MathNode } from 'mathjs';
import { suggest } from '../../language/diagnostics.ts';
import type { IR } from '../check/ir.ts';
import type { RowsRef, Scope, ValueType } from '../check/scope.ts';
import { _, type Code } from '../compile/code.ts';
import { jsName, ROW, seriesRows } from '../compile/names.ts';
import type { FormCheck } from './types.ts';

/**
 * The rows the first argument names (a rows input or a series), and a checker of the other
 * arguments with the row's fields or columns in scope; the check fails with `example` as the hint.
 */
export function overRows(name: string, args: readonly MathNode[], { scope, fail, sub }: FormCheck, example: string) {
  const first = args[0];
  const rows = isSymbolNode(first) ? scope.get(first.name) : undefined;
  if (rows?.kind !== 'rows' && rows?.kind !== 'series') {
    // A series is read by values and results, not by the columns of a series (its own or another).
    if (isSymbolNode(first) && !rows && scope.previousRow() && scope.allOf(['series']).includes(first.name))
      return fail(
        'unsupported-syntax',
        `${name}() in a column of a series cannot read the series "${first.name}": a series column reads only its own row, the row before and values.`,
        `Read it in a value (values: { total: ${name}(${first.name}, ...) }) and use that value here, if it does not depend on this series.`,
        first.name,
      );
    const tables = scope.allOf(['rows', 'series']);
    if (isSymbolNode(first) && !rows && tables.length > 0)
      return fail(
        'unknown-reference',
        `${name}() reads a rows input or a series: "${first.name}" is neither.`,
        suggest(first.name, tables, 'series and rows inputs'),
        first.name,
      );
    return fail(
      'wrong-arguments',
      `${name}() needs a rows input or a series as its first argument.`,
      `Example: ${example}`,
      first?.toString() ?? name,
    );
  }
  const inner: Scope = scope.child();
  if (rows.kind === 'rows')
    for (const field of rows.fields) inner.define({ kind: 'field', name: field, type: 'number' });
  else
    for (const [column, type] of Object.entries(rows.columns))
      inner.define({ kind: 'field', name: column, type, series: rows.series });
  const check = (node: MathNode, type: ValueType, what: string): IR => {
    const checked = sub(node, inner);
    if (checked.type !== type)
      fail(
        'type-mismatch',
        `${what} of ${name}() must be ${type === 'boolean' ? 'a condition' : 'a number'}.`,
        undefined,
        node.toString(),
      );
    return checked.ir;
  };
  return { rows, check };
}

/** The rows as compiled code: the series' array, or the rows input's. */
export const rowsJs = (rows: RowsRef): Code => (rows.kind === 'series' ? seriesRows(rows.series) : jsName(rows));

/** `rows`, keeping those that meet `filter` (its row is `row`). */
export const filtered = (rows: Code, filter: IR | undefined, toJs: (ir: IR) => Code): Code =>
  filter ? _`${rows}.filter((${ROW}) => ${toJs(filter)})` : rows;

/** The rows a mathjs argument evaluates to (an oracle's), each row's names added to the scope in turn. */
export const rowScopes = (rows: unknown, scope: Map<string, unknown>) =>
  ((rows as Record<string, unknown>[] | undefined) ?? []).map((row) => new Map([...scope, ...Object.entries(row)]));
