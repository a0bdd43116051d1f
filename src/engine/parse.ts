/** Parsing what visitors typed: each input's kind reads its own value (language/inputs/). */
import { kindOf } from '../../language/inputs/index.ts';
import type { InputSpec, ParsedInputs, RawValues } from '../../language/spec.ts';

/** Turns the form's text into the values formulas see, and tells which fields are filled. */
export function parseInputs(
  inputs: readonly InputSpec[],
  raw: RawValues,
): { values: ParsedInputs; filled: Record<string, boolean> } {
  const values: ParsedInputs = {};
  const filled: Record<string, boolean> = {};
  for (const input of inputs) {
    const parsed = kindOf(input).parse(raw[input.id], input, raw);
    values[input.id] = parsed.value;
    filled[input.id] = parsed.filled;
  }
  return { values, filled };
}
