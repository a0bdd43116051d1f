/**
 * Calendar functions on day numbers (language/dates.ts: days since 1 January 1970, what a `date`
 * input gives formulas). A day that is not a whole number, or not finite, gives N/D.
 */
import { calendarDate, dayNumber, todayNumber } from '../../dates.ts';

/** The parts of day `d`, or NaN when `d` is not a day. */
const parts = (d: number): [number, number, number] =>
  Number.isFinite(d) ? calendarDate(Math.floor(d)) : [Number.NaN, Number.NaN, Number.NaN];

/** The day number of year-month-day; a month or day past its end rolls over, as in a calendar count (date(2026, 13, 1) = 1 January 2027). */
export function date(year: number, month: number, day: number): number {
  if (![year, month, day].every(Number.isFinite)) return Number.NaN;
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** `months` calendar months after `d`; the end of a shorter month when the day does not exist there (31 January + 1 month = 28 or 29 February). */
export function addMonths(d: number, months: number): number {
  const [y, m, day] = parts(d);
  if (!Number.isFinite(y) || !Number.isFinite(months)) return Number.NaN;
  const first = new Date(Date.UTC(y, m - 1 + Math.trunc(months), 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return dayNumber(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(day, lastDay)) ?? Number.NaN;
}

/** Easter Sunday of `year` (Gregorian calendar, the anonymous algorithm of Meeus/Jones/Butcher). */
export function easter(year: number): number {
  if (!Number.isInteger(year) || year < 1583) return Number.NaN;
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return date(year, month, day);
}

/** The visitor's day. */
export const today = (): number => todayNumber();
export const year = (d: number): number => parts(d)[0];
export const month = (d: number): number => parts(d)[1];
export const day = (d: number): number => parts(d)[2];
/** 1 (lunedì) to 7 (domenica): 1 January 1970, day 0, was a Thursday (4). */
export const weekday = (d: number): number =>
  Number.isFinite(d) ? ((((Math.floor(d) + 3) % 7) + 7) % 7) + 1 : Number.NaN;
export const addDays = (d: number, n: number): number => Math.floor(d) + Math.trunc(n);
export const daysBetween = (a: number, b: number): number => Math.floor(b) - Math.floor(a);
