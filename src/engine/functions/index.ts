/**
 * The formula function library: one file per function (or family), listed here.
 * Adding a function = one file + one line below; the generator learns its signature from here.
 */
import { bracketsFunction } from './brackets.ts';
import { clampFunction } from './clamp.ts';
import { finiteFunction } from './finite.ts';
import { mathFunctions } from './math.ts';
import { modFunction } from './mod.ts';
import { pmtFunction } from './pmt.ts';
import { roundFunction } from './round.ts';
import type { FormulaFunction } from './types.ts';

export type { FormulaFunction } from './types.ts';

const all: FormulaFunction[] = [
  // arithmetic
  ...mathFunctions,
  roundFunction,
  modFunction,
  clampFunction,
  finiteFunction,
  // finance
  pmtFunction,
  bracketsFunction,
];

export const formulaFunctions: ReadonlyMap<string, FormulaFunction> = new Map(
  all.map((f, i) => {
    if (all.findIndex((g) => g.name === f.name) !== i) throw new Error(`Formula function "${f.name}" is registered twice.`);
    return [f.name, f];
  }),
);

/** What compiled formulas call: F.name(...args). */
// biome-ignore lint/suspicious/noExplicitAny: compiled formulas use each result as the number or condition that the generator's type checker proved it to be.
export const F: Record<string, (...args: any[]) => any> = Object.fromEntries(all.map((f) => [f.name, f.impl]));
