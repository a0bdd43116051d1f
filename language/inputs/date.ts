/** A calendar date (the browser's date picker): formulas see a day number (language/dates.ts). */
import { calendarDate, isoDate, parseDate, todayNumber } from '../dates.ts';
import { baseSpec, defineInputKind, type InputDefBase, type InputSpecBase, type LinkCodec } from './kind.ts';
import { linkText, MAX_TEXT } from './link.ts';

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

/**
 * The years a link's date may have: the four digits of the field's ISO value ("2026-01-15"), from
 * 1000: no calculation reads an earlier year, and a year 0 or 0999 is what a broken or forged link holds.
 */
const FIRST_YEAR = 1000;
const LAST_YEAR = 9999;

/** A bound's day: a date, or the visitor's day for `today`. */
const boundDay = (bound: string | undefined): number | undefined =>
  bound === TODAY ? todayNumber() : bound === undefined ? undefined : parseDate(bound);

/**
 * A date in a link: empty, or a day of the calendar from FIRST_YEAR to LAST_YEAR within the
 * field's `min` and `max`, as the field's ISO value ("15/01/2026" comes back as "2026-01-15").
 * Not 2026-02-30, abc, 0000-01-01, a time with it: a field shows none of them, and formulas
 * would read its `empty` day.
 */
const dateLink: LinkCodec<DateSpec> = {
  encode: linkText,
  decode: (text, spec) => {
    if (text === '') return '';
    const days = text.length <= MAX_TEXT ? parseDate(text) : undefined;
    if (days === undefined) return undefined;
    const [year] = calendarDate(days);
    const min = boundDay(spec.min);
    const max = boundDay(spec.max);
    const outside = (min !== undefined && days < min) || (max !== undefined && days > max);
    if (year < FIRST_YEAR || year > LAST_YEAR || outside) return undefined;
    return isoDate(days);
  },
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
  link: dateLink,
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
