/**
 * The whole view of a table (src/renderer/table-groups.ts): groups of `rows` rows, named by
 * `full.group` or by the first column's range, each with a summary row (`summary: sum | last`);
 * and a series cut short by its `max` (Evaluation.cut).
 */
import { describe, expect, it } from 'vitest';
import type { TableSpec } from '../language/spec.ts';
import { calculate, defaultValues } from '../src/engine/compute.ts';
import { fullCaption } from '../src/renderer/FullTable.tsx';
import { tableGroups } from '../src/renderer/table-groups.ts';
import { fixtureCalculator } from './support/fixture-calculator.ts';

// The test site's loan (tests/fixtures/site/calculators/prove/prova-rata.yaml): a series by month,
// its table's whole view by year (`full.group`), sums and the last balance as summaries, max 1.200.
const loan = await fixtureCalculator('site', 'prova-rata');
const plan = loan.tables.find((t) => t.full)!;
const evaluate = (inputs: Record<string, string>) => calculate(loan, { ...defaultValues(loan), ...inputs }, {})!;

describe('a loan plan by year', () => {
  // Defaults: P = 12000, i = 0.06 / 12 = 0.005, n = 24, M = P i / (1 − (1 + i)^−24) = 531.847323.
  // What is owed after k months: B(k) = P (1 + i)^k − M ((1 + i)^k − 1) / i (python):
  // B(12) = 6179.497916, B(24) = 0; a year's principal is B(12y − 12) − B(12y), its interest 12 M −
  // principal.
  const rows = evaluate({}).tables[plan.id]!;
  const years = tableGroups(plan, rows);

  it('has one group per year, 12 months each, every month once', () => {
    expect(years).toHaveLength(2);
    expect(years.map((y) => y.name)).toEqual(['Anno 1', 'Anno 2']);
    expect(years.every((y) => y.rows.length === 12)).toBe(true);
    expect(years.flatMap((y) => y.rows.map((row) => row[0]))).toEqual(Array.from({ length: 24 }, (_, k) => k + 1));
  });

  it("sums a year's payments, principal and interest and carries what is owed at its end", () => {
    const [paid, principal, interest, owed] = years[0]!.summary as number[];
    expect(paid).toBeCloseTo(12 * 531.847323, 4); // 6382.1679
    expect(principal).toBeCloseTo(12000 - 6179.497916, 4); // 5820.5021
    expect(interest).toBeCloseTo(12 * 531.847323 - (12000 - 6179.497916), 4); // 561.6658
    expect(owed).toBeCloseTo(6179.497916, 4);
    // Year 2 repays B(12) = 6179.4979, with interest 12 M − 6179.4979 = 202.6700; nothing left.
    const [paid2, principal2, interest2, owed2] = years[1]!.summary as number[];
    expect(paid2).toBeCloseTo(12 * 531.847323, 4);
    expect(principal2).toBeCloseTo(6179.497916, 4);
    expect(interest2).toBeCloseTo(12 * 531.847323 - 6179.497916, 4); // 202.6700
    expect(owed2).toBeCloseTo(0, 6);
  });

  it('says what it shows in its caption', () => {
    expect(fullCaption(plan, 24, undefined)).toBe('Piano di rimborso: tutte le 24 righe, per anno');
    expect(fullCaption(plan, 1200, 2400)).toBe('Piano di rimborso: le prime 1.200 righe su 2.400, per anno');
  });
});

describe('a plan longer than its max', () => {
  it('a 100-year loan has every one of its 1.200 payments, and is not cut', () => {
    // n = 1200: M = 12000 i / (1 − (1 + i)^−1200) = 60.151346 (python); month 1200 repays B(1199) = 59.852086.
    const evaluation = evaluate({ anni: '100' });
    const rows = evaluation.tables[plan.id]!;
    expect(rows).toHaveLength(1200);
    expect(rows.at(-1)![2]).toBeCloseTo(59.852086, 3);
    expect(evaluation.cut?.[plan.series]).toBeUndefined();
  });

  it('a 200-year loan stops at 1.200 of its 2.400 payments and says how many it has', () => {
    const evaluation = evaluate({ anni: '200' });
    expect(evaluation.tables[plan.id]).toHaveLength(1200);
    expect(evaluation.cut).toEqual({ [plan.series]: 2400 });
  });
});

describe('a table without group names or summaries', () => {
  const table: TableSpec = {
    id: 't',
    title: 'Flussi',
    series: 's',
    rows: 3,
    columns: [
      { label: 'Mese', format: 'integer' },
      { label: 'Flusso', format: 'euro' },
      { label: 'Saldo', format: 'euro', summary: 'last' },
    ],
  };
  it('names each group by its first column and leaves a cell without summary empty', () => {
    const rows = [0, 1, 2, 3, 4, 5, 6].map((m) => [m, 10 * m, 100 + m]);
    expect(tableGroups(table, rows)).toEqual([
      { name: 'Mese 0–2', rows: rows.slice(0, 3), summary: ['', 102] },
      { name: 'Mese 3–5', rows: rows.slice(3, 6), summary: ['', 105] },
      { name: 'Mese 6', rows: rows.slice(6), summary: ['', 106] },
    ]);
    expect(fullCaption(table, 7, undefined)).toBe('Flussi: tutte le 7 righe, in gruppi di 3');
  });
});
