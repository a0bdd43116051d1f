/**
 * Values written into markup ('Come si calcola'): text escaped for MathML and HTML, a value as a
 * MathML number in the format it is shown with. Functions' explanation steps and the generated
 * explanation modules (through src/engine/explain.ts) write with these.
 */
import { displayResult, type Shown } from './formats/index.ts';
import type { Scalar } from './values.ts';

/** Text as MathML or HTML character data. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A value as a MathML number (text values as text). */
export function mnOf(value: Scalar | undefined, shown: Shown): string {
  if (value === undefined) return '<mtext>?</mtext>';
  const tag = typeof value === 'number' ? 'mn' : 'mtext';
  return `<${tag}>${escapeText(displayResult(shown, value))}</${tag}>`;
}

/** A name as an identifier: one letter in italics, a word upright (MathML's default for mi). */
export function mi(symbol: string): string {
  return `<mi>${escapeText(symbol)}</mi>`;
}

export const mo = (op: string) => `<mo>${escapeText(op)}</mo>`;
/** Words inside a formula, with a no-break space at each end so that they do not touch what is around them. */
export const mtext = (words: string) => `<mtext>\u00a0${escapeText(words)}\u00a0</mtext>`;
/** Parts of markup (text, or a hole a value fills later) as one row. */
export const row = <Part>(parts: (Part | string)[]): (Part | string)[] => ['<mrow>', ...parts, '</mrow>'];
export const paren = <Part>(parts: (Part | string)[]): (Part | string)[] => row([mo('('), ...parts, mo(')')]);

/** A number as formulas write it: Italian decimal comma, no grouping (formulas keep constants short). */
export function mn(value: number): string {
  return `<mn>${String(value).replace('.', ',')}</mn>`;
}
