/**
 * What a special form is: a word of formulas that reads what a function cannot (a rows input or a
 * series, an input's name, the row before), so it is checked and compiled as itself, not called.
 * One module each owns its check, its compiled code, its typesetting and its reference
 * implementation on mathjs (the bench's oracle); `index.ts` lists them.
 */
import type { MathNode } from 'mathjs';
import type { CheckedFormula, Fail } from '../check/formula.ts';
import type { IR } from '../check/ir.ts';
import type { Scope } from '../check/scope.ts';
import type { Code } from '../compile/code.ts';
import type { MathPart } from '../compile/math-parts.ts';

/** The IR the special forms make. */
export type FormIR = Extract<IR, { k: 'aggregate' | 'present' | 'prev' | 'solve' }>;

/** What a form's check may use: the names in scope, how to fail, and the check of an argument. */
export interface FormCheck {
  scope: Scope;
  fail: Fail;
  sub: (node: MathNode, scope?: Scope) => CheckedFormula;
}

/** What a form's reference implementation reads, as the bench evaluates a file with mathjs. */
export interface OracleContext {
  evaluate(node: MathNode, scope: Map<string, unknown>): unknown;
  /** The row of the series built so far before this one (undefined on the first row). */
  previousRow(): Record<string, unknown> | undefined;
  /** Which inputs the visitor filled. */
  filled(): Record<string, boolean>;
}

export interface SpecialForm<Node extends FormIR = FormIR> {
  name: string;
  /** One line for the language reference. */
  doc: string;
  example: string;
  /** Arguments that name something (a column, an input) rather than read a value. */
  namesArgs?: readonly number[];
  /** Whether `ir` is this form's. */
  owns(ir: FormIR): ir is Node;
  check(args: readonly MathNode[], context: FormCheck): CheckedFormula;
  /** Its JavaScript, given how an argument's IR compiles. */
  compile(ir: Node, toJs: (ir: IR) => Code): Code;
  /** Its MathML parts, given an argument's: a textbook formula, or an Italian phrase (never name(a, b)). */
  typeset(ir: Node, mathParts: (ir: IR) => MathPart[]): MathPart[];
  /** Its typesetting is more than one term (a phrase): inside an operation it goes in brackets. */
  loose?: true;
  /** mathjs' function of the same name, with its arguments unevaluated (`rawArgs`). */
  oracle(context: OracleContext): (args: MathNode[], math: unknown, scope: Map<string, unknown>) => unknown;
}

/** Declares a special form. */
export const defineForm = <Node extends FormIR>(form: SpecialForm<Node>): SpecialForm<Node> => form;
