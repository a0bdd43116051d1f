/**
 * A share link carries only values its field can display (issue 41): each kind's link decoder
 * (language/inputs/*.ts) refuses the hostile corpus (tests/support/hostile.ts), so the field keeps
 * its default, and takes what a field shows; on every real calculator, a link with such a value
 * opens at the default; on a date of the visitor's day (the test site's prova-tutto, as the BTP's),
 * a link that once computed from 1 January 1970 now computes from the default date, and a cleared
 * date computes nothing (its guard present()).
 */
import { describe, expect, it } from 'vitest';
import { dayNumber, isoDate, onDay } from '../language/dates.ts';
import { kindOf } from '../language/inputs/index.ts';
import { MAX_TEXT } from '../language/inputs/link.ts';
import type { CalculatorModule, InputSpec, RawValue } from '../language/spec.ts';
import { calculate, defaultValues, fallbackSources } from '../src/engine/compute.ts';
import { decodeState, REVERSE_KEY, VERSION_KEY, versionOf } from '../src/engine/link.ts';
import { fixtureCalculator } from './support/fixture-calculator.ts';
import { hostileLinkValues } from './support/hostile.ts';

const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts', { eager: true });
const all = Object.values(modules).map((m) => m.default);

const base = { id: 'x', label: 'X' };
const specs = {
  date: { ...base, kind: 'date', default: '', empty: 0 },
  time: { ...base, kind: 'time', default: '', empty: 0 },
  number: { ...base, kind: 'number', default: '', empty: 0 },
  range: { ...base, kind: 'range', default: '0', min: -1e9, max: 1e9, step: 1 },
  rows: { ...base, kind: 'rows', default: [], min: 1, fields: [{ id: 'a', label: 'A', empty: 0 }] },
} satisfies Record<string, InputSpec>;
const decode = (spec: InputSpec, text: string): RawValue | undefined => kindOf(spec).link.decode(text, spec);
const hostile = (kind: 'date' | 'time' | 'number') => hostileLinkValues.filter((h) => h.kind === kind);

describe('the hostile corpus', () => {
  it('has values of each kind a link carries as typed', () => {
    for (const kind of ['date', 'time', 'number'] as const) expect(hostile(kind).length).toBeGreaterThan(5);
  });

  it.each(hostileLinkValues.map((h) => [h.kind, h.value, h.why] as const))('%s "%s" is refused (%s)', (kind, value) => {
    expect(decode(specs[kind], value)).toBeUndefined();
    // A number is refused by a slider, by a row's cell and as reverse mode's target too.
    if (kind === 'number') {
      expect(decode(specs.range, value)).toBeUndefined();
      expect(decode(specs.rows, JSON.stringify([['1'], [value]]))).toBeUndefined();
    }
  });
});

describe('what a field displays comes through', () => {
  it.each([
    ['', ''],
    ['2026-01-15', '2026-01-15'],
    ['2024-02-29', '2024-02-29'],
    ['1000-01-01', '1000-01-01'],
    ['9999-12-31', '9999-12-31'],
    ['1970-01-01', '1970-01-01'],
    // Typed where the browser shows a text field: the ISO date the field holds.
    ['15/01/2026', '2026-01-15'],
    ['5/1/2026', '2026-01-05'],
  ])('the date "%s" as "%s"', (text, value) => expect(decode(specs.date, text)).toBe(value));

  it.each([
    ['', ''],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['09:30', '09:30'],
    ['9:30', '09:30'],
  ])('the time "%s" as "%s"', (text, value) => expect(decode(specs.time, text)).toBe(value));

  it.each(['', '0', '-12', '10,5', '1.234,5', '1.500', '0,000', '1e5', '€ 150.000', '3,2%', '9'.repeat(MAX_TEXT)])(
    'the number "%s" as it is',
    (text) => {
      expect(decode(specs.number, text)).toBe(text);
      expect(decode(specs.rows, JSON.stringify([[text]]))).toEqual([{ a: text }]);
    },
  );

  it("a date within the field's min and max, today among them", () => {
    const bounded = { ...specs.date, min: '2024-09-01', max: '2026-12-31' };
    expect(decode(bounded, '2024-08-31')).toBeUndefined();
    expect(decode(bounded, '2024-09-01')).toBe('2024-09-01');
    expect(decode(bounded, '2026-12-31')).toBe('2026-12-31');
    expect(decode(bounded, '2027-01-01')).toBeUndefined();
    const day = dayNumber(2026, 11, 26)!;
    onDay(day, () => {
      const fromToday = { ...specs.date, min: 'today' };
      expect(decode(fromToday, '2026-11-25')).toBeUndefined();
      expect(decode(fromToday, '2026-11-26')).toBe('2026-11-26');
      const untilToday = { ...specs.date, max: 'today' };
      expect(decode(untilToday, '2026-11-27')).toBeUndefined();
      expect(decode(untilToday, '26/11/2026')).toBe('2026-11-26');
    });
  });

  it("a slider's number from its min to its max", () => {
    const slider = { ...specs.range, min: 100, max: 250 };
    expect(decode(slider, '99,99')).toBeUndefined();
    expect(decode(slider, '100')).toBe('100');
    expect(decode(slider, '175,5')).toBe('175,5');
    expect(decode(slider, '250')).toBe('250');
    expect(decode(slider, '251')).toBeUndefined();
    expect(decode(slider, '')).toBeUndefined();
  });
});

