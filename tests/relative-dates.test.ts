/**
 * Days counted from the visitor's day (language/relative-dates.ts), as a date input's `default`,
 * `min` and `max` write them: the grammar (what it reads, what it refuses), the day each form gives
 * (month ends and leap years as addMonths moves), the date kind's check, spec and first value, and
 * the examples of the session fixture's 'Giorni trascorsi' (tests/fixtures/session/), run on their
 * own day by the example runner.
 */
import { describe, expect, it } from 'vitest';
import { runExample } from '../generator/example-values.ts';
import { dayNumber, isoDate, parseDate } from '../language/dates.ts';
import type { DiagnosticCode } from '../language/diagnostics.ts';
import { pickerBound } from '../language/inputs/date.ts';
import { inputKinds } from '../language/inputs/index.ts';
import {
  parseRelativeDate,
  type RelativeDate,
  relativeDateText,
  relativeDay,
  resolveRelativeDate,
} from '../language/relative-dates.ts';
import { fixtureFile, fixtureProject } from './support/fixture-calculator.ts';

/** The ISO day `text` gives when the visitor's day is `today` (ISO). */
const on = (today: string, text: string) => {
  const day = relativeDay(text, parseDate(today)!);
  return day === undefined ? undefined : isoDate(day);
};

describe('the grammar', () => {
  it('reads an anchor, and an anchor moved by a count of days, weeks, months or years', () => {
    const cases: [string, RelativeDate][] = [
      ['today', { anchor: 'today', count: 0, unit: 'day' }],
      ['today - 10 weeks', { anchor: 'today', count: -10, unit: 'week' }],
      ['today + 30 days', { anchor: 'today', count: 30, unit: 'day' }],
      ['today - 6 months', { anchor: 'today', count: -6, unit: 'month' }],
      ['today - 1 year', { anchor: 'today', count: -1, unit: 'year' }],
      ['start of year', { anchor: 'start of year', count: 0, unit: 'day' }],
      ['start of month', { anchor: 'start of month', count: 0, unit: 'day' }],
      ['end of month', { anchor: 'end of month', count: 0, unit: 'day' }],
      ['end of year - 1 year', { anchor: 'end of year', count: -1, unit: 'year' }],
      ['start of year + 999 days', { anchor: 'start of year', count: 999, unit: 'day' }],
    ];
    for (const [text, relative] of cases) {
      expect(parseRelativeDate(text), text).toEqual(relative);
      expect(relativeDateText(relative), text).toBe(text);
    }
  });

  it('takes free spaces, capitals, a singular or plural unit and a typographic minus; the spec holds one form', () => {
    const written = (text: string) => {
      const relative = parseRelativeDate(text);
      return relative && relativeDateText(relative);
    };
    expect(written('today-10 weeks')).toBe('today - 10 weeks');
    expect(written('  Today  -  10   Weeks ')).toBe('today - 10 weeks');
    expect(written('TODAY +1 day')).toBe('today + 1 day');
    expect(written('today + 1 days')).toBe('today + 1 day');
    expect(written('today - 2 year')).toBe('today - 2 years');
    expect(written('today − 6 months')).toBe('today - 6 months');
    expect(written('today + 0 days')).toBe('today');
    expect(written('Start  of Year')).toBe('start of year');
  });

  it('refuses anything else: other words, a count in words or not whole, no unit, no sign, a date', () => {
    for (const text of [
      'yesterday',
      'tomorrow',
      'oggi',
      'today - ten weeks',
      'today - 10',
      'today 10 weeks',
      'today - 10 fortnights',
      'today - 1.5 weeks',
      'today - -1 days',
      'today * 2 weeks',
      'today - 1000 days',
      'start of week',
      'start of the year',
      'today - 1 week - 1 day',
      '2026-01-15',
      '15/01/2026',
      '',
    ])
      expect(parseRelativeDate(text), text).toBeUndefined();
  });
});

describe('the day each form gives', () => {
  it('counts days and weeks from the visitor’s day, and finds the start and end of its month and year', () => {
    const today = '2026-11-26';
    expect(on(today, 'today')).toBe('2026-11-26');
    expect(on(today, 'today - 10 weeks')).toBe('2026-09-17');
    expect(on(today, 'today + 30 days')).toBe('2026-12-26');
    expect(on(today, 'today - 6 months')).toBe('2026-05-26');
    expect(on(today, 'today - 1 year')).toBe('2025-11-26');
    expect(on(today, 'start of year')).toBe('2026-01-01');
    expect(on(today, 'start of month')).toBe('2026-11-01');
    expect(on(today, 'end of month')).toBe('2026-11-30');
    expect(on(today, 'end of year')).toBe('2026-12-31');
    expect(on(today, 'start of year + 1 month')).toBe('2026-02-01');
    expect(on(today, 'end of year - 1 year')).toBe('2025-12-31');
    expect(on('2026-12-31', 'today + 1 day')).toBe('2027-01-01');
    expect(on(today, 'yesterday')).toBeUndefined();
  });

  it('moves months and years as addMonths does: to the month’s last day when it has no such day', () => {
    expect(on('2026-03-31', 'today - 1 month')).toBe('2026-02-28');
    expect(on('2026-03-31', 'today + 1 month')).toBe('2026-04-30');
    expect(on('2026-03-31', 'today - 6 months')).toBe('2025-09-30');
    expect(on('2026-01-31', 'end of month + 1 month')).toBe('2026-02-28');
    expect(on('2026-08-31', 'today + 18 months')).toBe('2028-02-29');
  });

  it('knows the leap years: 29 February, a year on, is 28 February; four years on, 29 February again', () => {
    expect(on('2028-03-31', 'today - 1 month')).toBe('2028-02-29');
    expect(on('2028-02-29', 'today + 1 year')).toBe('2029-02-28');
    expect(on('2028-02-29', 'today - 1 year')).toBe('2027-02-28');
    expect(on('2028-02-29', 'today - 4 years')).toBe('2024-02-29');
    expect(on('2028-02-10', 'end of month')).toBe('2028-02-29');
    expect(on('2100-02-10', 'end of month')).toBe('2100-02-28');
    expect(on('2000-02-10', 'end of month')).toBe('2000-02-29');
    expect(on('2028-02-28', 'today + 1 day')).toBe('2028-02-29');
    expect(on('2027-02-28', 'today + 1 day')).toBe('2027-03-01');
  });

  it('reaches as far as a count of 999 goes, within the years a date field takes', () => {
    const day = dayNumber(2026, 11, 26)!;
    expect(isoDate(resolveRelativeDate({ anchor: 'today', count: -999, unit: 'year' }, day))).toBe('1027-11-26');
    expect(isoDate(resolveRelativeDate({ anchor: 'today', count: 999, unit: 'month' }, day))).toBe('2110-02-26');
  });
});

