/** A time of day ("hh:mm"): formulas see minutes since midnight. */

import { timeFormat } from '../formats/time.ts';
import { baseSpec, defineInputKind, type InputDefBase, type InputSpecBase, pick } from './kind.ts';
import { linkText, MAX_TEXT } from './link.ts';

/** Minutes since midnight of "hh:mm", or undefined. */
export function parseTime(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

export interface TimeDef extends InputDefBase<'time'> {
  default?: string;
  unit?: string;
  empty?: number;
}

export interface TimeSpec extends InputSpecBase<'time'> {
  unit?: string;
  /** Minutes formulas see when the field is empty or not a time. */
  empty: number;
}

export const time = defineInputKind<TimeDef, TimeSpec>({
  description: 'a time of day (hh:mm); formulas see minutes since midnight',
  keys: {
    default: {
      description: 'Initial time, "hh:mm" in quotes; omit for an empty field.',
      type: 'string',
      pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    },
    unit: { description: 'Unit shown beside the field.', type: 'string' },
    empty: { description: 'Minutes formulas see when the field is empty (default 0).', type: 'number' },
  },
  layout: 'field',
  // A time the field shows: empty, or hours 0-23 and minutes 0-59 (written "09:30"); not 25:00,
  // 12:60, nor seconds (12:30:15), which the field does not show.
  link: {
    encode: linkText,
    decode: (text) => {
      if (text === '') return '';
      const minutes = text.length <= MAX_TEXT ? parseTime(text) : undefined;
      return minutes === undefined ? undefined : timeFormat.format(minutes);
    },
  },
  shown: () => ({ format: 'time' }),
  check: () => 'number',
  compile: (def) => ({ ...baseSpec(def), ...pick(def, ['unit']), empty: def.empty ?? 0, default: def.default ?? '' }),
  parse: (raw, spec) => {
    const minutes = parseTime(typeof raw === 'string' ? raw : '');
    return { value: minutes ?? spec.empty, filled: minutes !== undefined };
  },
});
