/**
 * The file's functions (functions:) in a generated module: each one a typed arrow function,
 * declared once, before what calls it, and only when the module calls it (directly or through
 * another function).
 */
import type { CheckedCalculator, CheckedFunction } from '../check/model.ts';
import { _, type Code, join, name } from './code.ts';
import { type Reads, readsOf, toJs } from './expression.ts';
import { jsName, userFunction } from './names.ts';

/** The functions `reads` calls, with those they call, each after its callees (the checked order). */
export function calledFunctions(c: CheckedCalculator, reads: Reads): CheckedFunction[] {
  const needed = new Set(reads.userFunctions);
  // Callers come after their callees, so walking backwards reaches every callee from its callers.
  for (const fn of [...c.functions].reverse())
    if (needed.has(fn.name)) for (const callee of readsOf(fn.ir).userFunctions) needed.add(callee);
  return c.functions.filter((fn) => needed.has(fn.name));
}

/** The JavaScript names of a function's parameters. */
export const parameterNames = (fn: CheckedFunction): Code[] => fn.params.map((p) => jsName({ kind: 'param', name: p }));

/** `(a_x: number, _a_y: number)`: a function's parameters, those its body does not read marked unused. */
function parameters(fn: CheckedFunction): Code {
  const read = readsOf(fn.ir).names.param;
  return _`(${join(fn.params.map((p, k) => _`${read.has(p) ? _`` : _`_`}${parameterNames(fn)[k]!}: number`))})`;
}

/** `const f_name = (a_x: number): number => ...;` */
export function declareFunction(fn: CheckedFunction): Code {
  return _`const ${userFunction(fn.name)} = ${parameters(fn)}: ${name(fn.type)} => ${toJs(fn.ir)};`;
}
