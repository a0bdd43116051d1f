/**
 * The words for dates, end to end on the good fixture's 'Scadenza di pagamento'
 * (tests/fixtures/generator/good/calculators/finanza/scadenza.yaml): a date field that starts at
 * the visitor's day, today(), workingDaysBetween, the longDate format, series column names, and
 * examples that fix their day. Its modules are emitted next to src/, so they use the real engine
 * and renderer.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDay } from '../generator/check/days.ts';
import type { IR } from '../generator/check/ir.ts';
import { runExample } from '../generator/example-values.ts';
import { generate } from '../generator/pipeline.ts';
import { dayNumber, onDay, todayNumber } from '../language/dates.ts';
import type { CalculatorFile } from '../language/definition.ts';
import { displayResult } from '../language/formats/index.ts';
import type { CalculatorModule } from '../language/spec.ts';
import { calculate, defaultValues, fallbackSources } from '../src/engine/compute.ts';
import { decodeState, encodeState } from '../src/engine/link.ts';
import { Calculator } from '../src/renderer/Calculator.tsx';
import { expectNoErrors } from './support/generator-report.ts';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/generator');
const outDir = path.resolve(import.meta.dirname, `../src/generated.dates-${process.pid}`);
let root = '';
let module: CalculatorModule;
let data: CalculatorFile;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dates-'));
  await cp(path.join(fixtures, 'good/calculators'), path.join(root, 'calculators'), { recursive: true });
  await cp(path.join(fixtures, 'categories.yaml'), path.join(root, 'calculators/categories.yaml'));
  const run = await generate({ root, write: true, outDir });
  expectNoErrors(run);
  module = (await import(/* @vite-ignore */ path.join(outDir, 'calculators/deadline.ts'))).default;
  data = run.checked!.calculators.find((c) => c.data.id === 'deadline')!.data;
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
  await rm(root, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
  delete process.env.TZ;
});

describe("the visitor's day", () => {
  it('is the calendar date where the browser is: 00:30 in Italy is that day, not the day before (UTC)', () => {
    vi.useFakeTimers();
    // 23:30 UTC on 15 March 2031 is 00:30 on 16 March in Rome (CET, UTC+1).
    vi.setSystemTime(new Date('2031-03-15T23:30:00Z'));
    process.env.TZ = 'Europe/Rome';
    expect(todayNumber()).toBe(dayNumber(2031, 3, 16));
    process.env.TZ = 'UTC';
    expect(todayNumber()).toBe(dayNumber(2031, 3, 15));
    // Summer time (CEST, UTC+2): 22:30 UTC on 30 June is 00:30 on 1 July in Rome.
    vi.setSystemTime(new Date('2031-06-30T22:30:00Z'));
    process.env.TZ = 'Europe/Rome';
    expect(todayNumber()).toBe(dayNumber(2031, 7, 1));
  });

  it('an example fixes it while it runs, and gives the clock back after', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-03-16T12:00:00Z'));
    const day = dayNumber(2026, 11, 26)!;
    expect(onDay(day, () => todayNumber())).toBe(day);
    expect(todayNumber()).toBe(dayNumber(2031, 3, 16));
  });

  it('the module says it depends on the day; the form starts empty until the day is known', () => {
    expect(module.today).toBe(true);
    expect(defaultValues(module).invoiceDate).toBe('');
    expect(defaultValues(module, dayNumber(2026, 1, 15)).invoiceDate).toBe('2026-01-15');
  });

  it('the prerendered HTML shows no results and no day (it is built on another day)', () => {
    const html = renderToString(<Calculator calculator={module} />);
    expect(html).toContain('Data della fattura');
    expect(html).not.toContain('data-result=');
    expect(html).toMatch(/<input[^>]*type="date"[^>]*value=""/);
    // min: today is no bound until the page knows the day.
    expect(html).not.toMatch(/<input[^>]*type="date"[^>]*min=/);
    expect(html).toContain('Inserisci i dati per vedere i risultati.');
  });
});

describe('a date field cleared, or holding no day of the calendar', () => {
  it('computes nothing (the guard present(invoiceDate)), rather than from 1 January 1970', () => {
    const day = dayNumber(2026, 11, 26)!;
    const at = (invoiceDate: string) =>
      onDay(day, () => calculate(module, { ...defaultValues(module, day), invoiceDate }, fallbackSources(module)));
    expect(at('2026-11-26')).not.toBeNull();
    expect(at('')).toBeNull();
    expect(at('2026-02-30')).toBeNull();
  });
});

describe("the share link of a date that starts at the visitor's day", () => {
  it('leaves it out while it holds that day; opened on another day, the field takes that day', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-03-16T12:00:00Z'));
    const day = todayNumber();
    expect(encodeState(module, { values: defaultValues(module, day), scenarios: [] })).toBe('');
    const query = encodeState(module, { values: { ...defaultValues(module, day), days: '45' }, scenarios: [] });
    expect(query).not.toContain('invoiceDate');
    const changed = encodeState(module, {
      values: { ...defaultValues(module, day), invoiceDate: '2031-05-10' },
      scenarios: [],
    });
    expect(changed).toContain('invoiceDate=2031-05-10');
    // Before the field's min (today, where the link is opened): refused, the field takes that day.
    const past = encodeState(module, {
      values: { ...defaultValues(module, day), invoiceDate: '2031-04-01' },
      scenarios: [],
    });
    vi.setSystemTime(new Date('2031-04-02T12:00:00Z'));
    expect(decodeState(module, `?${query}`)!.values).toMatchObject({ invoiceDate: '2031-04-02', days: '45' });
    expect(decodeState(module, `?${changed}`)!.values.invoiceDate).toBe('2031-05-10');
    expect(decodeState(module, `?${past}`)!.values.invoiceDate).toBe('2031-04-02');
  });
});

