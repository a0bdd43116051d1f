/**
 * The formula function library: one file per function (or family), listed here, with its
 * implementation in ./impl/ (the same name: no markup, typesetting or formats there), which
 * impls.ts names for compiled formulas. Adding a function = its definition here + its
 * implementation in ./impl/ + one line below + one in impls.ts; the generator learns its signature
 * from here.
 */
import { solveFor } from '../roots.ts';

import { bracketsFunction } from './brackets.ts';
import { calendarFunctions } from './calendar.ts';
import { clampFunction } from './clamp.ts';
import { finiteFunction } from './finite.ts';
import { mathFunctions } from './math.ts';
import { modFunction } from './mod.ts';
import { npvFunction } from './npv.ts';
import { pmtFunction } from './pmt.ts';
import { irrFunction, rateFunction } from './rates.ts';
import { roundFunction } from './round.ts';
import { textFunctions } from './text.ts';
import type { FormulaFunction } from './types.ts';
import { workingDaysFunction } from './working-days.ts';

export type { FormulaFunction } from './types.ts';

const all = [
  // arithmetic
  ...mathFunctions,
  roundFunction,
  modFunction,
  clampFunction,
  finiteFunction,
  // finance
  pmtFunction,
  bracketsFunction,
  npvFunction,
  irrFunction,
  rateFunction,
  // calendar (day numbers: language/dates.ts)
  ...calendarFunctions,
  workingDaysFunction,
  // texts
  ...textFunctions,
];

export const formulaFunctions: ReadonlyMap<string, FormulaFunction> = new Map(
  all.map((f, i) => {
    if (all.findIndex((g) => g.name === f.name) !== i)
      throw new Error(`Formula function "${f.name}" is registered twice.`);
    return [f.name, f];
  }),
);

/**
 * Every implementation under its formula name, and solveFor: what a compiled module's imports of
 * the library give it, for those that load one without a bundler (the tests, the studio).
 */
export const implementations: Readonly<Record<string, unknown>> = {
  ...Object.fromEntries(all.map((f) => [f.name, f.impl])),
  solveFor,
};
