import { calendarDate } from '../dates.ts';
import { defineFormat } from './format.ts';
import { NOT_AVAILABLE } from './intl.ts';

/** A day number (language/dates.ts) as an Italian date: 20468 -> "15/01/2026". */
function date(value: number): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  const [y, m, d] = calendarDate(value);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

export const dateFormat = defineFormat({
  description: 'a day number as an Italian date: 15/01/2026',
  format: date,
  sum: false,
  decimals: 0,
});
