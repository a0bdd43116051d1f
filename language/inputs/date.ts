/** A calendar date (the browser's date picker): formulas see a day number (language/dates.ts). */
import { calendarDate, isoDate, parseDate, todayNumber } from '../dates.ts';
import { isRelativeDate, parseRelativeDate, RELATIVE_FORMS, relativeDateText, relativeDay } from '../relative-dates.ts';
import { baseSpec, defineInputKind, type InputDefBase, type InputSpecBase, type LinkCodec } from './kind.ts';
import { linkText, MAX_TEXT } from './link.ts';

export interface DateDef extends InputDefBase<'date'> {
  /**
   * "2026-01-15", "15/01/2026", or a day counted from the visitor's (language/relative-dates.ts:
   * `today`, `today - 10 weeks`, `start of year`); so are `min` and `max`.
   */
  default?: string;
  min?: string;
  max?: string;
  empty?: number;
}

export interface DateSpec extends InputSpecBase<'date'> {
  /** ISO dates, or days counted from the visitor's (`today`, `today - 1 year`: pickerBound), for the picker. */
  min?: string;
  max?: string;
  /** The day number formulas see when the field is empty or not a date. */
  empty: number;
  /**
   * The field starts at a day counted from the visitor's (`default: today`, `today - 10 weeks`):
   * `default` is then empty, the prerendered page does not know it.
   */
  today?: true;
  /** That day when it is not the visitor's own: `today - 10 weeks`, `start of year` (language/relative-dates.ts). */
  relative?: string;
}

/** A date of the calendar as a file writes it. */
const DATE = /^(\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})$/;
const iso = (text: string | undefined) => {
  const days = text === undefined || !DATE.test(text) ? undefined : parseDate(text);
  return days === undefined ? undefined : isoDate(days);
};
/** A default or a bound as the spec holds it: the ISO date, or the day counted from the visitor's in its written form. */
const specDay = (text: string | undefined): string | undefined => {
  const relative = text === undefined ? undefined : parseRelativeDate(text);
  return relative ? relativeDateText(relative) : iso(text);
};

/**
 * The years a link's date may have: the four digits of the field's ISO value ("2026-01-15"), from
 * 1000: no calculation reads an earlier year, and a year 0 or 0999 is what a broken or forged link holds.
 */
const FIRST_YEAR = 1000;
const LAST_YEAR = 9999;

/** A bound's day: a date, or a day counted from the visitor's. */
const boundDay = (bound: string | undefined): number | undefined =>
  bound === undefined ? undefined : (relativeDay(bound, todayNumber()) ?? parseDate(bound));

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
      description: `Initial date, "2026-01-15" or "15/01/2026" in quotes, or a day counted from the visitor's (set once the page knows it): ${RELATIVE_FORMS}; omit for an empty field.`,
      type: 'string',
    },
    min: {
      description:
        "The earliest date the picker offers: a date, or a day counted from the visitor's as for default (today, today - 1 year).",
      type: 'string',
    },
    max: {
      description:
        "The latest date the picker offers: a date, or a day counted from the visitor's as for default (today, end of year).",
      type: 'string',
    },
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
      if (text === undefined || specDay(text) !== undefined) continue;
      if (DATE.test(text))
        context.report(
          [key],
          'invalid-value',
          `"${text}" is not a date of the calendar.`,
          'Write an existing day: "2026-01-15" or "15/01/2026".',
        );
      else
        context.report(
          [key],
          'invalid-value',
          `"${text}" is neither a date nor a day counted from today.`,
          `Write a date in quotes, "2026-01-15" or "15/01/2026", or a day counted from the visitor's: ${RELATIVE_FORMS}.`,
        );
    }
    return 'number';
  },
  compile: (def) => {
    const bounds = Object.fromEntries(
      (['min', 'max'] as const).flatMap((key) => {
        const day = specDay(def[key]);
        return day ? [[key, day]] : [];
      }),
    );
    const relative = def.default === undefined ? undefined : parseRelativeDate(def.default);
    const today = !relative
      ? {}
      : relative.anchor === 'today' && relative.count === 0
        ? { today: true as const }
        : { today: true as const, relative: relativeDateText(relative) };
    return { ...baseSpec(def), ...bounds, empty: def.empty ?? 0, default: iso(def.default) ?? '', ...today };
  },
  initial: (spec, today) => {
    if (!spec.today || today === undefined) return spec.default;
    // `relative` is written by relativeDateText: always a form relativeDay reads.
    return isoDate(spec.relative === undefined ? today : relativeDay(spec.relative, today)!);
  },
  parse: (raw, spec) => {
    const days = typeof raw === 'string' ? parseDate(raw) : undefined;
    return { value: days ?? spec.empty, filled: days !== undefined };
  },
});

/** A picker's bound as the field writes it: the ISO date, or the day counted from the visitor's (none while the page does not know it). */
export function pickerBound(bound: string | undefined, today: number | undefined): string | undefined {
  if (!isRelativeDate(bound)) return bound;
  return today === undefined ? undefined : isoDate(relativeDay(bound!, today)!);
}
