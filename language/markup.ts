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
