/** The runtime library: parsing Italian input, it-IT formats, and the formula functions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate, parseDate } from '../language/dates.ts';
import { formatValue } from '../language/formats/index.ts';
import { month } from '../language/formats/month.ts';
import { brackets } from '../language/functions/impl/brackets.ts';
import * as calendar from '../language/functions/impl/calendar.ts';
import { mod } from '../language/functions/impl/mod.ts';
import { npv } from '../language/functions/impl/npv.ts';
import { pmt } from '../language/functions/impl/pmt.ts';
import { irr, rate } from '../language/functions/impl/rates.ts';
import { round } from '../language/functions/impl/round.ts';
import { workingDaysBetween } from '../language/functions/impl/working-days.ts';
import { workingDaysFunction } from '../language/functions/working-days.ts';
import { pickerBound } from '../language/inputs/date.ts';
import { inputKinds } from '../language/inputs/index.ts';
import { rawNumber } from '../language/inputs/kind.ts';
import { groupedNumber, parseNumber, ungroupedNumber } from '../language/inputs/number.ts';
import { parseTime } from '../language/inputs/time.ts';
import { cutShort, range } from '../src/engine/range.ts';
import { readSourceAnswer } from '../src/engine/sources.ts';
import { stepText } from '../src/renderer/inputs/NumberField.tsx';

/** The implementations these tests call, by their formula names. */
const F = { ...calendar, irr, rate, npv, workingDaysBetween };

const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('parseNumber', () => {
  it.each([
    ['10,5', 10.5],
    ['1.234,56', 1234.56],
    ['1.500', 1500],
    ['2.5', 2.5],
    ['-3', -3],
    [' 7 ', 7],
    ['1 000', 1000],
    ['0,000621', 0.000621],
    ['1e3', 1000],
    // As Italians copy and type numbers (issue 25): signs, spaces, a leading 0. that is a decimal point.
    ['3,2%', 3.2],
    ['3,2 %', 3.2],
    ['€ 150.000', 150000],
    ['150.000 €', 150000],
    ['150 000', 150000],
    ['1.500,50', 1500.5],
    ['0.500', 0.5],
    ['-0.250', -0.25],
    ['12.000.000', 12000000],
    ["1'500", 1500],
    ['10,', 10],
    // A minus sign as some keyboards and copied texts write it (U+2212).
    ['\u221212', -12],
  ])('%s is %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });
  it.each([
    '',
    '-',
    'abc',
    '1e309',
    '1,2,3',
    '12abc',
    '--1',
    'Infinity',
    'NaN',
    '1,000.50',
    '1.5,2',
    '1234.567,5',
    ',',
    '€',
    '%',
    '3%%',
  ])('"%s" is not a number', (text) => {
    expect(parseNumber(text)).toBeUndefined();
  });
});

describe('groupedNumber: what a number field shows once left', () => {
  it.each([
    ['200000', '200.000'],
    ['1234567,891', '1.234.567,891'],
    ['-1234567,5', '-1.234.567,5'],
    ['\u22121500', '-1.500'],
    ['€ 150000', '150.000'],
    ['3,2 %', '3,2'],
    ['150 000', '150.000'],
    ['1.500,50', '1.500,50'],
    ['0.500', '0,500'],
    ['2.5', '2,5'],
    ['999', '999'],
    ['007', '7'],
    [',5', '0,5'],
    ['10,', '10'],
    ['+5', '5'],
  ])('%s -> %s', (typed, shown) => {
    expect(groupedNumber(typed)).toBe(shown);
    // Grouping never changes the number.
    expect(parseNumber(shown)).toBe(parseNumber(typed));
  });
  it.each(['', '-', 'abc', '1,000.50', '1e308', '1e3'])('"%s" stays as typed', (typed) => {
    expect(groupedNumber(typed)).toBe(typed);
  });
  it('written plainly, without the dots: what the form keeps of a number typed', () => {
    expect(ungroupedNumber('200.000')).toBe('200000');
    expect(ungroupedNumber('-1.234.567,5')).toBe('-1234567,5');
    expect(parseNumber(`${ungroupedNumber('200.000')}1`)).toBe(2000001);
    expect(ungroupedNumber('abc')).toBe('abc');
  });
});

describe('rawNumber: a number as the form holds it', () => {
  it('writes every number so that parseNumber reads back the same one, exponents included', () => {
    expect(rawNumber(2.5)).toBe('2,5');
    expect(rawNumber(1.123)).toBe('1,123');
    expect(rawNumber(1.5e-7)).toBe('1.5e-7');
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        // -0 is written 0.
        expect(parseNumber(rawNumber(x))).toBe(x === 0 ? 0 : x);
      }),
      { numRuns: 2000 },
    );
  });
});

