/**
 * The pieces typeset formulas are made of (mathml.ts, and the special forms' own typesetting in
 * generator/forms/): markup text, and holes where a name is read.
 */
import type { IR } from '../check/ir.ts';
import type { ScalarRef } from '../check/scope.ts';

/** A hole: the name read there (an input or a named value); with `previous`, a series column read in the row before (prev), `previous` before the first row. */
export interface Hole {
  ref: ScalarRef;
  previous?: IR;
}
export type MathPart = string | Hole;

export { mi, mo, paren, row } from '../../language/markup.ts';