describe('the date kind', () => {
  const reports: { code: DiagnosticCode; message: string; hint?: string | undefined }[] = [];
  const context = {
    report: (_path: unknown, code: DiagnosticCode, message: string, hint?: string) =>
      void reports.push({ code, message, hint }),
    suggest: () => undefined,
    inputs: [],
  };
  const def = { id: 'start', kind: 'date' as const, label: 'Inizio' };
  const compile = (keys: Record<string, string>) =>
    inputKinds.date.compile({ ...def, ...keys }, { defaultOf: () => undefined });

  it('checks default, min and max: a bad form is an invalid-value whose hint lists the forms', () => {
    reports.length = 0;
    inputKinds.date.check(
      { ...def, default: 'today - 10 weeks', min: 'start of year', max: 'today + 1 year' },
      context,
    );
    expect(reports).toEqual([]);
    inputKinds.date.check({ ...def, default: 'today - ten weeks', min: 'yesterday', max: '2026-02-30' }, context);
    expect(reports.map((r) => [r.code, r.message])).toEqual([
      ['invalid-value', '"today - ten weeks" is neither a date nor a day counted from today.'],
      ['invalid-value', '"yesterday" is neither a date nor a day counted from today.'],
      ['invalid-value', '"2026-02-30" is not a date of the calendar.'],
    ]);
    for (const form of ['today - 10 weeks', 'today + 30 days', 'start of year', 'end of month', '"15/01/2026"'])
      expect(reports[0]!.hint).toContain(form);
  });

  it('compiles a default counted from the visitor’s day as empty, with the day it starts at once the page knows it', () => {
    const spec = compile({ default: 'Today-10 Weeks' });
    expect(spec).toMatchObject({ default: '', today: true, relative: 'today - 10 weeks' });
    expect(inputKinds.date.initial!(spec, undefined)).toBe('');
    expect(inputKinds.date.initial!(spec, dayNumber(2026, 11, 26)!)).toBe('2026-09-17');
    // `today` alone is the visitor's day, as before.
    const today = compile({ default: 'today' });
    expect(today).toMatchObject({ default: '', today: true });
    expect(today).not.toHaveProperty('relative');
    expect(inputKinds.date.initial!(today, dayNumber(2026, 11, 26)!)).toBe('2026-11-26');
    expect(inputKinds.date.initial!(compile({ default: 'start of year' }), dayNumber(2026, 11, 26)!)).toBe(
      '2026-01-01',
    );
  });

  it('bounds the picker by a day counted from the visitor’s once the page knows it', () => {
    const spec = compile({ min: 'today - 1 YEAR', max: 'end of year' });
    expect(spec).toMatchObject({ min: 'today - 1 year', max: 'end of year' });
    const day = dayNumber(2028, 2, 29)!;
    expect([pickerBound(spec.min, undefined), pickerBound(spec.min, day), pickerBound(spec.max, day)]).toEqual([
      undefined,
      '2027-02-28',
      '2028-12-31',
    ]);
  });
});

const run = await fixtureProject('session');
const {
  module,
  checked: { data },
} = await fixtureFile('session', 'giorni');

describe("the session fixture's examples, on their own day", () => {
  it('the module depends on the visitor’s day: its fields start empty', () => {
    expect(run.report).toBe('');
    expect(module.today).toBe(true);
  });

  it('each starts the fields at the days counted from its `today:`, and gives what its comment computes', () => {
    const starts: Record<string, Record<string, string>> = {
      base: { start: '2026-09-17', yearStart: '2026-01-01', end: '2026-12-26' },
      bisestile: { start: '2027-12-21', yearStart: '2028-01-01', end: '2028-03-30' },
      'un mese prima': { start: '2028-01-29', yearStart: '2028-01-01', end: '2028-03-30' },
    };
    for (const example of data.examples!) {
      const { evaluation, raw } = runExample(module, data.inputs!, example);
      expect(raw, example.name).toMatchObject(starts[example.name]!);
      for (const [id, want] of Object.entries(example.expect ?? {}))
        expect(evaluation?.values[id], `${example.name}: ${id}`).toBe(want);
    }
  });
});