it('parseTime reads hh:mm as minutes since midnight', () => {
  expect(parseTime('09:00')).toBe(540);
  expect(parseTime('23:59')).toBe(1439);
  expect(parseTime('24:00')).toBeUndefined();
  expect(parseTime('9')).toBeUndefined();
});

describe('dates', () => {
  it('a date is a day number: days since 1 January 1970, so dates subtract to the days between them', () => {
    // 2026-01-15: 56 years of 365 days + 14 leap days (1972...2024) = 20454, + 14 days of January = 20468
    expect(parseDate('2026-01-15')).toBe(20468);
    expect(parseDate('15/01/2026')).toBe(20468);
    expect(parseDate(' 1/3/2024 ')! - parseDate('2024-02-28')!).toBe(2);
    expect(parseDate('1970-01-01')).toBe(0);
  });
  it('refuses days the calendar does not have, and anything else', () => {
    for (const text of ['2026-02-29', '31/04/2026', '2026-13-01', '0/1/2026', '', 'ieri', '2026-1-5', '15/01/26'])
      expect(parseDate(text), text).toBeUndefined();
    expect(parseDate('2024-02-29')).toBeDefined();
  });
  it('round-trips every day of 1900-2100 through ISO and the Italian format', () => {
    fc.assert(
      fc.property(fc.integer({ min: parseDate('1900-01-01')!, max: parseDate('2100-12-31')! }), (days) => {
        expect(parseDate(isoDate(days))).toBe(days);
        expect(parseDate(formatValue(days, 'date'))).toBe(days);
      }),
    );
  });
  it('the date input kind: file dates checked, compiled to ISO for the picker, parsed to day numbers', () => {
    const reports: string[] = [];
    const context = {
      report: (_path: unknown, _code: unknown, message: string) => void reports.push(message),
      suggest: () => undefined,
      inputs: [],
    };
    const def = { id: 'start', kind: 'date' as const, label: 'Inizio', default: '15/01/2026', max: '2026-02-30' };
    expect(inputKinds.date.check(def, context)).toBe('number');
    expect(reports).toEqual(['"2026-02-30" is not a date of the calendar.']);
    const spec = inputKinds.date.compile({ ...def, max: '2026-12-31' }, { defaultOf: () => undefined });
    expect(spec).toMatchObject({ default: '2026-01-15', max: '2026-12-31', empty: 0 });
    expect(inputKinds.date.parse('2026-01-15', spec, {})).toEqual({ value: 20468, filled: true });
    expect(inputKinds.date.parse('', spec, {})).toEqual({ value: 0, filled: false });
    // Where the browser shows a text field, a visitor types the Italian way.
    expect(inputKinds.date.parse('15/01/2026', spec, {})).toEqual({ value: 20468, filled: true });
    // default: today is the visitor's day, unknown (an empty field) until the page knows it.
    const today = inputKinds.date.compile({ ...def, max: undefined, default: 'today' }, { defaultOf: () => undefined });
    expect(today).toMatchObject({ default: '', today: true });
    expect(inputKinds.date.check({ ...def, max: undefined, default: 'today' }, context)).toBe('number');
    expect(reports).toHaveLength(1);
    expect(inputKinds.date.initial!(today, undefined)).toBe('');
    expect(inputKinds.date.initial!(today, 20468)).toBe('2026-01-15');
    expect(inputKinds.date.initial!(spec, 30000)).toBe('2026-01-15');
    // min and max may be the visitor's day too: the picker gets it once the page knows it.
    const bounded = inputKinds.date.compile(
      { ...def, min: 'today', max: '31/12/2026' },
      { defaultOf: () => undefined },
    );
    expect(bounded).toMatchObject({ min: 'today', max: '2026-12-31' });
    expect([pickerBound('today', undefined), pickerBound('today', 20468), pickerBound('2026-12-31', 20468)]).toEqual([
      undefined,
      '2026-01-15',
      '2026-12-31',
    ]);
    expect(formatValue(20468, 'date')).toBe('15/01/2026');
    // longDate: the day in words, as Intl's it-IT month names write it.
    expect(formatValue(20468, 'longDate')).toBe('15 gennaio 2026');
    expect(formatValue(F.date(2026, 1, 1), 'longDate')).toBe('1 gennaio 2026');
    expect(formatValue(F.date(2024, 2, 29), 'longDate')).toBe('29 febbraio 2024');
    expect(formatValue(F.date(2026, 12, 31), 'longDate')).toBe('31 dicembre 2026');
    expect(formatValue(Number.NaN, 'longDate')).toBe('N/D');
  });
});

