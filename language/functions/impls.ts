/**
 * What compiled formulas call, `import * as F` then `F.pmt(...)`: each formula function's
 * implementation under its formula name (index.ts lists the definitions; tests/functions.test.ts
 * checks the two agree), and `solveFor`, what the special form solve() compiles to
 * (language/roots.ts). Only implementations: a calculator's module keeps just the ones it calls,
 * and none of the definitions' docs, typesetting or explanations.
 */
export { solveFor } from '../roots.ts';
export { brackets } from './brackets.ts';
export { addDays, addMonths, date, day, daysBetween, easter, month, today, weekday, year } from './calendar.ts';
export { clamp } from './clamp.ts';
export { finite } from './finite.ts';
export { mod } from './mod.ts';
export { npv } from './npv.ts';
export { pmt } from './pmt.ts';
export { irr, rate } from './rates.ts';
export { round } from './round.ts';
export { workingDaysBetween } from './working-days.ts';

export const { abs, sqrt, exp, log, log10, pow, floor, ceil, min, max } = Math;
