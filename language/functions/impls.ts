/**
 * Where each formula function's implementation is: the module (from language/) that exports it
 * under its formula name, a file of ./impl/ with no docs, typesetting or explanations; and solve()'s
 * `solveFor`. Compiled formulas import each function they call from its module
 * (generator/compile/expression.ts, functionImports), so a page loads the files of those functions
 * only. tests/function-library.test.ts checks this list against the definitions (index.ts).
 */
export const IMPLEMENTED_IN: Readonly<Record<string, string>> = {
  abs: 'functions/impl/math',
  sqrt: 'functions/impl/math',
  exp: 'functions/impl/math',
  log: 'functions/impl/math',
  log10: 'functions/impl/math',
  pow: 'functions/impl/math',
  floor: 'functions/impl/math',
  ceil: 'functions/impl/math',
  min: 'functions/impl/math',
  max: 'functions/impl/math',
  round: 'functions/impl/round',
  mod: 'functions/impl/mod',
  clamp: 'functions/impl/clamp',
  finite: 'functions/impl/finite',
  pmt: 'functions/impl/pmt',
  brackets: 'functions/impl/brackets',
  npv: 'functions/impl/npv',
  irr: 'functions/impl/rates',
  rate: 'functions/impl/rates',
  today: 'functions/impl/calendar',
  date: 'functions/impl/calendar',
  year: 'functions/impl/calendar',
  month: 'functions/impl/calendar',
  day: 'functions/impl/calendar',
  weekday: 'functions/impl/calendar',
  addDays: 'functions/impl/calendar',
  addMonths: 'functions/impl/calendar',
  daysBetween: 'functions/impl/calendar',
  easter: 'functions/impl/calendar',
  workingDaysBetween: 'functions/impl/working-days',
  solveFor: 'roots',
};
