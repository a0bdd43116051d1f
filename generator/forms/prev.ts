import { isSymbolNode } from 'mathjs';
import { suggest } from '../../language/diagnostics.ts';
import type { IR } from '../check/ir.ts';
import { _, name } from '../compile/code.ts';
import { seriesRows } from '../compile/names.ts';
import { defineForm } from './types.ts';

type PrevIR = Extract<IR, { k: 'prev' }>;

/** A column of the row before, in a series column (its value before the first row as second argument). */
export const prev = defineForm<PrevIR>({
  name: 'prev',
  doc: 'In a column of a series: a column of the row before, and the value it has before the first row (a running balance, a cumulated fund).',
  example: 'prev(balance, loanAmount)',
  namesArgs: [0],
  owns: (ir): ir is PrevIR => ir.k === 'prev',
  check(args, { scope, fail, sub }) {
    const first = args[0];
    const previous = scope.previousRow();
    if (!previous)
      return fail(
        'unsupported-syntax',
        'prev() reads the previous row of a series: it can only be used in a column of a series.',
        'A running total is a column of a series (see "Series with memory"); a value reads the last row of a series with lastOf(series, column).',
        'prev',
      );
    if (args.length !== 2 || !isSymbolNode(first))
      return fail(
        'wrong-arguments',
        'prev() takes a column of the series and its value before the first row.',
        'Example: prev(balance, loanAmount)',
        'prev',
      );
    if (!previous.columns.has(first.name))
      return fail(
        'unknown-reference',
        `"${first.name}" is not a column of this series.`,
        suggest(first.name, [...previous.columns], 'columns'),
        first.name,
      );
    const start = sub(args[1]!);
    if (start.type !== 'number')
      fail(
        'type-mismatch',
        'The second argument of prev() (the value before the first row) must be a number.',
        undefined,
        args[1]!.toString(),
      );
    return { ir: { k: 'prev', series: previous.series, column: first.name, first: start.ir }, type: 'number' };
  },
  compile: (ir, toJs) => {
    const rows = seriesRows(ir.series);
    return _`(${rows}.length ? ${rows}[${rows}.length - 1]!.${name(ir.column)} : ${toJs(ir.first)})`;
  },
  // A hole: the column's symbol with "prec." below, or its value in the row before.
  typeset: (ir) => [{ ref: { kind: 'row', name: ir.column, type: 'number', series: ir.series }, previous: ir.first }],
  oracle:
    ({ evaluate, previousRow }) =>
    (args, _math, scope) => {
      const before = previousRow();
      return before ? before[(args[0] as unknown as { name: string }).name] : evaluate(args[1]!, scope);
    },
});
