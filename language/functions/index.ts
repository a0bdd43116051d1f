/**
 * The formula function library: one file per function (or family), listed here.
 * Adding a function = one file + one line below; the generator learns its signature from here.
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
import type { FormulaFunction, Implementation } from './types.ts';
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
];

export const formulaFunctions: ReadonlyMap<string, FormulaFunction> = new Map(
  all.map((f, i) => {
    if (all.findIndex((g) => g.name === f.name) !== i)
      throw new Error(`Formula function "${f.name}" is registered twice.`);
    return [f.name, f];
  }),
);

/** Each function's implementation under its name, with its own type. */
export type Functions<List extends readonly FormulaFunction<string, Implementation>[]> = {
  [Entry in List[number] as Entry['name']]: Entry['impl'];
};

function byName<const List extends readonly FormulaFunction<string, Implementation>[]>(list: List): Functions<List> {
  // Object.fromEntries cannot know the keys; they are the names of `list`, as Functions says.
  return Object.fromEntries(list.map((f) => [f.name, f.impl])) as Functions<List>;
}

/**
 * What compiled formulas call: F.name(...args), each typed as its implementation; and
 * F.solveFor, what the special form solve() compiles to (language/roots.ts).
 */
export const F = { ...byName(all), solveFor };
