/**
 * The pieces typeset formulas are made of (mathml.ts, and the special forms' own typesetting in
 * generator/forms/): markup text, and holes where a name is read.
 */
import { escapeText } from '../../language/markup.ts';
import type { IR } from '../check/ir.ts';
import type { ScalarRef } from '../check/scope.ts';

/** A hole: the name read there (an input or a named value); with `previous`, a series column read in the row before (prev), `previous` before the first row. */
export interface Hole {
  ref: ScalarRef;
  previous?: IR;
}
export type MathPart = string | Hole;

/** A name as an identifier: one letter in italics, a word upright (MathML's default for mi). */
export function mi(symbol: string): string {
  return `<mi>${escapeText(symbol)}</mi>`;
}

export const mo = (op: string) => `<mo>${escapeText(op)}</mo>`;
export const row = (parts: MathPart[]): MathPart[] => ['<mrow>', ...parts, '</mrow>'];
export const paren = (parts: MathPart[]): MathPart[] => row([mo('('), ...parts, mo(')')]);
