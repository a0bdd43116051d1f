/**
 * The special forms of formulas, one module each (see types.ts): checked, compiled and typeset as
 * themselves. A new form is one module and one line here (and its IR in check/ir.ts).
 */
import { countOf } from './countOf.ts';
import { lastOf } from './lastOf.ts';
import { present } from './present.ts';
import { prev } from './prev.ts';
import { solve } from './solve.ts';
import { sumOf } from './sumOf.ts';
import type { FormIR, SpecialForm } from './types.ts';

// Each form is handed only the IR it owns (formOf), so the list is widened here, once.
export const specialForms = [sumOf, countOf, lastOf, present, prev, solve] as unknown as readonly SpecialForm[];

/** The form a formula calls by `name`, if it is one. */
export const formNamed = (name: string): SpecialForm | undefined => specialForms.find((f) => f.name === name);

/** The form that made `ir`. */
export function formOf(ir: FormIR): SpecialForm {
  const form = specialForms.find((f) => f.owns(ir));
  if (!form) throw new Error(`No special form owns the IR "${ir.k}".`);
  return form;
}
