import type { Shown } from '../formats/index.ts';
import type { Parts, TypesetArgs } from './typesetting.ts';

/** How a parameter is written in formulas: a number, a text, or a literal list such as [15000, 28000]. */
export type ParamKind = 'number' | 'text' | 'list';

/** What runs in the browser: numbers, texts and lists in, a number, a text or yes/no out. */
export type Implementation = (...args: never[]) => number | string | boolean;

/** A function formulas may call. `params` drive the generator's checks; `impl` runs in the browser. */
export interface FormulaFunction<Name extends string = string, Impl extends Implementation = Implementation> {
  name: Name;
  /** 'number', 'text' or 'list' (a literal list such as [15000, 28000]), in the order of `impl`'s parameters. */
  params: readonly ParamKind[];
  /** How many trailing params may be left out. */
  optional?: number;
  /** The last param may repeat. */
  variadic?: boolean;
  returns: 'number' | 'text' | 'boolean';
  /** One line for the language reference (docs/language.md). */
  doc: string;
  example: string;
  impl: Impl;
  /** true: it reads the visitor's clock (today()): the page computes it only once it knows the visitor's day. */
  clock?: boolean;
  /** true: it gives a day (a day number, language/dates.ts), which 'Come si calcola' writes as a date. */
  day?: boolean;
  /**
   * How 'Come si calcola' writes a call (every function decides, docs/language.md lists them): its
   * textbook formula with the arguments in place (pmt: C × i / (1 − (1 + i)^−n), sqrt as a root
   * sign) or, where there is none, an Italian phrase with them ('il maggiore tra a e b'); never
   * name(a, b). See ./typesetting.ts.
   */
  typeset: <Part>(args: TypesetArgs<Part>) => Parts<Part>;
  /** Its typesetting is more than one term (a sum, a phrase): inside an operation it goes in brackets. */
  loose?: true;
  /** How a call worked out with the visitor's values: markup of text and `<math>`, one item per step ('Come si calcola'). */
  explain?: (args: Parameters<Impl>, shown: Shown) => string[];
}

/** The kind of each parameter of `Impl`: 'number' where it takes a number, 'text' where a text, 'list' where a list. */
type ParamKinds<Impl extends Implementation> = KindsOf<Parameters<Impl>>;
type KindsOf<Params extends readonly unknown[]> = {
  [K in keyof Params]: number extends Params[K]
    ? 'number'
    : string extends Params[K]
      ? 'text'
      : readonly number[] extends Params[K]
        ? 'list'
        : never;
};
type ReturnKind<Impl extends Implementation> =
  ReturnType<Impl> extends number ? 'number' : ReturnType<Impl> extends string ? 'text' : 'boolean';

/**
 * A formula function, whose `params` and `returns` must say what its implementation takes and
 * gives (a mismatch does not typecheck), and whose name and implementation's type are kept:
 *
 *   export const clampFunction = formulaFunction({ name: 'clamp', params: ['number', 'number', 'number'], returns: 'number', ... impl: clamp });
 *
 * It has no side effects (the annotation tells the bundler): a page that calls only `clamp`
 * (from functions/impl/, as impls.ts says) keeps none of the definition (its docs, typesetting and explanations).
 */
/* @__NO_SIDE_EFFECTS__ */
export function formulaFunction<Name extends string, Impl extends Implementation>(
  definition: FormulaFunction<Name, Impl> & { params: ParamKinds<Impl>; returns: ReturnKind<Impl> },
): FormulaFunction<Name, Impl> {
  return definition;
}
