/** A calendar date (the browser's date picker): formulas see a day number (language/dates.ts). */
import { isoDate, parseDate } from '../dates.ts';
import { baseSpec, defineInputKind, type InputDefBase, type InputSpecBase } from './kind.ts';
import { textLink } from './link.ts';

export interface DateDef extends InputDefBase<'date'> {
  /** "2026-01-15", "15/01/2026", or `today` (the visitor's day); so are `min` and `max`. */
  default?: string;
  min?: string;
  max?: string;
  empty?: number;
}

export interface DateSpec extends InputSpecBase<'date'> {
  /** ISO dates, or `today` (the visitor's day: pickerBound), for the picker. */
  min?: string;
  max?: string;
  /** The day number formulas see when the field is empty or not a date. */
  empty: number;
  /** `default: today`: the field starts at the visitor's day (`default` is then empty: the prerendered page does not know it). */
  today?: true;
}

const DATE_PATTERN = '^(\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{4})$';
/** A default or a bound may also be the visitor's day. */
const TODAY = 'today';
const DAY_PATTERN = `^(${TODAY}|${DATE_PATTERN.slice(2, -2)})$`;
const iso = (text: string | undefined) => {
  const days = text === undefined ? undefined : parseDate(text);
  return days === undefined ? undefined : isoDate(days);
};

export const date = defineInputKind<DateDef, DateSpec>({
  description: 'a calendar date (the date picker; "2026-01-15" or "15/01/2026" in the file); formulas see a day number',
  keys: {
    default: {
      description:
        'Initial date, "2026-01-15" or "15/01/2026" in quotes, or today (the visitor\'s day); omit for an empty field.',
      type: 'string',
      pattern: DAY_PATTERN,
    },
    min: { description: 'The earliest date the picker offers, or today.', type: 'string', pattern: DAY_PATTERN },
    max: { description: 'The latest date the picker offers, or today.', type: 'string', pattern: DAY_PATTERN },
    empty: {
      description: 'Day number formulas see when the field is empty (default 0, 1 January 1970).',
      type: 'number',
    },
  },
  layout: 'field',
  link: textLink,
  shown: () => ({ format: 'date' }),
  check: (def, context) => {
    for (const key of ['default', 'min', 'max'] as const) {
      const text = def[key];
      if (text !== undefined && text !== TODAY && parseDate(text) === undefined)
        context.report(
          [key],
          'invalid-value',
          `"${text}" is not a date of the calendar.`,
          'Write an existing day: "2026-01-15" or "15/01/2026".',
        );
    }
    return 'number';
  },
  compile: (def) => {
    const bound = (text: string | undefined) => (text === TODAY ? TODAY : iso(text));
    const bounds = Object.fromEntries(
      (['min', 'max'] as const).flatMap((key) => (bound(def[key]) ? [[key, bound(def[key])]] : [])),
    );
    const today = def.default === TODAY ? { today: true as const } : {};
    return { ...baseSpec(def), ...bounds, empty: def.empty ?? 0, default: iso(def.default) ?? '', ...today };
  },
  initial: (spec, today) => (spec.today && today !== undefined ? isoDate(today) : spec.default),
  parse: (raw, spec) => {
    const days = typeof raw === 'string' ? parseDate(raw) : undefined;
    return { value: days ?? spec.empty, filled: days !== undefined };
  },
});

/** A picker's bound as the field writes it: the ISO date, or the visitor's `today` (none while the page does not know it). */
export function pickerBound(bound: string | undefined, today: number | undefined): string | undefined {
  if (bound !== TODAY) return bound;
  return today === undefined ? undefined : isoDate(today);
}
