import type { IR } from '../check/ir.ts';
import { _ } from '../compile/code.ts';
import { mi, mo, paren, row } from '../compile/math-parts.ts';
import { ROW } from '../compile/names.ts';
import { filtered, overRows, rowScopes, rowsJs } from './rows.ts';
import { defineForm } from './types.ts';

type SumIR = Extract<IR, { k: 'aggregate' }>;
const EXAMPLE = 'sumOf(grades, value * weight, weight > 0)';

/** The sum of an expression over the rows of a rows input or a series (those meeting a condition). */
export const sumOf = defineForm<SumIR>({
  name: 'sumOf',
  doc: 'The sum of an expression over the rows of a rows input or a series; a condition as third argument keeps only the rows meeting it. Inside, the row fields (columns) are names.',
  example: EXAMPLE,
  owns: (ir): ir is SumIR => ir.k === 'aggregate' && ir.op === 'sum',
  check(args, context) {
    const { rows, check } = overRows('sumOf', args, context, EXAMPLE);
    if (args.length < 2 || args.length > 3)
      return context.fail(
        'wrong-arguments',
        `sumOf() takes 2 or 3 arguments, got ${args.length}.`,
        `Example: ${EXAMPLE}`,
        'sumOf',
      );
    const body = check(args[1]!, 'number', 'The second argument');
    const filter = args[2] ? check(args[2], 'boolean', 'The third argument') : undefined;
    return { ir: { k: 'aggregate', op: 'sum', rows, body, ...(filter ? { filter } : {}) }, type: 'number' };
  },
  compile: (ir, toJs) =>
    _`${filtered(rowsJs(ir.rows), ir.filter, toJs)}.reduce((sum, ${ROW}) => sum + ${toJs(ir.body!)}, 0)`,
  // Over a series, its columns name themselves (by the table that shows them): the series' id is left out.
  typeset: (ir, mathParts) =>
    row([mo('∑'), ...(ir.rows.kind === 'rows' ? [mi(ir.rows.name)] : []), ...paren(mathParts(ir.body!))]),
  oracle:
    ({ evaluate }) =>
    (args, _math, scope) =>
      rowScopes(evaluate(args[0]!, scope), scope)
        .filter((inner) => !args[2] || evaluate(args[2], inner))
        .reduce((sum, inner) => sum + (evaluate(args[1]!, inner) as number), 0),
});
