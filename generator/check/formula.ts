/** A formula once checked, and how a check fails: shared by the formula checker and the special forms (generator/forms/). */
import type { DiagnosticCode } from '../../language/diagnostics.ts';
import type { IR } from './ir.ts';
import type { Type } from './scope.ts';

export interface CheckedFormula {
  ir: IR;
  type: Type;
}

/** Reports a problem at `token` (the text it underlines) and stops the check of this formula. */
export type Fail = (code: DiagnosticCode, message: string, hint: string | undefined, token?: string) => never;
