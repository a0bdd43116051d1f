/**
 * Years shown with a thousands separator: every number format but `year` groups thousands, so
 * the year 2025 shows as "2.025" in a template, a table, a chart or a result. A warning where a
 * year is shown another way. A year is a number input with `year: true`, or whose default is a
 * whole number from 1800 to 2200 and whose id or label says "anno" or "year"; and the index of a
 * series that starts from one (or from such a number).
 */
import { isScalar, type Scalar } from 'yaml';
import { asWarning, type PathSegment } from '../../language/diagnostics.ts';
import type { CalculatorContext } from './context.ts';
import type { IR } from './ir.ts';
import type { CheckedChart, CheckedNote, CheckedResult, CheckedSeries, CheckedTable } from './model.ts';
import type { TemplatePart } from './template.ts';

const YEAR_WORD = /anno|year/i;
const looksLikeYear = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1800 && n <= 2200;

interface Shown {
  results: CheckedResult[];
  series: CheckedSeries[];
  tables: CheckedTable[];
  charts: CheckedChart[];
  notes: CheckedNote[];
}

export function checkYears({ source, data, diagnostics }: CalculatorContext, shown: Shown): void {
  const years = new Set<string>();
  for (const input of data.inputs ?? []) {
    if (input.kind !== 'number') continue;
    if (input.year || (looksLikeYear(input.default) && YEAR_WORD.test(`${input.id} ${input.label}`)))
      years.add(input.id);
  }
  const isYear = (ir: IR | undefined) =>
    ir !== undefined && ((ir.k === 'ref' && years.has(ir.ref.name)) || (ir.k === 'num' && looksLikeYear(ir.v)));
  /** Series (by index in the file) whose index is a year. */
  const yearSeries = new Set<number>();
  shown.series.forEach((s, i) => {
    if (isYear(s.from)) yearSeries.add(i);
  });
  if (years.size === 0 && yearSeries.size === 0) return;
  const isYearIn = (ir: IR, series?: number) =>
    (ir.k === 'ref' && years.has(ir.ref.name)) ||
    (series !== undefined &&
      yearSeries.has(series) &&
      ir.k === 'ref' &&
      ir.ref.kind === 'row' &&
      ir.ref.name === shown.series[series]!.def.index);
  const warn = (path: PathSegment[], what: string, hint: string, token?: RegExp) => {
    const text = String(source.node(path) && isScalar(source.node(path)) ? (source.node(path) as Scalar).value : '');
    const match = token?.exec(text);
    const at = match ? { index: match.index, length: match[0].length } : undefined;
    diagnostics.push(
      asWarning(
        source.inValue(
          path,
          'invalid-value',
          `${what} shows a year with a thousands separator: 2025 as "2.025".`,
          hint,
          at,
        ),
      ),
    );
  };
  const templates = (path: PathSegment[], parts: TemplatePart[] | undefined, series?: number) => {
    const part = (parts ?? []).flatMap(function all(p): TemplatePart[] {
      return p.k === 'if' ? [...p.body.flatMap(all), ...p.inverse.flatMap(all)] : [p];
    });
    for (const p of part) {
      if (p.k === 'value' && p.helper !== 'year' && isYearIn({ k: 'ref', ref: p.ref }, series)) {
        const written = p.helper === 'text' ? `{{${p.ref.name}}}` : `{{${p.helper} ${p.ref.name}}}`;
        const token = new RegExp(
          `\\{\\{~?\\s*${p.helper === 'text' ? '' : `${p.helper}\\s+`}${p.ref.name}\\b[^}]*\\}\\}`,
        );
        warn(path, `"${written}"`, `Write {{year ${p.ref.name}}}.`, token);
        return;
      }
    }
  };
  shown.results.forEach((r, i) => {
    templates(['results', i, 'label'], r.label);
    templates(['results', i, 'note'], r.note);
  });
  shown.notes.forEach((n, i) => {
    templates(['notes', i, 'title'], n.title);
    templates(['notes', i, 'text'], n.text);
  });
  shown.charts.forEach((c, i) => {
    templates(['charts', i, 'label'], c.label, c.series);
  });
  shown.tables.forEach((t, i) => {
    t.columns.forEach((column, j) => {
      const format = t.def.columns[j]?.format;
      if (format !== 'year' && isYearIn(column, t.series))
        warn(
          ['tables', i, 'columns', j, 'value'],
          `The column "${t.def.columns[j]!.label}"`,
          'Give the column format: year.',
        );
    });
  });
}
