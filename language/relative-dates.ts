/**
 * Days counted from the visitor's day, as a date input's `default`, `min` and `max` (and an
 * example's date) may write them: `today`, `today - 10 weeks`, `today + 30 days`,
 * `today - 6 months`, `start of year`, `end of month + 1 year`. The grammar:
 *
 *   day    = anchor [ ("+" | "-") count unit ]
 *   anchor = "today" | "start of month" | "end of month" | "start of year" | "end of year"
 *   count  = a whole number in digits, 0 to 999
 *   unit   = "day" | "days" | "week" | "weeks" | "month" | "months" | "year" | "years"
 *
 * Spaces between the words are free (`today-10 weeks` too), letters may be capitals; the compiled
 * spec holds the form written here (`relativeDateText`). A week is 7 days; months and years move as
 * addMonths does: to the same day of the month, or that month's last when it has no such day
 * (31 March - 1 month = 28 or 29 February; 29 February 2028 + 1 year = 28 February 2029).
 */
import { calendarDate } from './dates.ts';
import { addMonths, date } from './functions/impl/calendar.ts';

export type Anchor = 'today' | 'start of month' | 'end of month' | 'start of year' | 'end of year';
export type Unit = 'day' | 'week' | 'month' | 'year';

/** A day counted from the visitor's: its anchor moved by `count` units (negative: back). */
export interface RelativeDate {
  anchor: Anchor;
  count: number;
  unit: Unit;
}

/** The accepted forms, for hints and the schema's descriptions. */
export const RELATIVE_FORMS =
  'today, today - 10 weeks, today + 30 days, today - 6 months, today - 1 year (days, weeks, months or years, up to 999), start of month, end of month, start of year, end of year (these too with + or -: start of year + 1 month)';

const FORM = /^(today|(?:start|end) of (?:month|year))(?: ?([+\-−–]) ?(\d{1,3}) ?(day|week|month|year)s?)?$/;

/** The day `text` counts from the visitor's, or undefined when it is no such form (a date, `yesterday`, `today - ten weeks`). */
export function parseRelativeDate(text: string): RelativeDate | undefined {
  const match = FORM.exec(text.trim().toLowerCase().replace(/\s+/g, ' '));
  if (!match) return undefined;
  const [, anchor, sign, count, unit] = match;
  if (count === undefined) return { anchor: anchor as Anchor, count: 0, unit: 'day' };
  const n = Number(count);
  return { anchor: anchor as Anchor, count: sign === '+' ? n : -n, unit: unit as Unit };
}

/** Whether `text` is a day counted from the visitor's (not a date of the calendar). */
export const isRelativeDate = (text: string | undefined): boolean =>
  text !== undefined && parseRelativeDate(text) !== undefined;

/** The form as the spec holds it: `today - 10 weeks`, `today + 1 day`, `start of year`. */
export function relativeDateText({ anchor, count, unit }: RelativeDate): string {
  if (count === 0) return anchor;
  const n = Math.abs(count);
  return `${anchor} ${count < 0 ? '-' : '+'} ${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The day number of `relative` when the visitor's day is `today` (a day number). */
export function resolveRelativeDate({ anchor, count, unit }: RelativeDate, today: number): number {
  const [year, month] = calendarDate(today);
  const from = {
    today,
    'start of month': date(year, month, 1),
    'end of month': date(year, month + 1, 0),
    'start of year': date(year, 1, 1),
    'end of year': date(year, 12, 31),
  }[anchor];
  if (unit === 'day') return from + count;
  if (unit === 'week') return from + 7 * count;
  return addMonths(from, unit === 'month' ? count : 12 * count);
}

/** The day of a relative form's text on the visitor's day `today`, or undefined when it is no such form. */
export function relativeDay(text: string, today: number): number | undefined {
  const relative = parseRelativeDate(text);
  return relative === undefined ? undefined : resolveRelativeDate(relative, today);
}
