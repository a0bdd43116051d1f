/**
 * What functions typeset themselves with ('Come si calcola', FormulaFunction.typeset): their
 * arguments' MathML, and pieces to write textbook formulas and Italian phrases from. A part is
 * markup text, or a hole that the generator fills with a name or, in the page, with a value.
 *
 *   typeset: ({ term }) => phrase('il maggiore tra', listed(term))   // il maggiore tra 0 e Reddito
 */
import { mo, mtext, row } from '../markup.ts';

export type Parts<Part> = (Part | string)[];

/** A call's arguments: each as it is (`bare`: inside a root, a fraction, an exponent) and as a `term`: in brackets unless it is one term already. */
export interface TypesetArgs<Part> {
  bare: Parts<Part>[];
  term: Parts<Part>[];
}

/** Items as Italian lists them: "a", "a e b", "a, b e c". */
export function listed<Part>(items: Parts<Part>[]): Parts<Part> {
  return items.flatMap((item, k) =>
    k === 0 ? item : [k === items.length - 1 ? mtext('e') : '<mo separator="true">,</mo>', ...item],
  );
}

/** An Italian phrase: words and arguments in turn, as one row ('il resto di', a, 'diviso', b). */
export function phrase<Part>(...pieces: (string | Parts<Part>)[]): Parts<Part> {
  return row(pieces.flatMap((piece) => (typeof piece === 'string' ? [mtext(piece)] : piece)));
}

/** A fraction. */
export const fraction = <Part>(top: Parts<Part>, bottom: Parts<Part>): Parts<Part> => [
  '<mfrac>',
  ...row(top),
  ...row(bottom),
  '</mfrac>',
];

/** A power: `base` must be a term already. */
export const power = <Part>(base: Parts<Part>, exponent: Parts<Part>): Parts<Part> => [
  '<msup>',
  ...row(base),
  ...row(exponent),
  '</msup>',
];

/** An operator between terms: a + b + c. */
export const joined = <Part>(op: string, items: Parts<Part>[]): Parts<Part> =>
  row(items.flatMap((item, k) => (k === 0 ? item : [mo(op), ...item])));
