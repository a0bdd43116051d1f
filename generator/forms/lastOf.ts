import { phrase } from '../../language/functions/typesetting.ts';
import type { IR } from '../check/ir.ts';
import { _ } from '../compile/code.ts';
import { paren } from '../compile/math-parts.ts';
import { ROW } from '../compile/names.ts';
import { overRows, rowScopes, rowsJs } from './rows.ts';
import { defineForm } from './types.ts';

type LastIR = Extract<IR, { k: 'aggregate' }>;
const EXAMPLE = 'lastOf(schedule, balance)';

/** An expression on the last row of a series (N/D when the series is empty). */
export const lastOf = defineForm<LastIR>({
  name: 'lastOf',
  doc: 'An expression on the last row of a series (its columns are names inside); N/D when the series has no row.',
  example: EXAMPLE,
  owns: (ir): ir is LastIR => ir.k === 'aggregate' && ir.op === 'last',
  check(args, context) {
    const { rows, check } = overRows('lastOf', args, context, EXAMPLE);
    if (rows.kind !== 'series')
      return context.fail(
        'wrong-arguments',
        'lastOf() reads the last row of a series, not of a rows input.',
        `Example: ${EXAMPLE}`,
        args[0]!.toString(),
      );
    if (args.length !== 2)
      return context.fail(
        'wrong-arguments',
        `lastOf() takes 2 arguments, got ${args.length}.`,
        `Example: ${EXAMPLE}`,
        'lastOf',
      );
    return {
      ir: { k: 'aggregate', op: 'last', rows, body: check(args[1]!, 'number', 'The second argument') },
      type: 'number',
    };
  },
  // The last row of an empty series has no value: N/D.
  compile: (ir, toJs) => {
    const all = rowsJs(ir.rows);
    return _`(${all}.length ? ((${ROW}) => ${toJs(ir.body!)})(${all}[${all}.length - 1]!) : Number.NaN)`;
  },
  typeset: (ir, mathParts) => {
    // A name reads as it is; an expression goes in brackets before the words.
    const body = mathParts(ir.body!);
    return phrase(ir.body!.k === 'ref' ? body : paren(body), "nell'ultima riga");
  },
  loose: true,
  oracle:
    ({ evaluate }) =>
    (args, _math, scope) => {
      const last = rowScopes(evaluate(args[0]!, scope), scope).at(-1);
      return last ? evaluate(args[1]!, last) : Number.NaN;
    },
});
