/**
 * The share link's codec (src/engine/link.ts) over every calculator: any calculation a visitor
 * can make, with values its fields display, comes back from its link unchanged; any query, however
 * garbled, decodes without throwing to values each field displays (tests/link-values.test.ts: the
 * hostile ones); a link of another version is ignored.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate, dayNumber, isoDate, parseDate, todayNumber } from '../language/dates.ts';
import { timeFormat } from '../language/formats/time.ts';
import { MAX_ROWS, MAX_TEXT } from '../language/inputs/link.ts';
import { parseNumber } from '../language/inputs/number.ts';
import { relativeDay } from '../language/relative-dates.ts';
import type { CalculatorModule, InputSpec, RawValue, RawValues } from '../language/spec.ts';
import { defaultValues } from '../src/engine/compute.ts';
import {
  decodeState,
  encodeState,
  linkQuery,
  MAX_QUERY,
  MAX_SCENARIOS,
  REVERSE_KEY,
  SCENARIO_KEY,
  VERSION_KEY,
  versionOf,
} from '../src/engine/link.ts';
import { fixtureCalculator } from './support/fixture-calculator.ts';

const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts', { eager: true });
const all = Object.values(modules).map((m) => m.default);

/** A calculator made for the tests of one feature (a select, rows, reverse): tests/fixtures/link/. */
const fixture = await fixtureCalculator('link', 'collegamento');

/** Any number a number field shows as it computes with: empty, plain, Italian, with € or %. */
const numberText = fc.oneof(
  fc.constant(''),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.constantFrom('10,5', '1.234,56', '1.500', '0,000', '€ 150.000', '3,2%', '-12'),
);

/** A date bound's day (`today`, `today - 1 year`: counted from the visitor's). */
const boundDay = (bound: string | undefined): number | undefined =>
  bound === undefined ? undefined : (relativeDay(bound, todayNumber()) ?? parseDate(bound));

/** Any value the form may hold for an input, as its field displays it. */
function anyValue(input: InputSpec): fc.Arbitrary<RawValue> {
  switch (input.kind) {
    case 'toggle':
      return fc.boolean();
    case 'select':
    case 'choice':
    case 'tabs': {
      const lists = Array.isArray(input.options) ? [input.options] : Object.values(input.options);
      return fc.constantFrom(...lists.flat().map((o) => String(o.value)));
    }
    case 'rows': {
      const row = fc.record(Object.fromEntries(input.fields.map((f) => [f.id, numberText])));
      return fc.array(row, { minLength: input.min, maxLength: 5 });
    }
    case 'number':
      return numberText;
    case 'text':
      return fc.string({ maxLength: input.maxLength });
    case 'search':
      return fc.constantFrom('', String(input.default), 'Z999');
    case 'range':
      return fc.integer({ min: Math.ceil(input.min), max: Math.floor(input.max) }).map(String);
    case 'time':
      return fc.oneof(
        fc.constant(''),
        fc.integer({ min: 0, max: 24 * 60 - 1 }).map((m) => timeFormat.format(m)),
      );
    case 'date': {
      const min = Math.max(dayNumber(1000, 1, 1)!, boundDay(input.min) ?? -Infinity);
      const max = Math.min(dayNumber(9999, 12, 31)!, boundDay(input.max) ?? Infinity);
      return fc.oneof(fc.constant(''), fc.integer({ min, max }).map(isoDate));
    }
  }
}

const valuesOf = (calculator: CalculatorModule): fc.Arbitrary<RawValues> =>
  fc.record(Object.fromEntries(calculator.inputs.map((i) => [i.id, fc.oneof(fc.constant(i.default), anyValue(i))])));

/** Whether a text is empty or a finite number (1e400, NaN, abc are not). */
const isNumber = (text: unknown) => text === '' || (typeof text === 'string' && parseNumber(text) !== undefined);