describe('calendar functions', () => {
  const d = (y: number, m: number, day: number) => F.date(y, m, day);
  it('date, year, month, day: a day number and its parts', () => {
    // 2026-01-15: 20454 days to 1 January 2026 (56 years, 14 of them leap) + 14
    expect(d(2026, 1, 15)).toBe(20468);
    expect([F.year(d(2024, 2, 29)), F.month(d(2024, 2, 29)), F.day(d(2024, 2, 29))]).toEqual([2024, 2, 29]);
    // A month or day past its end rolls over.
    expect(d(2026, 13, 1)).toBe(d(2027, 1, 1));
    expect(d(2026, 3, 0)).toBe(d(2026, 2, 28));
    expect(F.year(Number.NaN)).toBeNaN();
  });
  it('weekday: 1 = lunedì ... 7 = domenica', () => {
    // 1 January 1970 and 15 January 2026 were Thursdays; 1 January 2023 a Sunday; 2 June 2025 a Monday.
    expect(F.weekday(0)).toBe(4);
    expect(F.weekday(d(2026, 1, 15))).toBe(4);
    expect(F.weekday(d(2023, 1, 1))).toBe(7);
    expect(F.weekday(d(2025, 6, 2))).toBe(1);
    expect(F.weekday(d(1969, 12, 31))).toBe(3);
  });
  it('addDays, daysBetween, addMonths (to the end of a shorter month)', () => {
    expect(F.daysBetween(d(2026, 1, 1), d(2026, 12, 31))).toBe(364);
    expect(F.daysBetween(d(2024, 3, 1), d(2024, 2, 1))).toBe(-29);
    expect(F.addDays(d(2026, 2, 27), 2)).toBe(d(2026, 3, 1));
    expect(F.addMonths(d(2026, 1, 31), 1)).toBe(d(2026, 2, 28));
    expect(F.addMonths(d(2024, 1, 31), 1)).toBe(d(2024, 2, 29));
    expect(F.addMonths(d(2026, 3, 31), -1)).toBe(d(2026, 2, 28));
    expect(F.addMonths(d(2026, 11, 15), 14)).toBe(d(2028, 1, 15));
  });
  it('easter: Easter Sunday of the Gregorian calendar', () => {
    // Published dates: 2011-04-24, 2024-03-31, 2025-04-20, 2026-04-05, 2038-04-25, 2285-03-22.
    for (const [y, m, day] of [
      [2011, 4, 24],
      [2024, 3, 31],
      [2025, 4, 20],
      [2026, 4, 5],
      [2038, 4, 25],
      [2285, 3, 22],
    ] as const)
      expect(F.easter(y), String(y)).toBe(d(y, m, day));
    expect(F.weekday(F.easter(2027))).toBe(7);
    expect(F.easter(1500)).toBeNaN();
  });
});

