/**
 * The formula library's two lists agree: language/functions/index.ts defines each function (its
 * signature, docs, typesetting), impls.ts names the module that implements it, where compiled
 * formulas import it from, and that module exports it under its formula name, as the definition
 * implements it (solve()'s solveFor too).
 */
import { expect, it } from 'vitest';
import { IMPLEMENTED_IN } from '../language/functions/impls.ts';
import { formulaFunctions } from '../language/functions/index.ts';
import { solveFor } from '../language/roots.ts';

const modules = import.meta.glob<Record<string, unknown>>('../language/**/*.ts');

it('impls.ts names, for every function of the library and nothing else, a module that exports its implementation', async () => {
  expect(Object.keys(IMPLEMENTED_IN).sort()).toEqual([...formulaFunctions.keys(), 'solveFor'].sort());
  const implementation = async (name: string) => (await modules[`../language/${IMPLEMENTED_IN[name]}.ts`]!())[name];
  for (const [name, definition] of formulaFunctions) expect(await implementation(name), name).toBe(definition.impl);
  expect(await implementation('solveFor')).toBe(solveFor);
  // Implementations only: none of those modules imports markup, typesetting or formats.
  for (const module of new Set(Object.values(IMPLEMENTED_IN)))
    expect(Object.keys(await modules[`../language/${module}.ts`]!()).join(' '), module).not.toMatch(
      /Function\b|typeset/,
    );
});
