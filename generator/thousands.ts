/**
 * A silent trap of Italian numbers in YAML: `default: 30.000` means thirty thousand to an Italian
 * and 30 to YAML. A plain number with one to three digits, a dot and three decimals ending in zero
 * (30.000, 1.500) is rejected: nobody writes 30 or 1,5 that way. Three decimals without a trailing
 * zero (66.667) are a real decimal and pass.
 */
import { type Document, isScalar, visit } from 'yaml';
import type { Diagnostic } from '../language/diagnostics.ts';
import type { SourceFile } from './source.ts';

const GROUPED = /^[-+]?\d{1,3}\.\d{2}0$/;

export function thousandsDots(doc: Document.Parsed, source: SourceFile): Diagnostic[] {
  const found: Diagnostic[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (
        !isScalar(node) ||
        node.type !== 'PLAIN' ||
        typeof node.value !== 'number' ||
        !GROUPED.test(node.source ?? '')
      )
        return;
      const raw = node.source as string;
      const whole = Number(raw.replace('.', ''));
      found.push(
        source.at(
          node,
          'ambiguous-number',
          `"${raw}" is the number ${node.value} in YAML (the dot is a decimal point), not ${whole}.`,
          `Write ${whole} (numbers in YAML have no thousands separator), or ${node.value} if ${node.value} is meant.`,
        ),
      );
    },
  });
  return found;
}

/**
 * A number YAML reads as infinite or not a number: `.inf`, `.nan`, or digits beyond what a
 * number holds (1e400, a pasted 5,000-digit number). Nothing in a calculator file wants one, and
 * it would reach the page as N/D or Infinity.
 */
export function nonFiniteNumbers(doc: Document.Parsed, source: SourceFile): Diagnostic[] {
  const found: Diagnostic[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || typeof node.value !== 'number' || Number.isFinite(node.value)) return;
      const raw = node.source ?? String(node.value);
      const overflow = /\d/.test(raw);
      found.push(
        source.at(
          node,
          'invalid-value',
          overflow
            ? `The number ${raw.length > 24 ? `${raw.slice(0, 20)}… (${raw.length} characters)` : `"${raw}"`} is too large: it would become Infinity.`
            : `"${raw}" is not a finite number.`,
          overflow
            ? 'Numbers must stay below about 1.8e308; check for pasted digits.'
            : 'Write a number (YAML reads .inf and .nan as infinity and not-a-number).',
        ),
      );
    },
  });
  return found;
}