describe('workingDaysBetween', () => {
  const d = (y: number, m: number, day: number) => F.date(y, m, day);
  const w = F.workingDaysBetween;
  it('April 2026: Easter Monday off, 25 April on a Saturday changes nothing', () => {
    // 1-3 (mer-ven) 3, 6-10 5, 13-17 5, 20-24 5, 27-30 4: 22 weekdays; Easter is 5 April 2026, so
    // Monday 6 April is a holiday: 21. 25 April 2026 is a Saturday: nothing more to take off.
    expect(w(d(2026, 4, 1), d(2026, 4, 30))).toBe(21);
    expect(w(d(2026, 4, 6), d(2026, 4, 6))).toBe(0);
    expect(w(d(2026, 4, 7), d(2026, 4, 7))).toBe(1);
    // Both ends included: Saturday 25 to Monday 27 April is one day.
    expect(w(d(2026, 4, 25), d(2026, 4, 27))).toBe(1);
  });
  it('across a year end', () => {
    // Mon 22 Dec 2025 - Fri 9 Jan 2026: three weeks, 15 weekdays; 25 (gio) and 26 (ven) December,
    // 1 (gio) and 6 (mar) January are holidays: 11.
    expect(w(d(2025, 12, 22), d(2026, 1, 9))).toBe(11);
  });
  it('4 October is a holiday from 2026 (Legge 8 ottobre 2025 n. 151)', () => {
    // 1-10 October 2024: 1-4 (mar-ven) 4, 7-10 4 = 8; Friday 4 October 2024 was a working day.
    expect(w(d(2024, 10, 1), d(2024, 10, 10))).toBe(8);
    // 1-10 October 2027: Friday 1, 4-8 5 = 6 weekdays; Monday 4 October 2027 is a holiday: 5.
    expect(w(d(2027, 10, 1), d(2027, 10, 10))).toBe(5);
  });
  it("a patron saint's day, month × 100 + day", () => {
    // June 2026: 1-5, 8-12, 15-19, 22-26 (20) and 29-30 (2): 22 weekdays, less Tuesday 2 June: 21;
    // 24 June (mercoledì, San Giovanni) as patron: 20; a patron on 2 June counts once: 21.
    expect(w(d(2026, 6, 1), d(2026, 6, 30))).toBe(21);
    expect(w(d(2026, 6, 1), d(2026, 6, 30), 0)).toBe(21);
    expect(w(d(2026, 6, 1), d(2026, 6, 30), 624)).toBe(20);
    expect(w(d(2026, 6, 1), d(2026, 6, 30), 602)).toBe(21);
  });
  it('the second day first gives the count negative; what is no day gives N/D', () => {
    expect(w(d(2026, 4, 30), d(2026, 4, 1))).toBe(-21);
    expect(w(Number.NaN, d(2026, 4, 1))).toBeNaN();
    expect(w(d(2026, 4, 1), d(2026, 4, 30), 1332)).toBeNaN();
    expect(w(d(2026, 4, 1), d(2026, 4, 30), 6.5)).toBeNaN();
  });
  it('explains its count', () => {
    const [step] = workingDaysFunction.explain!([d(2026, 4, 1), d(2026, 4, 30), 0], {
      format: 'integer',
    });
    expect(step).toBe(
      "Giorni lavorativi dal 01/04/2026 al 30/04/2026, entrambi inclusi: 22 giorni da lunedì a venerdì, meno 1 festivo da lunedì a venerdì (06/04/2026 Lunedì dell'Angelo) = 21.",
    );
  });
});

describe('formats', () => {
  it('time: minutes since midnight as hh:mm, wrapping past midnight', () => {
    expect(formatValue(1020, 'time')).toBe('17:00');
    expect(formatValue(65, 'time')).toBe('01:05');
    expect(formatValue(1500, 'time')).toBe('01:00');
    expect(formatValue(-60, 'time')).toBe('23:00');
    expect(formatValue(Number.NaN, 'time')).toBe('N/D');
  });

  it('writes it-IT numbers', () => {
    expect(formatValue(16470.0949, 'euro')).toBe(nb('16.470,09 €'));
    // it-IT Intl leaves 4 digits ungrouped by default; the site groups always.
    expect(formatValue(1647.01, 'euro')).toBe(nb('1.647,01 €'));
    expect(formatValue(5, 'percent')).toBe('5,00%');
    expect(formatValue(1234.5, 'number', 1)).toBe('1.234,5');
    expect(formatValue(1234.5, 'integer')).toBe('1.235');
    expect(formatValue(9000, 'text')).toBe('9.000');
    expect(formatValue(999, 'text')).toBe('999');
    expect(formatValue(0.000621371, 'adaptive')).toBe('0,000621');
    expect(formatValue(1609.344, 'adaptive')).toBe('1.609,34');
    expect(formatValue('Buon Sconto', 'text')).toBe('Buon Sconto');
  });
  it('shows N/D for a number that is not finite, and never -0', () => {
    expect(formatValue(Infinity, 'euro')).toBe('N/D');
    expect(formatValue(NaN, 'number')).toBe('N/D');
    expect(formatValue(-0, 'euro')).toBe(nb('0,00 €'));
    // Values that round to zero lose their sign too, in every format.
    expect(formatValue(-0.001, 'euro')).toBe(nb('0,00 €'));
    expect(formatValue(-1e-20, 'adaptive')).toBe('0');
    expect(formatValue(-0.4, 'integer')).toBe('0');
    expect(formatValue(-1e-20, 'text')).toBe('0');
    expect(formatValue(-0.0001, 'percent')).toBe('0,00%');
    expect(formatValue(-0.004, 'number')).toBe('0,00');
    expect(formatValue(-5, 'euro')).toBe(nb('-5,00 €'));
  });
  it('writes whole numbers as Intl does, without calling it (integer and text)', () => {
    const intl = new Intl.NumberFormat('it-IT', {
      useGrouping: 'always',
      signDisplay: 'negative',
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e6, max: 1e6 }),
          fc.maxSafeInteger(),
          fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        ),
        (value) => {
          expect(formatValue(value, 'integer')).toBe(intl.format(value));
          if (Number.isInteger(value)) expect(formatValue(value, 'text')).toBe(intl.format(value));
        },
      ),
      { numRuns: 5000 },
    );
    expect(formatValue(-1234567, 'integer')).toBe('-1.234.567');
    expect(formatValue(2 ** 60, 'integer')).toBe(intl.format(2 ** 60));
  });
  it('names months in Italian', () => {
    expect([1, 2, 12, 13].map(month)).toEqual(['Gen', 'Feb', 'Dic', 'Gen']);
    expect(month(NaN)).toBe('N/D');
  });
});

