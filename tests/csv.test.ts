import { describe, expect, it } from 'vitest';
import { formatValue } from '../language/formats/index.ts';
import { csvCells, csvFileName, csvHeader, toCsv } from '../src/export/csv.ts';

describe('toCsv', () => {
  const csv = toCsv(
    ['Mese', 'Rata; €', 'Nota'],
    [
      [1, 1234.5, 'ok'],
      [2, 0.1 + 0.2, 'detto "così"'],
      [3, -1500000, true],
    ],
  );

  it('starts with a UTF-8 BOM and ends every line with CRLF', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    // 1 header + 3 rows, each closed by CRLF: splitting gives 4 lines and a trailing ''.
    expect(csv.slice(1).split('\r\n')).toHaveLength(5);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('separates with ";", writes decimal commas without grouping and quotes where needed', () => {
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Mese;"Rata; €";Nota',
      '1;1234,5;ok',
      // 0.1 + 0.2 = 0.30000000000000004 in binary floating point: written as 0,3.
      '2;0,3;"detto ""così"""',
      '3;-1500000;sì',
      '',
    ]);
  });
});

describe('toCsv and formulas', () => {
  it("writes a text Excel would run as a formula (=, +, -, @, tab, carriage return) after a '", () => {
    const cells = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tcalc', '\r=2', '=HYPERLINK("http://x";"y")', 'a=1'];
    const csv = toCsv(
      ['Voce'],
      cells.map((cell) => [cell]),
    );
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Voce',
      "'=1+1",
      "'+SUM(A1)",
      "'-2+3",
      "'@cmd",
      "'\tcalc",
      // A carriage return quotes the field, as any line break does.
      '"\'\r=2"',
      '"\'=HYPERLINK(""http://x"";""y"")"',
      'a=1',
      '',
    ]);
  });

  it('leaves negative numbers numbers: written by the file, or as text by csvCells', () => {
    const columns = [{ label: 'Importo', format: 'euro' as const }, { label: 'Delta' }];
    const rows = csvCells(columns, [
      [-12.5, -3],
      [-1234567.891, -0.25],
    ]);
    expect(toCsv(['Importo', 'Delta'], rows).slice(1).split('\r\n')).toEqual([
      'Importo;Delta',
      '-12,50;-3',
      '-1234567,89;-0,25',
      '',
    ]);
  });
});

describe('csvHeader', () => {
  it('names each column with its unit in brackets: € and % from the format, else the unit', () => {
    expect(
      csvHeader([
        { label: 'Mese', format: 'integer' },
        { label: 'Rata', format: 'euro' },
        { label: 'Quota', format: 'percent' },
        { label: 'Distanza', format: 'number', unit: 'km' },
        { label: 'Voce' },
      ]),
    ).toEqual(['Mese', 'Rata (€)', 'Quota (%)', 'Distanza (km)', 'Voce']);
  });
});

describe('csvCells', () => {
  it('writes a number as the page shows it: rounded to its format, no thousands separator or sign', () => {
    const columns = [
      { label: 'Mese', format: 'integer' as const },
      { label: 'Rata', format: 'euro' as const },
      { label: 'Tasso', format: 'percent' as const, decimals: 3 },
      { label: 'Data', format: 'date' as const },
      { label: 'Voce' },
    ];
    // 727.018472769954 € shows as 727,02 €; -1234567.891 as -1.234.567,89 €; 2.34567 % with 3
    // decimals as 2,346 %; day 20468 (days since 1970-01-01) is 15/01/2026; NaN is N/D.
    expect(
      csvCells(columns, [
        [1, 727.018472769954, 2.34567, 20468, 'a'],
        [12, -1234567.891, 0, 20468, 0.1 + 0.2],
        [360, Number.NaN, 1e21, Number.NaN, true],
      ]),
    ).toEqual([
      ['1', '727,02', '2,346', '15/01/2026', 'a'],
      ['12', '-1234567,89', '0,000', '15/01/2026', 0.1 + 0.2],
      ['360', '', '1000000000000000000000,000', '', true],
    ]);
  });

  it("rounds half a cent up, as the page shows it (Intl rounds the number as written: 2.675 -> 2,68, not toFixed's 2,67)", () => {
    const euro = [{ label: 'Importo', format: 'euro' as const }];
    expect(csvCells(euro, [[0.125], [2.675], [-0.005]])).toEqual([['0,13'], ['2,68'], ['-0,01']]);
    expect(formatValue(2.675, 'euro')).toBe('2,68\u00a0€');
  });
});

describe('csvFileName', () => {
  it("names what the file holds, in Italian words, and the visitor's day", () => {
    // Day 20783 = 2026-11-26 (20468 = 2026-01-15, + 315 days).
    expect(csvFileName('Piano di ammortamento', 'Calcolatore Rata Mutuo', 20783)).toBe(
      'piano-di-ammortamento-calcolatore-rata-mutuo-2026-11-26.csv',
    );
    expect(csvFileName('Capitale e interessi totali', 'Calcolo Età', 20468)).toBe(
      'capitale-e-interessi-totali-calcolo-eta-2026-01-15.csv',
    );
  });
});
