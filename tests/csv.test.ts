import { describe, expect, it } from 'vitest';
import { csvHeader, toCsv } from '../src/export/csv.ts';

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
