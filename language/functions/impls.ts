/**
 * What compiled formulas call, `import * as F` then `F.pmt(...)`: each formula function's
 * implementation (./impl/, modules the definitions share with no page) under its formula name (index.ts lists the definitions; tests/functions.test.ts
 * checks the two agree), and `solveFor`, what the special form solve() compiles to
 * (language/roots.ts). Only implementations: a calculator's module keeps just the ones it calls,
 * and none of the definitions' docs, typesetting or explanations.
 */
export { solveFor } from '../roots.ts';
export { brackets } from './impl/brackets.ts';
export { addDays, addMonths, date, day, daysBetween, easter, month, today, weekday, year } from './impl/calendar.ts';
export { clamp } from './impl/clamp.ts';
export { finite } from './impl/finite.ts';
export { mod } from './impl/mod.ts';
export { npv } from './impl/npv.ts';
export { pmt } from './impl/pmt.ts';
export { irr, rate } from './impl/rates.ts';
export { round } from './impl/round.ts';
export { workingDaysBetween } from './impl/working-days.ts';

export const { abs, sqrt, exp, log, log10, pow, floor, ceil, min, max } = Math;