describe("the fixture's examples, on their own day", () => {
  it('each gives what its comment computes, whatever day the test runs', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-03-16T12:00:00Z'));
    for (const example of data.examples!) {
      const { evaluation, raw } = runExample(module, data.inputs!, example);
      expect(evaluation, example.name).not.toBeNull();
      for (const [id, want] of Object.entries(example.expect ?? {}))
        expect(evaluation!.values[id], `${example.name}: ${id}`).toBeCloseTo(want as number, 6);
      for (const [id, want] of Object.entries(example.display ?? {}))
        expect(displayResult(module.results.find((r) => r.id === id)!, evaluation!.values[id]!)).toBe(want);
      // The field starts at the example's day; "01/12/2026" is typed as written (the field reads the
      // Italian date); `today` as an input is the example's day.
      expect(raw.invoiceDate).toBe(
        { oggi: '2026-01-15', "all'italiana": '01/12/2026', 'oggi come dato': '2026-11-26' }[example.name],
      );
    }
  });
});

describe('which formulas give a day (generator/compile/days.ts)', () => {
  const d = (name: string): IR => ({ k: 'ref', ref: { kind: 'input', name, type: 'number' } });
  const n = (v: number): IR => ({ k: 'num', v });
  const call = (fn: string, ...args: IR[]): IR => ({ k: 'call', fn, args });
  const bin = (op: '+' | '-' | '*', a: IR, b: IR): IR => ({ k: 'binary', op, a, b });
  const day = (ir: IR) => isDay(ir, (ref) => ref.name === 'start' || ref.name === 'end');
  it('a date input, a function that gives a day, a day plus or minus days', () => {
    expect(day(d('start'))).toBe(true);
    expect(day(call('today'))).toBe(true);
    expect(day(call('addMonths', d('start'), n(1)))).toBe(true);
    expect(day(bin('+', d('start'), n(30)))).toBe(true);
    expect(day(bin('+', n(30), d('start')))).toBe(true);
    expect(day(bin('-', d('start'), n(1)))).toBe(true);
    expect(day(call('max', d('start'), d('end')))).toBe(true);
    expect(day({ k: 'cond', c: { k: 'bool', v: true }, a: d('start'), b: call('today') })).toBe(true);
  });
  it('not a day: a day minus a day (days), days from a count, a sum of two days, a count of working days', () => {
    expect(day(bin('-', d('end'), d('start')))).toBe(false);
    expect(day(call('daysBetween', d('start'), d('end')))).toBe(false);
    expect(day(call('workingDaysBetween', d('start'), d('end')))).toBe(false);
    expect(day(bin('+', d('start'), d('end')))).toBe(false);
    expect(day(bin('*', d('start'), n(2)))).toBe(false);
    expect(day(d('days'))).toBe(false);
    expect(day(call('max', d('start'), n(0)))).toBe(false);
  });
});

describe("'Come si calcola' of dates", () => {
  const explained = async () => {
    const explanations = (await module.explain()).default;
    const day = dayNumber(2026, 11, 26)!;
    const values = onDay(day, () =>
      calculate(module, { ...defaultValues(module, day), invoiceDate: '2026-12-01' }, fallbackSources(module)),
    )!.values;
    return { explanations, values, day };
  };

  it('writes a value that is a day as a date, not as a count of days since 1970', async () => {
    const { explanations, values } = await explained();
    const work = explanations.dueDate!.work(values);
    // 1 December 2026 + 30 giorni = 31/12/2026 (a day number would read 20.818).
    expect(work.math).toContain('<mn>01/12/2026</mn>');
    expect(work.math).toContain('<mo>=</mo><mn>31/12/2026</mn>');
    expect(work.math).not.toContain('20.818');
  });

  it('workingDaysBetween explains its count: the weekdays, less each holiday on one', async () => {
    const { explanations, values } = await explained();
    const work = onDay(dayNumber(2026, 11, 26), () => explanations.workingLeft!.work(values));
    expect(work.steps).toEqual([
      'Giorni lavorativi dal 26/11/2026 al 31/12/2026, entrambi inclusi: 26 giorni da lunedì a venerdì, meno 2 festivi da lunedì a venerdì (08/12/2026 Immacolata Concezione; 25/12/2026 Natale) = 24.',
    ]);
  });

  it("a series column is named by its series' symbols:, as values are by the file's", async () => {
    const { explanations } = await explained();
    expect(explanations.lastInstalment!.formula).toContain('<mi>quota di ogni rata</mi>');
    expect(explanations.lastInstalment!.formula).not.toContain('qNew');
    // In 'Come si calcola una riga' too: the column's label, and the index read in another column.
    const rows = (await module.explain()).rows.plan!;
    expect(rows.qNew!.label).toBe('quota di ogni rata');
    expect(rows.when!.formula).toContain('<mi>numero della rata</mi>');
    expect(rows.when!.formula).toContain('<mi>data di scadenza</mi>');
  });
});
