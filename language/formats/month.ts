import { defineFormat } from './format.ts';
import { NOT_AVAILABLE } from './intl.ts';

/** The 12 names, made on first use: an Intl date format costs a phone milliseconds to make. */
let names: string[] | undefined;

function monthNames(): string[] {
  const format = new Intl.DateTimeFormat('it-IT', { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => {
    const name = format.format(Date.UTC(2024, m, 1));
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}

/** Italian short month name of month 1-12 (wrapping): 1 -> "Gen"; 'N/D' for no number. */
export function month(value: number): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  names ??= monthNames();
  return names[(((Math.round(value) - 1) % 12) + 12) % 12]!;
}

export const monthFormat = defineFormat({
  description: 'a month number 1-12 as its short Italian name (Gen...); a template helper only',
  format: month,
  sum: false,
  result: false,
});
