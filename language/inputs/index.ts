/**
 * The input kinds of the language, one module each: its YAML keys (schema), its types, checks,
 * compilation and parsing. A new kind is one file and one line here; the schema, the TypeScript
 * unions, the generator and the runtime follow from this list, and tsc asks the renderer for its
 * field component (src/renderer/inputs/fields.ts).
 */
import { choice } from './choice.ts';
import { date } from './date.ts';
import type { InputKind } from './kind.ts';
import { number } from './number.ts';
import { range } from './range.ts';
import { rows } from './rows.ts';
import { search } from './search.ts';
import { select } from './select.ts';
import { tabs } from './tabs.ts';
import { text } from './text.ts';
import { time } from './time.ts';
import { toggle } from './toggle.ts';

export const inputKinds = { number, range, select, choice, tabs, toggle, time, date, text, search, rows };

export type InputKindName = keyof typeof inputKinds;
type Kinds = typeof inputKinds;
/** An input as written in a calculator file, by kind. */
export type InputDef = {
  [K in InputKindName]: Kinds[K] extends InputKind<infer Def, infer _Spec> ? Def : never;
}[InputKindName];
/** An input as compiled for the browser, by kind. */
export type InputSpec = {
  [K in InputKindName]: Kinds[K] extends InputKind<infer _Def, infer Spec> ? Spec : never;
}[InputKindName];

/** The kind of an input, typed for any input (each kind's functions take its own def and spec). */
export function kindOf<S extends { kind: InputKindName }>(input: S): InputKind<InputDef, InputSpec> {
  // The union of kinds' functions only accepts the intersection of their arguments; each input is
  // always handed to its own kind, so the kind is widened here, once.
  return inputKinds[input.kind] as unknown as InputKind<InputDef, InputSpec>;
}
