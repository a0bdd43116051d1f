/**
 * Parsing what visitors type. Italian first: "10,5" is 10.5 and "1.234,56" is 1234.56;
 * "1.500" (dots every three digits) is 1500; "2.5" is 2.5.
 */
import { kindOf } from '../../language/inputs/index.ts';
import type { InputSpec, ParsedInputs, RawValues } from '../../language/spec.ts';

const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const DOT_THOUSANDS = /^[-+]?\d{1,3}(\.\d{3})+$/;

/** The number in `text`, or undefined when it is empty, not a number or not finite. */
export function parseNumber(text: string): number | undefined {
  let t = text.trim().replace(/[\s\u00a0']/g, '');
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  else if (DOT_THOUSANDS.test(t)) t = t.replace(/\./g, '');
  if (!PLAIN_NUMBER.test(t)) return undefined;
  const value = Number(t);
  return Number.isFinite(value) ? value : undefined;
}

/** Minutes since midnight of "hh:mm", or undefined. */
export function parseTime(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/** Turns the form's text into the values formulas see, and tells which fields are filled. */
export function parseInputs(inputs: readonly InputSpec[], raw: RawValues): { values: ParsedInputs; filled: Record<string, boolean> } {
  const values: ParsedInputs = {};
  const filled: Record<string, boolean> = {};
  for (const input of inputs) {
    const parsed = kindOf(input).parse(raw[input.id], input, raw);
    values[input.id] = parsed.value;
    filled[input.id] = parsed.filled;
  }
  return { values, filled };
}
