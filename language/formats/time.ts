import { defineFormat } from './format.ts';
import { NOT_AVAILABLE } from './intl.ts';

/** Minutes since midnight as a time of day (hh:mm, wrapping past midnight): 1020 -> "17:00". */
function time(value: number): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  const minutes = ((Math.round(value) % 1440) + 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const timeFormat = defineFormat({
  description: 'minutes since midnight as a time of day: 17:00',
  format: time,
  sum: false,
  decimals: 0,
});
