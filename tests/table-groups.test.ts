/**
 * The whole view of a table (src/renderer/table-groups.ts): groups of `rows` rows, named by
 * `full.group` or by the first column's range, each with a summary row (`summary: sum | last`);
 * and a series cut short by its `max` (Evaluation.cut).
 */
import { describe, expect, it } from 'vitest';
import type { TableSpec } from '../language/spec.ts';
import { calculate, defaultValues } from '../src/engine/compute.ts';
import mortgage from '../src/generated/calculators/mortgage-payment.ts';
import { fullCaption } from '../src/renderer/FullTable.tsx';
import { tableGroups } from '../src/renderer/table-groups.ts';

const plan = mortgage.tables.find((t) => t.full)!;
const evaluate = (inputs: Record<string, string>) =>
  calculate(mortgage, { ...defaultValues(mortgage), ...inputs }, {})!;

describe('the mortgage plan by year', () => {
  // Defaults: P = 200000, i = 0.025 / 12, n = 360, M = P i / (1 − (1 + i)^−360) = 790.241798.
  // What is owed after k months: B(k) = P (1 + i)^k − M ((1 + i)^k − 1) / i (python):
  // B(12) = 195465.3735, B(24) = 190816.0732; a year's principal is B(12y − 12) − B(12y), its
  // interest 12 M − principal.
  const rows = evaluate({}).tables[plan.id]!;
  const years = tableGroups(plan, rows);

  it('has one group per year, 12 months each, every month once', () => {
    expect(years).toHaveLength(30);
    expect(years.map((y) => y.name).slice(0, 2)).toEqual(['Anno 1', 'Anno 2']);
    expect(years.every((y) => y.rows.length === 12)).toBe(true);
    expect(years.flatMap((y) => y.rows.map((row) => row[0]))).toEqual(Array.from({ length: 360 }, (_, k) => k + 1));
  });

  it("sums a year's payments, principal and interest and carries what is owed at its end", () => {
    const [paid, principal, interest, owed] = years[0]!.summary as number[];
    expect(paid).toBeCloseTo(12 * 790.241798, 4); // 9482.9016
    expect(principal).toBeCloseTo(200000 - 195465.373458, 4); // 4534.6265
    expect(interest).toBeCloseTo(12 * 790.241798 - (200000 - 195465.373458), 4); // 4948.2750
    expect(owed).toBeCloseTo(195465.373458, 4);
    const [, principal2, interest2, owed2] = years[1]!.summary as number[];
    expect(principal2).toBeCloseTo(195465.373458 - 190816.073207, 4); // 4649.3003
    expect(interest2).toBeCloseTo(12 * 790.241798 - (195465.373458 - 190816.073207), 4); // 4833.6013
    expect(owed2).toBeCloseTo(190816.073207, 4);
    // Year 30: B(348) = 9355.7261 is repaid (python), interest 12 M − 9355.7261 = 127.1755; nothing left.
    const [, principal30, interest30, owed30] = years[29]!.summary as number[];
    expect(principal30).toBeCloseTo(9355.726063, 3);
    expect(interest30).toBeCloseTo(127.175509, 3);
    expect(owed30).toBeCloseTo(0, 6);
  });

  it('says what it shows in its caption', () => {
    expect(fullCaption(plan, 360, undefined)).toBe('Piano di ammortamento: tutte le 360 righe, per anno');
    expect(fullCaption(plan, 1200, 2400)).toBe('Piano di ammortamento: le prime 1.200 righe su 2.400, per anno');
  });
});

describe('a plan longer than its max', () => {
  it('a 100-year mortgage has every one of its 1.200 payments, and is not cut', () => {
    // n = 1200: M = 200000 i / (1 − (1 + i)^−1200) = 454.0330 (python); month 1200 repays B(1199) = 453.0891.
    const evaluation = evaluate({ loanTerm: '100' });
    const rows = evaluation.tables[plan.id]!;
    expect(rows).toHaveLength(1200);
    expect(rows.at(-1)![2]).toBeCloseTo(453.0891, 3);
    expect(evaluation.cut?.[plan.series]).toBeUndefined();
  });

  it('a 200-year mortgage stops at 1.200 of its 2.400 payments and says how many it has', () => {
    const evaluation = evaluate({ loanTerm: '200' });
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