/** Whether a decoded value is one the input's field displays as formulas read it. */
function holds(input: InputSpec, value: RawValue | undefined): boolean {
  switch (input.kind) {
    case 'toggle':
      return typeof value === 'boolean';
    case 'rows':
      return Array.isArray(value) && value.every((row) => input.fields.every((f) => isNumber(row[f.id])));
    case 'number':
      return isNumber(value);
    case 'text':
      return typeof value === 'string' && value.length <= input.maxLength;
    case 'search':
      return typeof value === 'string' && (value === '' || new RegExp(`^(?:${input.keyPattern})$`).test(value));
    case 'range': {
      const n = typeof value === 'string' ? parseNumber(value) : undefined;
      return n !== undefined && n >= input.min && n <= input.max;
    }
    case 'time':
      return typeof value === 'string' && /^(|([01]\d|2[0-3]):[0-5]\d)$/.test(value);
    case 'date': {
      if (value === '') return true;
      const days = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDate(value) : undefined;
      return days !== undefined && calendarDate(days)[0] >= 1000;
    }
    default:
      return typeof value === 'string';
  }
}

describe.each(all.map((c) => [c.id, c] as const))('share link of %s', (_, calculator) => {
  it('gives back any calculation and its scenarios: decode(encode(x)) = x', () => {
    const state = fc.record({
      values: valuesOf(calculator),
      scenarios: fc.array(valuesOf(calculator), { maxLength: MAX_SCENARIOS - 1 }),
    });
    fc.assert(
      fc.property(state, (x) => {
        const query = encodeState(calculator, x);
        expect(decodeState(calculator, query) ?? { values: defaultValues(calculator), scenarios: [] }).toEqual(x);
      }),
      { numRuns: 200 },
    );
  });

  it('writes nothing for the defaults, only the changed values otherwise', () => {
    // A date that starts at the visitor's day (default: today) holds today's date by default.
    const defaults = defaultValues(calculator, todayNumber());
    expect(encodeState(calculator, { values: defaults, scenarios: [] })).toBe('');
    const first = calculator.inputs.find((i) => typeof i.default === 'string' && !('options' in i));
    if (!first) return;
    const query = new URLSearchParams(
      encodeState(calculator, { values: { ...defaults, [first.id]: '12,5' }, scenarios: [] }),
    );
    expect([...query.keys()].sort()).toEqual([first.id, VERSION_KEY].sort());
  });

  it('never throws on garbage and decodes it to values the inputs can hold', () => {
    const key = fc.constantFrom(...calculator.inputs.map((i) => i.id), SCENARIO_KEY, 'x');
    const value = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('[[', '[["1"]]', '[]', '1', '0', 'true', '{}', '[[1,2]]'),
    );
    const query = fc.array(fc.tuple(key, value)).map((pairs) => {
      const params = new URLSearchParams(pairs);
      params.set(VERSION_KEY, versionOf(calculator));
      return params.toString();
    });
    fc.assert(
      fc.property(fc.oneof(query, fc.string({ unit: 'binary' })), (search) => {
        const state = decodeState(calculator, search);
        for (const values of state ? [state.values, ...state.scenarios] : [])
          for (const input of calculator.inputs) expect(holds(input, values[input.id])).toBe(true);
        expect(state?.scenarios.length ?? 0).toBeLessThanOrEqual(MAX_SCENARIOS - 1);
      }),
      { numRuns: 200 },
    );
  });
});

describe('link versions', () => {
  const [calculator] = all;
  it('ignores a link without a version or of another version', () => {
    const input = calculator!.inputs[0]!;
    expect(decodeState(calculator!, `${input.id}=1`)).toBeNull();
    expect(decodeState(calculator!, `${VERSION_KEY}=old&${input.id}=1`)).toBeNull();
  });

  it('changes the version when an input id, kind or option list changes, and only then', () => {
    const base = versionOf(calculator!);
    const inputs = calculator!.inputs;
    expect(versionOf({ inputs: [...inputs] })).toBe(base);
    expect(
      versionOf({ inputs: [{ ...inputs[0]!, id: `${inputs[0]!.id}2` }, ...inputs.slice(1)] as InputSpec[] }),
    ).not.toBe(base);
    expect(versionOf({ inputs: [{ ...inputs[0]!, label: 'Altro' }, ...inputs.slice(1)] as InputSpec[] })).toBe(base);
    const select = all.flatMap((c) => c.inputs).find((i) => 'options' in i && Array.isArray(i.options))!;
    if (!('options' in select) || !Array.isArray(select.options)) throw new Error('no select');
    expect(versionOf({ inputs: [{ ...select, options: select.options.slice(1) }] as InputSpec[] })).not.toBe(
      versionOf({ inputs: [select] }),
    );
  });

  it('ignores an unknown option, a malformed row list and unknown keys, keeping the rest', () => {
    const withRows = fixture;
    const rows = withRows.inputs.find((i) => i.kind === 'rows')!;
    const select = fixture;
    const choice = select.inputs.find((i) => 'options' in i && Array.isArray(i.options))!;
    const other = select.inputs.find((i) => typeof i.default === 'string' && !('options' in i))!;
    const v = (c: CalculatorModule) => `${VERSION_KEY}=${versionOf(c)}`;
    expect(
      decodeState(withRows, `${v(withRows)}&${rows.id}=${encodeURIComponent('[["1"]')}&nessuno=3`)!.values,
    ).toEqual(defaultValues(withRows));
    expect(decodeState(select, `${v(select)}&${choice.id}=non-esiste&${other.id}=42`)!.values).toEqual({
      ...defaultValues(select),
      [other.id]: '42',
    });
  });
});

