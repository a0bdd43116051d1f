/**
 * Calendar dates as formulas see them: a day number, the days since 1 January 1970 (UTC, so a day
 * is always 24 hours and two dates subtract to the days between them). Written ISO in files and
 * links ("2026-01-15"); visitors may also type the Italian "15/01/2026".
 */

const DAY = 86_400_000;

/** The day number of a calendar date, or undefined when there is no such day (31/02). */
export function dayNumber(year: number, month: number, day: number): number | undefined {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (year < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return time / DAY;
}

/** The day number of "2026-01-15" or "15/01/2026" (also 15-1-2026, 15.01.2026), or undefined. */
export function parseDate(text: string): number | undefined {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (iso) return dayNumber(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const italian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  return italian ? dayNumber(Number(italian[3]), Number(italian[2]), Number(italian[1])) : undefined;
}

/** The day an example fixes (`today:` in a file's example), while it runs. */
let fixedDay: number | undefined;

/**
 * The visitor's day: the calendar date where the browser is (its time zone), not UTC's, so a page
 * opened at 00:30 in Italy gives that day, not the day before. Node's clock and time zone at build
 * time, so the prerendered page never computes with it (src/renderer/useToday.ts).
 */
export function todayNumber(): number {
  if (fixedDay !== undefined) return fixedDay;
  const now = new Date();
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY;
}

/** Runs `run` with the visitor's day fixed at `day` (undefined: the clock's), as an example says. */
export function onDay<T>(day: number | undefined, run: () => T): T {
  const before = fixedDay;
  fixedDay = day;
  try {
    return run();
  } finally {
    fixedDay = before;
  }
}

/** [year, month 1-12, day 1-31] of a day number. */
export function calendarDate(days: number): [number, number, number] {
  const date = new Date(Math.round(days) * DAY);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** A day number as ISO "2026-01-15" (the native date field's value, files and links). */
export function isoDate(days: number): string {
  const [y, m, d] = calendarDate(days);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
