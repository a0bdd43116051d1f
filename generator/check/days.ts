/**
 * Which names and formulas give a day (language/dates.ts: a day number), so that 'Come si calcola'
 * writes them as dates (15/01/2026), not as the count of days since 1970; and a warning where a
 * result or a table column shows a day as a number ("20.468").
 */
import { asWarning, type PathSegment } from '../../language/diagnostics.ts';
import { formulaFunctions } from '../../language/functions/index.ts';
import type { CalculatorContext } from './context.ts';
import type { IR } from './ir.ts';
import type { CheckedDefinition, CheckedResult, CheckedSeries, CheckedTable, DayNames } from './model.ts';
import type { ScalarRef } from './scope.ts';

/**
 * Whether `ir` is a day: a date input, a function that gives a day (`day: true`: date, addDays...),
 * a day plus or minus a number (a day minus a day is a number of days), either branch of a
 * condition both days, the least or greatest of days, a day on the last row of a series.
 * `refIsDay` answers for the names it reads.
 */
export function isDay(ir: IR, refIsDay: (ref: ScalarRef) => boolean): boolean {
  const day = (x: IR) => isDay(x, refIsDay);
  switch (ir.k) {
    case 'ref':
      return refIsDay(ir.ref);
    case 'call':
      if (formulaFunctions.get(ir.fn)?.day) return true;
      return (ir.fn === 'min' || ir.fn === 'max') && ir.args.length > 0 && ir.args.every(day);
    case 'binary':
      if (ir.op === '+') return day(ir.a) !== day(ir.b);
      return ir.op === '-' && day(ir.a) && !day(ir.b);
    case 'cond':
      return day(ir.a) && day(ir.b);
    case 'aggregate':
      return ir.op === 'last' && ir.body !== undefined && day(ir.body);
    default:
      return false;
  }
}

/** The names of a calculator that hold a day: its date inputs, and the values, results and series columns whose formulas give one. */
export class Days implements DayNames {
  private readonly inputs: Set<string>;
  private readonly values = new Set<string>();
  /** By series (its index in the file): the columns that are days. */
  private readonly columns: Set<string>[];

  constructor(
    dateInputs: Iterable<string>,
    definitions: readonly CheckedDefinition[],
    series: readonly CheckedSeries[],
  ) {
    this.inputs = new Set(dateInputs);
    this.columns = series.map(() => new Set());
    // Each in an order where it comes after what it reads: the values before the series, the
    // columns of each series in turn, then the values that read a series.
    const define = (set: Set<string>, d: CheckedDefinition) => {
      if (isDay(d.ir, (ref) => this.has(ref))) set.add(d.name);
    };
    for (const d of definitions) if (!d.afterSeries) define(this.values, d);
    series.forEach((s, i) => {
      for (const column of s.columns) define(this.columns[i]!, column);
    });
    for (const d of definitions) if (d.afterSeries) define(this.values, d);
  }

  has(ref: Pick<ScalarRef, 'kind' | 'name'> & { series?: number }): boolean {
    if (ref.kind === 'input') return this.inputs.has(ref.name);
    if (ref.kind === 'value') return this.values.has(ref.name);
    return ref.series !== undefined && this.columns[ref.series]!.has(ref.name);
  }
}

const DATE_FORMATS = new Set(['date', 'longDate']);

/** A result or a table column that is a day and shown with a number format: a warning (it reads "20.468"). */
export function checkDays(
  { source, diagnostics }: CalculatorContext,
  days: Days,
  shown: { results: CheckedResult[]; tables: CheckedTable[] },
): void {
  const warn = (path: PathSegment[], what: string) =>
    diagnostics.push(
      asWarning(
        source.inValue(
          path,
          'invalid-value',
          `${what} is a day shown as a number: 15/01/2026 as "20.468".`,
          'Give it format: date (15/01/2026) or longDate (15 gennaio 2026).',
        ),
      ),
    );
  shown.results.forEach((r, i) => {
    if (!r.def.hidden && !DATE_FORMATS.has(r.def.format ?? '') && days.has({ kind: 'value', name: r.def.id }))
      warn(['results', i, r.def.cases ? 'id' : 'formula'], `The result "${r.def.id}"`);
  });
  shown.tables.forEach((t, i) => {
    t.columns.forEach((column, j) => {
      const def = t.def.columns[j]!;
      if (!DATE_FORMATS.has(def.format ?? '') && isDay(column, (ref) => days.has(ref)))
        warn(['tables', i, 'columns', j, 'value'], `The column "${def.label}"`);
    });
  });
}
