/**
 * The input kinds of the language, one module each: its YAML keys (schema), its types, checks,
 * compilation, parsing and component. A new kind is one file and one line here; the schema, the
 * TypeScript unions, the generator and the renderer follow from this list.
 */
import { choice } from '../../src/renderer/inputs/ChoiceField.tsx';
import { number } from '../../src/renderer/inputs/NumberField.tsx';
import { range } from '../../src/renderer/inputs/RangeField.tsx';
import { rows } from '../../src/renderer/inputs/RowsField.tsx';
import { select } from '../../src/renderer/inputs/SelectField.tsx';
import { tabs } from '../../src/renderer/inputs/TabsField.tsx';
import { time } from '../../src/renderer/inputs/TimeField.tsx';
import { toggle } from '../../src/renderer/inputs/ToggleField.tsx';
import type { InputKind } from './kind.ts';

export const inputKinds = { number, range, select, choice, tabs, toggle, time, rows };

export type InputKindName = keyof typeof inputKinds;
type Kinds = typeof inputKinds;
/** An input as written in a calculator file, by kind. */
export type InputDef = { [K in InputKindName]: Kinds[K] extends InputKind<infer Def, infer _Spec> ? Def : never }[InputKindName];
/** An input as compiled for the browser, by kind. */
export type InputSpec = { [K in InputKindName]: Kinds[K] extends InputKind<infer _Def, infer Spec> ? Spec : never }[InputKindName];

/** The kind of an input, typed for any input (each kind's functions take its own def and spec). */
export function kindOf<S extends { kind: InputKindName }>(input: S): InputKind<InputDef, InputSpec> {
  // The union of kinds' functions only accepts the intersection of their arguments; each input is
  // always handed to its own kind, so the kind is widened here, once.
  return inputKinds[input.kind] as unknown as InputKind<InputDef, InputSpec>;
}
