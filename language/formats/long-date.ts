import { calendarDate } from '../dates.ts';
import { defineFormat } from './format.ts';
import { NOT_AVAILABLE } from './intl.ts';

/** The 12 names, made on first use: an Intl date format costs a phone milliseconds to make. */
let names: string[] | undefined;

function monthNames(): string[] {
  const format = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2024, m, 1)));
}

/** A day number (language/dates.ts) as an Italian date in words: 20468 -> "15 gennaio 2026". */
function longDate(value: number): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  const [y, m, d] = calendarDate(value);
  names ??= monthNames();
  return `${d} ${names[m - 1]} ${y}`;
}

export const longDateFormat = defineFormat({
  description: 'a day number as an Italian date in words: 15 gennaio 2026',
  format: longDate,
  sum: false,
  decimals: 0,
});
