/**
 * 'Come si calcola': what a generated explanation module (src/generated/explanations/<id>.ts)
 * calls to put the visitor's values into MathML (language/markup.ts) and to let functions explain
 * themselves (each function's `explain`, in its language module), and the steps of the case that
 * applied and the row a lookup chose. Loaded with that module, after first paint.
 */

import { formulaFunctions } from '../../language/functions/index.ts';
import { escapeText } from '../../language/markup.ts';
import type { Scalar, Shown } from '../../language/spec.ts';

export { mnOf } from '../../language/markup.ts';

/** A function's own steps ('Come si calcola' of brackets: band by band), from its language module; none if it has none. */
export function functionSteps(name: string, args: unknown[], shown: Shown): string[] {
  return formulaFunctions.get(name)?.explain?.(args as never, shown) ?? [];
}

/** A call of a function of the file (functions:): `math`, its definition with the values put in and its value. */
export function userFunctionStep(fnName: string, math: string): string {
  return `Funzione «${escapeText(fnName)}»: ${math}`;
}

/** A case split: which case applied, and why. `condition` is the condition typeset. */
export function caseStep(holds: boolean, condition: string): string {
  return holds
    ? `Si applica il primo caso, perché vale ${condition}`
    : `Si applica il caso «altrimenti», perché non vale ${condition}`;
}

/** A lookup: the row it chose. */
export function lookupStep(table: string, key: Scalar): string {
  return escapeText(`Riga scelta della tabella «${table}»: ${String(key)}`);
}
