/** A function formulas may call. `params` drive the generator's checks; `impl` runs in the browser. */
export interface FormulaFunction {
  name: string;
  /** 'number' or 'list' (a literal list such as [15000, 28000]). */
  params: ('number' | 'list')[];
  /** How many trailing params may be left out. */
  optional?: number;
  /** The last param may repeat. */
  variadic?: boolean;
  returns: 'number' | 'boolean';
  /** One line for the README's reference. */
  doc: string;
  example: string;
  // Implementations take numbers and lists in the order of `params`; the generator checks the calls.
  // A method signature, so that each implementation declares its own parameter types.
  impl(...args: unknown[]): number | boolean;
}
