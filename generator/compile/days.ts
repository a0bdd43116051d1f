/**
 * Which formulas give a day (language/dates.ts: a day number), so that 'Come si calcola' writes
 * their values as dates (15/01/2026), not as the count of days since 1970.
 */
import { formulaFunctions } from '../../language/functions/index.ts';
import type { IR } from '../check/ir.ts';
import type { ScalarRef } from '../check/scope.ts';

/**
 * Whether `ir` is a day: a date input, a function that gives a day (`day: true`: date, addDays...),
 * a day plus or minus a number (a day minus a day is a number of days), either branch of a
 * condition both days, the least or greatest of days. `refIsDay` answers for the names it reads.
 */
export function isDay(ir: IR, refIsDay: (ref: ScalarRef) => boolean): boolean {
  const day = (x: IR) => isDay(x, refIsDay);
  switch (ir.k) {
    case 'ref':
      return refIsDay(ir.ref);
    case 'call':
      if (formulaFunctions.get(ir.fn)?.day) return true;
      return (ir.fn === 'min' || ir.fn === 'max') && ir.args.length > 0 && ir.args.every(day);
    case 'binary':
      if (ir.op === '+') return day(ir.a) !== day(ir.b);
      return ir.op === '-' && day(ir.a) && !day(ir.b);
    case 'cond':
      return day(ir.a) && day(ir.b);
    default:
      return false;
  }
}
