/**
 * Working days between two days (day numbers, language/dates.ts): Monday to Friday, less the
 * Italian national holidays and, if given, a patron saint's day.
 */
import { calendarDate, dayNumber } from '../../dates.ts';
import { easter } from './calendar.ts';

interface Holiday {
  name: string;
  month: number;
  day: number;
  /** The first year it is a holiday (a dated rule); none: every year counted. */
  from?: number;
}

/**
 * The national holidays on a fixed date: Legge 27 maggio 1949 n. 260, art. 2, as in force since
 * 2001 (Epiphany again from 1986, 2 June again from 2001); earlier years are counted by the same
 * list. 4 October: Legge 8 ottobre 2025 n. 151 (G.U. n. 236 del 10/10/2025), art. 1, in force from
 * 1 January 2026. Easter Monday moves with Easter: see `holidaysOf`.
 */
const FIXED_HOLIDAYS: readonly Holiday[] = [
  { name: 'Capodanno', month: 1, day: 1 },
  { name: 'Epifania', month: 1, day: 6 },
  { name: 'Festa della Liberazione', month: 4, day: 25 },
  { name: 'Festa del lavoro', month: 5, day: 1 },
  { name: 'Festa della Repubblica', month: 6, day: 2 },
  { name: 'Ferragosto', month: 8, day: 15 },
  { name: "San Francesco d'Assisi", month: 10, day: 4, from: 2026 },
  { name: 'Ognissanti', month: 11, day: 1 },
  { name: 'Immacolata Concezione', month: 12, day: 8 },
  { name: 'Natale', month: 12, day: 25 },
  { name: 'Santo Stefano', month: 12, day: 26 },
];

/** 1 (Monday) to 7 (Sunday); day 0, 1 January 1970, was a Thursday. */
const weekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** The holidays of `year` as [day number, name], each day once (a patron's day on a national holiday counts once). */
function holidaysOf(year: number, patron: number): Map<number, string> {
  const days = new Map<number, string>();
  for (const h of FIXED_HOLIDAYS)
    if (h.from === undefined || year >= h.from) days.set(dayNumber(year, h.month, h.day)!, h.name);
  const easterMonday = easter(year) + 1;
  if (Number.isFinite(easterMonday) && !days.has(easterMonday)) days.set(easterMonday, "Lunedì dell'Angelo");
  const patronDay = patron ? dayNumber(year, Math.floor(patron / 100), patron % 100) : undefined;
  if (patronDay !== undefined && !days.has(patronDay)) days.set(patronDay, 'Santo patrono');
  return days;
}

/** The holidays from `first` to `last` (first <= last) that fall Monday to Friday, in order. */
export function weekdayHolidays(first: number, last: number, patron: number): [number, string][] {
  const found: [number, string][] = [];
  for (let year = calendarDate(first)[0]; year <= calendarDate(last)[0]; year++)
    for (const [day, name] of holidaysOf(year, patron))
      if (day >= first && day <= last && weekday(day) <= 5) found.push([day, name]);
  return found.sort(([a], [b]) => a - b);
}

/** Monday to Friday from `first` to `last`, both included (first <= last). */
export function weekdays(first: number, last: number): number {
  const days = last - first + 1;
  let count = Math.floor(days / 7) * 5;
  for (let day = first + Math.floor(days / 7) * 7; day <= last; day++) if (weekday(day) <= 5) count++;
  return count;
}

/** A patron's day written month × 100 + day (624 = 24 June), 0 for none; undefined when it is no day of the calendar. */
function patronOf(patron: number): number | undefined {
  if (patron === 0) return 0;
  return Number.isInteger(patron) && dayNumber(2024, Math.floor(patron / 100), patron % 100) !== undefined
    ? patron
    : undefined;
}

/** The days of a call, ordered, or undefined when the call gives N/D. */
export function range(a: number, b: number, patron: number) {
  const p = patronOf(patron);
  if (!Number.isFinite(a) || !Number.isFinite(b) || p === undefined) return undefined;
  const [first, last] = a <= b ? [Math.floor(a), Math.floor(b)] : [Math.floor(b), Math.floor(a)];
  if (!Number.isFinite(calendarDate(first)[0]) || !Number.isFinite(calendarDate(last)[0])) return undefined;
  return { first, last, patron: p, sign: a <= b ? 1 : -1 };
}

/** The working days from `a` to `b`, both included; negative when `b` comes before `a`. */
export function workingDaysBetween(a: number, b: number, patron = 0): number {
  const r = range(a, b, patron);
  if (!r) return Number.NaN;
  return r.sign * (weekdays(r.first, r.last) - weekdayHolidays(r.first, r.last, r.patron).length);
}
