/**
 * What an input kind is: one module owns the keys it adds to the language (their JSON Schema), the
 * types of its YAML definition and of its compiled spec, its checks, its compilation and how the
 * browser reads its value. `index.ts` lists the kinds; the schema's enum, the TypeScript unions, the
 * generator and the runtime read that list, and the renderer's field components
 * (src/renderer/inputs/fields.ts) are a record over it that tsc checks is complete.
 */

import type { DiagnosticCode, PathSegment } from '../diagnostics.ts';
import type { Shown } from '../formats/index.ts';
import type { Expression, ParsedValue, RawValue, RawValues } from '../values.ts';

/** The JSON Schema (draft 2020-12) of one key. */
export type KeySchema = Record<string, unknown>;

/** The keys every input has, whatever its kind (in the YAML file). */
export interface InputDefBase<Kind extends string = string> {
  id: string;
  kind: Kind;
  label: string;
  /** Its name in typeset formulas ('Come si calcola'); default: the label. */
  symbol?: string;
  help?: string;
  visibleWhen?: Expression;
  disabledWhen?: Expression;
}

/** The keys every compiled input has. `default` is what the form holds at first. */
export interface InputSpecBase<Kind extends string = string> {
  id: string;
  kind: Kind;
  label: string;
  help?: string;
  default: RawValue;
}

/** The type formulas see: a number, a text, a boolean, or a list of rows of numbers (these columns). */
export type InputValueType = 'number' | 'string' | 'boolean' | { rows: string[] };

/** What a kind's check may use: where to report, and the other inputs. */
export interface InputCheckContext {
  /** Reports a problem at `path` under this input: at its value (default) or at its key. */
  report(path: PathSegment[], code: DiagnosticCode, message: string, hint?: string, at?: 'value' | 'key'): void;
  /** "Did you mean ...?" for a name among candidates. */
  suggest(name: string, candidates: string[], what: string): string | undefined;
  /** Every input of the calculator, in order. */
  inputs: readonly InputDefBase[];
}

/** What a kind's compilation may use. */
export interface InputCompileContext {
  /** The form's first value of another input (an option list may depend on it). */
  defaultOf(id: string): RawValue | undefined;
}

/** How a value of a kind travels in a share link (language/inputs/link.ts has the shared ones). */
export interface LinkCodec<Spec> {
  encode(value: RawValue, spec: Spec): string;
  /** The value a link's text holds, or undefined when it does not fit the input (the default stays). */
  decode(text: string, spec: Spec): RawValue | undefined;
  /** What gives a value its meaning beyond the input's id and kind: a link made before it changed is ignored. */
  meaning?(spec: Spec): { options?: string[]; columns?: string[] };
}

export interface InputKind<Def extends InputDefBase, Spec extends InputSpecBase> {
  /** One line for the schema and the README: what the kind is. */
  description: string;
  /** The keys this kind adds to the common ones (id, kind, label, help, visibleWhen, disabledWhen). */
  keys: Record<string, KeySchema>;
  required?: readonly string[];
  /** 'field': one of the fields; 'tablist': above them, switching them (they become its panel). */
  layout: 'field' | 'tablist';
  /** Build time: checks what the schema cannot, and says what type formulas see. */
  check(def: Def, context: InputCheckContext): InputValueType;
  /** Build time: what the browser needs. */
  compile(def: Def, context: InputCompileContext): Spec;
  /** How its value travels in a share link. */
  link: LinkCodec<Spec>;
  /** How its value is written where it is shown as a value ('Come si calcola': "Ora di fine: 17:00 (dato inserito)"). */
  shown(def: Def): Shown;
  /** In the browser: the value formulas see, and whether the visitor filled the field. */
  parse(raw: RawValue | undefined, spec: Spec, form: RawValues): { value: ParsedValue; filled: boolean };
  /**
   * In the browser: the field's first value when it depends on the visitor's day (a date's
   * `default: today`); `today` is undefined while the page does not know the day (the prerendered
   * HTML and its hydration). Absent: `default`.
   */
  initial?(spec: Spec, today: number | undefined): RawValue;
  /** In the browser: the value this field takes when `changed` changed (e.g. options that depend on it), if any. */
  follow?(spec: Spec, changed: string, form: RawValues): RawValue | undefined;
}

/** Declares a kind, with its definition and spec types. */
export function defineInputKind<Def extends InputDefBase, Spec extends InputSpecBase>(
  kind: InputKind<Def, Spec>,
): InputKind<Def, Spec> {
  return kind;
}

/** The common part of every spec. */
export function baseSpec<Kind extends string>(def: InputDefBase<Kind>): Omit<InputSpecBase<Kind>, 'default'> {
  return { id: def.id, kind: def.kind, label: def.label, ...(def.help !== undefined ? { help: def.help } : {}) };
}

/** The keys of `def` that are set, copied. */
export function pick<T extends object, K extends keyof T>(def: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((k) => def[k] !== undefined).map((k) => [k, def[k]])) as Partial<Pick<T, K>>;
}

/**
 * A number as an Italian visitor would type it, every digit kept, so that parseNumber reads back
 * the same number: 2.5 -> "2,5"; an exponent stays as JavaScript writes it (1.5e-7), since the
 * Italian reading takes no comma before one.
 */
export function rawNumber(value: number): string {
  const text = String(value);
  return text.includes('e') ? text : text.replace('.', ',');
}