describe('a link with a hostile value, on every calculator', () => {
  const kindsOf = (input: InputSpec) =>
    input.kind === 'date' || input.kind === 'time'
      ? [input.kind]
      : input.kind === 'number' || input.kind === 'range'
        ? ['number']
        : [];

  it.each(all.map((c) => [c.id, c] as const))('%s opens at the defaults', (_, calculator) => {
    const day = dayNumber(2026, 11, 26)!;
    onDay(day, () => {
      const defaults = defaultValues(calculator, day);
      const v = `${VERSION_KEY}=${versionOf(calculator)}`;
      for (const input of calculator.inputs)
        for (const h of hostileLinkValues.filter((h) => kindsOf(input).includes(h.kind))) {
          const state = decodeState(calculator, `${v}&${input.id}=${encodeURIComponent(h.value)}`)!;
          expect(state.values, `${input.id}=${h.value}`).toEqual(defaults);
        }
    });
  });

  // A calculator made for the link's tests (tests/fixtures/link/): rows of two numbers, reverse mode.
  it('a row with a hostile cell leaves the rows at their default', async () => {
    const calculator = await fixtureCalculator('link', 'collegamento');
    const rows = calculator.inputs.find((i) => i.kind === 'rows')!;
    if (rows.kind !== 'rows') throw new Error('no rows');
    const v = `${VERSION_KEY}=${versionOf(calculator)}`;
    for (const h of hostile('number')) {
      const cells = rows.fields.map((_, i) => (i === 0 ? h.value : '1'));
      const query = `${v}&${rows.id}=${encodeURIComponent(JSON.stringify([cells, cells.map(() => '2')]))}`;
      expect(decodeState(calculator, query)!.values[rows.id], h.value).toEqual(rows.default);
    }
  });

  it("reverse mode's target is a number its field shows", async () => {
    const calculator = await fixtureCalculator('link', 'collegamento');
    const d = calculator.reverse![0]!;
    const v = `${VERSION_KEY}=${versionOf(calculator)}`;
    const at = (target: string) =>
      decodeState(calculator, `${v}&${REVERSE_KEY}=${encodeURIComponent(`${d.result}:${d.input}:${target}`)}`)!.reverse;
    expect(at('1.000,5')).toEqual({ result: d.result, input: d.input, target: '1.000,5' });
    for (const h of hostile('number')) expect(at(h.value), h.value).toBeUndefined();
  });
});

// A date with `default: today` and the guard present(partenza), as the BTP's purchase date (the
// test site's prova-tutto, tests/fixtures/site/).
describe("a date of the visitor's day (prova-tutto's partenza), opened from a link on 26/11/2026", async () => {
  const fixture = await fixtureCalculator('site', 'prova-tutto');
  const day = dayNumber(2026, 11, 26)!;
  const v = `${VERSION_KEY}=${versionOf(fixture)}`;
  const open = (query: string) =>
    onDay(day, () => {
      const values = decodeState(fixture, `${v}&${query}`)!.values;
      return { values, evaluation: calculate(fixture, values, fallbackSources(fixture)) };
    });
  const defaults = open('');

  it('computes its defaults: from today, 26/11/2026', () => {
    expect(defaults.values.partenza).toBe(isoDate(day));
    expect(defaults.evaluation).not.toBeNull();
  });

  it.each(hostile('date').map((h) => [h.value] as const))(
    'partenza=%s: the default day and its results, not a day in 1970',
    (value) => {
      const opened = open(`partenza=${encodeURIComponent(value)}`);
      expect(opened.values.partenza).toBe('2026-11-26');
      expect(opened.evaluation!.values).toEqual(defaults.evaluation!.values);
    },
  );

  it('a link with the date cleared computes nothing (the guard present(partenza))', () => {
    const cleared = open('partenza=');
    expect(cleared.values.partenza).toBe('');
    expect(cleared.evaluation).toBeNull();
  });
});