describe('functions', () => {
  it('round halves away from zero without binary surprises', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(-2.5)).toBe(-3);
    expect(round(1234.5678, 1)).toBe(1234.6);
  });
  it('pmt is the French amortisation payment', () => {
    // 200000 at 2.5%/12 over 360 months: 200000 * i / (1 - (1 + i)^-360) = 790.2418...
    expect(pmt(0.025 / 12, 360, 200000)).toBeCloseTo(790.2418, 3);
    expect(pmt(0, 12, 1200)).toBe(100);
  });
  it('npv discounts each flow from the end of its period', () => {
    // 10%: 100 / 1.1 + 100 / 1.21 = 90.909090... + 82.644628... = 173.553719...
    expect(F.npv(0.1, 100, 100)).toBeCloseTo(173.553719, 6);
    // At 0% it is the sum; one flow of 110 a period away at 10% is worth 100 today.
    expect(F.npv(0, 50, 50, 50)).toBe(150);
    expect(F.npv(0.1, 110)).toBeCloseTo(100, 10);
  });
  it('irr finds the one rate that prices the flows, and gives N/D for none or several', () => {
    // -100 now, 110 a period later: 10 %.
    expect(F.irr(-100, 110)).toBeCloseTo(0.1, 12);
    // Bisection in python on Σ f_t / (1 + r)^t: 0.08896339469335.
    expect(F.irr(-1000, 300, 400, 500)).toBeCloseTo(0.08896339469335, 10);
    // A bond bought at 98.5 with 20 half-yearly coupons of 1.75 (bisection): 0.0184032763309806.
    expect(F.irr(-98.5, ...Array<number>(19).fill(1.75), 101.75)).toBeCloseTo(0.0184032763309806, 10);
    // Flows of one sign: no rate makes their value zero.
    expect(F.irr(100, 50)).toBeNaN();
    // -100 + 230 v - 132 v² = 0 at 1 + r = 1.1 and 1.2: two rates, so no answer.
    expect(F.irr(-100, 230, -132)).toBeNaN();
    expect(F.irr(-100, Number.NaN)).toBeNaN();
  });
  it('rate is the inverse of pmt', () => {
    expect(F.rate(360, pmt(0.025 / 12, 360, 200000), 200000)).toBeCloseTo(0.025 / 12, 12);
    expect(F.rate(12, 100, 1200)).toBeCloseTo(0, 12);
    // 60 payments of 200 repay 10,000 (bisection in python): 0.006183413161254115 a month.
    expect(F.rate(60, 200, 10000)).toBeCloseTo(0.006183413161254115, 10);
    // A bond: 10 coupons of 50 and 1,000 back with the last, bought at 950: 0.05668717559170322.
    expect(F.rate(10, 50, 950, 1000)).toBeCloseTo(0.05668717559170322, 10);
    // Payments that never reach the capital, and no periods: N/D.
    expect(F.rate(10, 0, 1000)).toBeNaN();
    expect(F.rate(0, 100, 1000)).toBeNaN();
  });
  it('brackets taxes each slice at its rate', () => {
    // 30000: 15000 * 0.23 + 13000 * 0.27 + 2000 * 0.38 = 3450 + 3510 + 760
    expect(brackets(30000, [15000, 28000, 55000, 75000], [0.23, 0.27, 0.38, 0.41, 0.43])).toBeCloseTo(7720, 6);
    expect(brackets(0, [15000], [0.23, 0.27])).toBe(0);
  });
  it('mod has the sign of the divisor', () => {
    expect(mod(-1, 60)).toBe(59);
    expect(mod(125, 60)).toBe(5);
  });
  it('range is inclusive and bounded', () => {
    expect(range(0, 3, 1, 100)).toEqual([0, 1, 2, 3]);
    expect(range(0, 1, 0.25, 100)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(range(0, 1e9, 1, 5)).toHaveLength(5);
    expect(range(0, NaN, 1, 5)).toEqual([]);
    expect(range(0, 5, 0, 5)).toEqual([]);
    // 0, 1, ... 1e9: 1e9 + 1 values, of which max = 5 are given; cutShort says how many there were.
    expect(cutShort('s', 5, 0, 1e9, 1)).toEqual({ s: 1e9 + 1 });
    expect(cutShort('s', 3, 0, 1, 0.25)).toEqual({ s: 5 });
    // The same tolerance as range for decimal steps: 0, 0.25 + 1e-12, ... are 5 values up to 1, as range gives.
    expect(range(0, 1, 0.25 + 1e-12, 100)).toHaveLength(5);
    expect(cutShort('s', 5, 0, 1, 0.25 + 1e-12)).toEqual({});
    expect(cutShort('s', 4, 0, 3, 1)).toEqual({});
    expect(cutShort('s', 0, 0, NaN, 1)).toEqual({});
  });
});

