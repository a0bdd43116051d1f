import { phrase } from '../../language/functions/typesetting.ts';
import type { IR } from '../check/ir.ts';
import { _ } from '../compile/code.ts';
import { mi } from '../compile/math-parts.ts';
import { filtered, overRows, rowScopes, rowsJs } from './rows.ts';
import { defineForm } from './types.ts';

type CountIR = Extract<IR, { k: 'aggregate' }>;
const EXAMPLE = 'countOf(grades, weight > 0)';

/** How many rows a rows input or a series has (meeting a condition). */
export const countOf = defineForm<CountIR>({
  name: 'countOf',
  doc: 'The number of rows of a rows input or a series; a condition as second argument counts only the rows meeting it.',
  example: EXAMPLE,
  owns: (ir): ir is CountIR => ir.k === 'aggregate' && ir.op === 'count',
  check(args, context) {
    const { rows, check } = overRows('countOf', args, context, EXAMPLE);
    if (args.length > 2)
      return context.fail(
        'wrong-arguments',
        `countOf() takes 1 or 2 arguments, got ${args.length}.`,
        `Example: ${EXAMPLE}`,
        'countOf',
      );
    const filter = args[1] ? check(args[1], 'boolean', 'The second argument') : undefined;
    return { ir: { k: 'aggregate', op: 'count', rows, ...(filter ? { filter } : {}) }, type: 'number' };
  },
  compile: (ir, toJs) => _`${filtered(rowsJs(ir.rows), ir.filter, toJs)}.length`,
  typeset: (ir, mathParts) =>
    phrase(
      'il numero di righe',
      ...(ir.rows.kind === 'rows' ? ['di', [mi(ir.rows.name)]] : []),
      ...(ir.filter ? ['con', mathParts(ir.filter)] : []),
    ),
  loose: true,
  oracle:
    ({ evaluate }) =>
    (args, _math, scope) =>
      rowScopes(evaluate(args[0]!, scope), scope).filter((inner) => !args[1] || evaluate(args[1], inner)).length,
});
