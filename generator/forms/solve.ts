import { phrase } from '../../language/functions/typesetting.ts';
import { solveFor } from '../../language/roots.ts';
import type { IR } from '../check/ir.ts';
import { _ } from '../compile/code.ts';
import { mi, mo, row } from '../compile/math-parts.ts';
import { ROW } from '../compile/names.ts';
import { defineForm } from './types.ts';

type SolveIR = Extract<IR, { k: 'solve' }>;

/** Whether `ir` reads the rows of a series or a rows input (whose callbacks would hide the body's x). */
const readsRows = (ir: unknown): boolean =>
  typeof ir === 'object' &&
  ir !== null &&
  (('k' in ir && (ir.k === 'aggregate' || ir.k === 'spread')) || Object.values(ir).some(readsRows));
const EXAMPLE = 'solve(x * (1 + x) ^ anni, obiettivo, 0, 1)';
/** The unknown of solve()'s expression. */
const UNKNOWN = 'x';

/**
 * The x in [low, high] at which an expression in x equals a target: an equation no formula
 * isolates, solved by the root finder of 'Calcola al contrario' and irr (language/roots.ts). N/D
 * when no x or several do it. The expression's x is a name of its own (it hides a name x of the
 * file); it may not read a series or a rows input.
 */
export const solve = defineForm<SolveIR>({
  name: 'solve',
  doc: 'The x in [low, high] at which an expression in x equals a target: solve(expression in x, target, low, high); N/D when no x or several x do it.',
  example: EXAMPLE,
  owns: (ir): ir is SolveIR => ir.k === 'solve',
  check(args, { scope, fail, sub }) {
    if (args.length !== 4)
      return fail(
        'wrong-arguments',
        `solve() takes 4 arguments (an expression in x, the target, the lowest and the highest x), got ${args.length}.`,
        `Example: ${EXAMPLE}`,
        'solve',
      );
    const inner = scope.child();
    inner.define({ kind: 'field', name: UNKNOWN, type: 'number' });
    const number = (k: number, what: string, s = scope): IR => {
      const checked = sub(args[k]!, s);
      if (checked.type !== 'number')
        fail('type-mismatch', `${what} of solve() must be a number.`, undefined, args[k]!.toString());
      return checked.ir;
    };
    const body = number(0, 'The expression', inner);
    if (readsRows(body))
      fail(
        'unsupported-syntax',
        "solve()'s expression cannot read a series or a rows input.",
        'Give the sum a name under "values:" if it does not depend on x.',
        args[0]!.toString(),
      );
    return {
      ir: {
        k: 'solve',
        body,
        target: number(1, 'The target'),
        low: number(2, 'The lowest x'),
        high: number(3, 'The highest x'),
      },
      type: 'number',
    };
  },
  // The body reads its x as a field of the row it is given.
  compile: (ir, toJs) =>
    _`F.solveFor((${ROW}) => ${toJs(ir.body)}, ${toJs(ir.target)}, ${toJs(ir.low)}, ${toJs(ir.high)})`,
  typeset: (ir, mathParts) =>
    phrase(
      'il valore',
      [mi('x')],
      'tra',
      mathParts(ir.low),
      'e',
      mathParts(ir.high),
      'per cui',
      row([...mathParts(ir.body), mo('='), ...mathParts(ir.target)]),
    ),
  loose: true,
  oracle:
    ({ evaluate }) =>
    (args, _math, scope) =>
      solveFor(
        (at) => evaluate(args[0]!, new Map([...scope, [UNKNOWN, at.x]])) as number,
        evaluate(args[1]!, scope) as number,
        evaluate(args[2]!, scope) as number,
        evaluate(args[3]!, scope) as number,
      ),
});