it('arrow-key steps keep the typed decimals and drop binary noise', () => {
  expect(stepText(0.2, 0.1)).toBe('0,3');
  expect(stepText(1234.5, 1)).toBe('1235,5');
  expect(stepText(22.5, 5)).toBe('27,5');
});

describe('source answers', () => {
  const source = {
    id: 'rates',
    url: 'https://example.test',
    pick: 'rates',
    add: { EUR: 1 },
    fallback: { USD: 1.08, GBP: 0.86 },
    warning: '',
    provisional: '',
    error: '',
    timeoutMs: 1000,
  };
  it('take the picked map, with the added entries', () => {
    expect(readSourceAnswer(source, { rates: { USD: 1.1, GBP: 0.9, JPY: 160 } })).toEqual({
      USD: 1.1,
      GBP: 0.9,
      EUR: 1,
    });
  });
  it.each([
    ['a missing map', { other: {} }, 'Risposta senza "rates"'],
    ['a missing key', { rates: { USD: 1.1 } }, 'Valore non valido per GBP'],
    ['a zero rate', { rates: { USD: 0, GBP: 0.9 } }, 'Valore non valido per USD'],
    ['a negative rate', { rates: { USD: -1, GBP: 0.9 } }, 'Valore non valido per USD'],
    ['a text rate', { rates: { USD: '1.1', GBP: 0.9 } }, 'Valore non valido per USD'],
    ['not an object', 'oops', 'Risposta senza "rates"'],
  ])('refuse %s', (_name, answer, message) => {
    expect(() => readSourceAnswer(source, answer)).toThrow(new Error(message));
  });

  const quoted = { ...source, base: 'EUR' };
  it('with a base, take an answer quoted against it', () => {
    expect(readSourceAnswer(quoted, { base: 'EUR', rates: { USD: 1.1, GBP: 0.9 } })).toEqual({
      USD: 1.1,
      GBP: 0.9,
      EUR: 1,
    });
  });
  it.each([
    ['another base', { base: 'USD', rates: { USD: 1, GBP: 0.8 } }, 'Base "USD" invece di "EUR"'],
    ['a base in lower case', { base: 'eur', rates: { USD: 1.1, GBP: 0.9 } }, 'Base "eur" invece di "EUR"'],
    ['no base', { rates: { USD: 1.1, GBP: 0.9 } }, 'Base undefined invece di "EUR"'],
    ['a base that is not a text', { base: ['EUR'], rates: { USD: 1.1, GBP: 0.9 } }, 'Base ["EUR"] invece di "EUR"'],
    ['an empty answer', null, 'Base undefined invece di "EUR"'],
  ])('with a base, refuse %s', (_name, answer, message) => {
    expect(() => readSourceAnswer(quoted, answer)).toThrow(new Error(message));
  });
  it("without a base, ignore the answer's base", () => {
    expect(readSourceAnswer(source, { base: 'USD', rates: { USD: 1.1, GBP: 0.9 } })).toEqual({
      USD: 1.1,
      GBP: 0.9,
      EUR: 1,
    });
  });
});