describe('Calcola al contrario in a link', () => {
  const declaring = all.filter((c) => c.reverse?.length);
  it('some calculators declare reverse', () => expect(declaring.length).toBeGreaterThan(0));

  it.each(declaring.map((c) => [c.id, c] as const))('%s: the declaration and the target come back', (_, calculator) => {
    const declaration = fc.constantFrom(...calculator.reverse!);
    fc.assert(
      fc.property(valuesOf(calculator), declaration, numberText, (values, d, target) => {
        const reverse = { result: d.result, input: d.input, target };
        const query = encodeState(calculator, { values, scenarios: [], reverse });
        expect(decodeState(calculator, query)).toEqual({ values, scenarios: [], reverse });
      }),
      { numRuns: 100 },
    );
  });

  it('ignores a declaration the calculator does not have, and a target longer than a field takes', () => {
    const calculator = fixture;
    const d = calculator.reverse![0]!;
    const v = `${VERSION_KEY}=${versionOf(calculator)}`;
    const at = (value: string) => decodeState(calculator, `${v}&${REVERSE_KEY}=${encodeURIComponent(value)}`)!.reverse;
    expect(at(`${d.result}:${d.input}:1.000`)).toEqual({ result: d.result, input: d.input, target: '1.000' });
    expect(at(`${d.result}:nessuno:1.000`)).toBeUndefined();
    expect(at(`${d.result}:${d.input}:${'1'.repeat(MAX_TEXT + 1)}`)).toBeUndefined();
  });
});

describe('a link stays under the server limit', () => {
  const weighted = fixture;
  const rows = weighted.inputs.find((i) => i.kind === 'rows')!;
  const columns = 'fields' in rows ? rows.fields.map((f) => f.id) : [];
  /** `count` rows, each cell `cell`. */
  const withRows = (count: number, cell: string): RawValues => ({
    ...defaultValues(weighted),
    [rows.id]: Array.from({ length: count }, () => Object.fromEntries(columns.map((c) => [c, cell]))),
  });

  it('keeps a calculation that fits whole: the most rows, short cells, and scenarios', () => {
    const values = withRows(MAX_ROWS, '12,5');
    const state = { values, scenarios: [withRows(3, '1'), withRows(4, '2')] };
    const link = linkQuery(weighted, state);
    expect(link.lost).toBeUndefined();
    expect(decodeState(weighted, link.query)).toEqual(state);
  });

  it('leaves out the newest scenarios first, then the whole calculation, and says so', () => {
    // 100 rows of 40-character cells: about 10 KB, so one such calculation fits and two do not.
    const big = withRows(MAX_ROWS, '1'.repeat(40));
    const scenarios = linkQuery(weighted, { values: big, scenarios: [withRows(2, '7'), big] });
    expect(scenarios.lost).toBe('scenarios');
    expect(scenarios.query.length).toBeLessThanOrEqual(MAX_QUERY);
    expect(decodeState(weighted, scenarios.query)).toEqual({ values: big, scenarios: [withRows(2, '7')] });
    // 100 rows of 100-character cells, the most a field takes: over 20 KB, more than a link holds.
    const all = linkQuery(weighted, { values: withRows(MAX_ROWS, '1'.repeat(MAX_TEXT)), scenarios: [] });
    expect(all).toEqual({ query: '', lost: 'all' });
  });
});
