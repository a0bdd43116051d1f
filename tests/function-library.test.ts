/**
 * The formula library's two lists agree: language/functions/index.ts defines each function (its
 * signature, docs, typesetting), impls.ts exports each implementation under its formula name for
 * compiled formulas (`F.pmt(...)`), and nothing else but solveFor.
 */
import { expect, it } from 'vitest';
import * as F from '../language/functions/impls.ts';
import { formulaFunctions } from '../language/functions/index.ts';
import { solveFor } from '../language/roots.ts';

const implementations: Record<string, unknown> = F;

it('impls.ts exports every function of the library under its name, as its definition implements it', () => {
  expect(Object.keys(F).sort()).toEqual([...formulaFunctions.keys(), 'solveFor'].sort());
  for (const [name, definition] of formulaFunctions) expect(implementations[name], name).toBe(definition.impl);
  expect(F.solveFor).toBe(solveFor);
});
