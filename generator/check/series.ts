/**
 * Series and what draws them: tables and charts. A series row sees its index, earlier columns and
 * every other name; a series that nothing draws is reported.
 */
import { chartKindOf } from '../../language/charts/index.ts';
import type { SeriesDef, TableDef } from '../../language/definition.ts';
import type { PathSegment } from '../../language/diagnostics.ts';
import { asWarning, suggest } from '../../language/diagnostics.ts';
import { formats } from '../../language/formats/index.ts';
import { type CalculatorContext, optional } from './context.ts';
import { namesIn } from './expression.ts';
import { partIds } from './ids.ts';
import type { IR } from './ir.ts';
import type { CheckedChart, CheckedDefinition, CheckedSeries, CheckedTable } from './model.ts';
import { reservedName } from './names.ts';
import type { RefKind, Scope, ValueType } from './scope.ts';

/** What a name outside the series is, in a message: 'the result "giorni"'. */
const OUTER_KIND: Record<RefKind, string> = {
  input: 'input',
  value: 'value or result',
  row: 'series row name',
  param: 'parameter',
  field: 'field',
  lookup: 'lookup',
  source: 'data source',
  dataset: 'dataset',
  rows: 'rows input',
  parameter: 'dated rule (parameters)',
  series: 'series',
};
export interface CheckedDrawings {
  series: CheckedSeries[];
  tables: CheckedTable[];
  charts: CheckedChart[];
}

/** The series, checked in the scope of what is computed before them. */
export interface SeriesChecked {
  series: CheckedSeries[];
  rowScopes: Scope[];
  ids: Map<string, number>;
}

/** For hints, on the file's root scope: the series and their columns, which formulas read only through sumOf/countOf/lastOf. */
export function mentionSeries(root: Scope, series: readonly SeriesDef[]): void {
  for (const { id, index, columns } of series) {
    root.mention(id, `It is a series: a value reads it with sumOf(${id}, ...), countOf(${id}) or lastOf(${id}, ...).`);
    for (const name of [index, ...Object.keys(columns)])
      root.mention(
        name,
        `It is a column of the series "${id}": a value reads it with lastOf(${id}, ${name}) or sumOf(${id}, ${name}).`,
      );
  }
}

/**
 * `scope` with each series defined as a whole, for sumOf/countOf/lastOf. A column whose formula
 * failed is there too, as a number: its uses are not reported again.
 */
export function withSeriesDefined(scope: Scope, { series }: SeriesChecked): Scope {
  const withSeries = scope.child();
  for (const [i, s] of series.entries()) {
    const types = new Map(s.columns.map((c) => [c.name, c.type]));
    withSeries.define({
      kind: 'series',
      name: s.def.id,
      series: i,
      columns: {
        [s.def.index]: s.indexType,
        ...Object.fromEntries(Object.keys(s.def.columns).map((name) => [name, types.get(name) ?? 'number'])),
      },
    });
  }
  return withSeries;
}

export function checkDrawings(
  context: CalculatorContext,
  scope: Scope,
  { series, rowScopes, ids }: SeriesChecked,
): CheckedDrawings {
  const { source, diagnostics } = context;
  const seriesOf: SeriesLookup = (path, id) => {
    const index = ids.get(id);
    if (index === undefined) {
      diagnostics.push(
        source.at(
          source.node(path),
          'unknown-reference',
          `Unknown series "${id}".`,
          suggest(id, [...ids.keys()], 'series'),
        ),
      );
      return undefined;
    }
    return { index, row: rowScopes[index]! };
  };
  const tables = checkTables(context, scope, seriesOf);
  const charts = checkCharts(context, scope, seriesOf);
  // A series that no table or chart draws would be computed on every keystroke for nothing: a
  // warning, since it may be drawn soon (a file being written).
  const drawn = new Set([
    ...tables.map((t) => t.series),
    ...charts.flatMap((c) => (c.series === undefined ? [] : [c.series])),
  ]);
  series.forEach((s, i) => {
    if (!drawn.has(i))
      diagnostics.push(
        asWarning(
          source.at(
            source.node(['series', i, 'id']),
            'unused-series',
            `The series "${s.def.id}" is not drawn by any table or chart.`,
            'Remove it, or show it with a table or a chart.',
          ),
        ),
      );
  });
  return { series, tables, charts };
}

/** The series a table or chart names: its index and its row scope; undefined (reported) when unknown. */
type SeriesLookup = (path: PathSegment[], id: string) => { index: number; row: Scope } | undefined;

/**
 * Each series, in `scope`: what is computed before the series. A formula of a series that reads a
 * value or result computed after them (`afterSeries`: it reads a series) is a cycle.
 */
export function checkSeries(context: CalculatorContext, scope: Scope, afterSeries: ReadonlySet<string>): SeriesChecked {
  const { source, data, diagnostics } = context;
  const ids = new Map<string, number>();
  const rowScopes: Scope[] = [];
  const formula: CalculatorContext['formula'] = (path, text, within, type) => {
    const late = [...(namesIn(String(text)) ?? [])].find((n) => afterSeries.has(n));
    if (late === undefined) return context.formula(path, text, within, type);
    diagnostics.push(
      source.at(
        source.node(path),
        'circular-definition',
        `The series reads "${late}", which reads a series: the series are computed before such values.`,
        'Compute it from the inputs and the values that read no series.',
      ),
    );
    return undefined;
  };
  // For hints: what reads a series is computed after them, and no row of a series can read it.
  const seriesScope = scope.child();
  for (const name of afterSeries)
    seriesScope.mention(
      name,
      'It reads a series, so it is computed after the series: no row of a series (its columns, its tables and charts) can read it.',
    );
  const series = (data.series ?? []).map((def, i): CheckedSeries => {
    if (ids.has(def.id))
      diagnostics.push(
        source.at(source.node(['series', i, 'id']), 'duplicate-name', `Two series are named "${def.id}".`, undefined),
      );
    ids.set(def.id, i);
    const bounds = Object.fromEntries(
      (['from', 'to', 'step'] as const)
        .filter((k) => def[k] !== undefined)
        .map((k) => [k, formula(['series', i, k], def[k]!, seriesScope, 'number')?.ir]),
    ) as Pick<CheckedSeries, 'from' | 'to' | 'step'>;
    const row = seriesScope.child({ series: i, columns: new Set(Object.keys(def.columns)) });
    for (const name of Object.keys(def.columns))
      row.mention(
        name,
        `It is a later column of this series: a column reads the columns before it, and prev(${name}, start) the row before.`,
      );
    const rowName = (name: string, path: PathSegment[], type: ValueType, values?: (string | number)[]) => {
      const outer = reservedName(source, path, name, diagnostics) ? undefined : scope.get(name);
      if (outer)
        diagnostics.push(
          source.at(
            source.keyNode(path),
            'duplicate-name',
            `The row name "${name}" hides the ${OUTER_KIND[outer.kind]} "${name}" of the file.`,
            `Rename one of them (e.g. "${name}Anno"): inside the series "${name}" could read only one.`,
          ),
        );
      row.define({ kind: 'row', name, type, series: i, ...optional('values', values) });
    };
    checkColumnSymbols(context, def, i);
    const indexType = def.keys && typeof def.keys[0] === 'string' ? 'string' : 'number';
    rowName(def.index, ['series', i, 'index'], indexType, def.keys);
    const columns: CheckedDefinition[] = [];
    for (const [name, text] of Object.entries(def.columns)) {
      const path = ['series', i, 'columns', name];
      row.mention(name, `It is this column: prev(${name}, start) reads it in the row before.`);
      const checked = formula(path, text, row);
      if (checked && typeof checked.type !== 'string')
        diagnostics.push(
          source.at(
            source.node(path),
            'type-mismatch',
            `The column "${name}" is a whole table row; pick one column with .name.`,
            undefined,
          ),
        );
      if (checked && typeof checked.type === 'string') columns.push({ name, ir: checked.ir, type: checked.type });
      // A column that failed is still defined, as a number, so that its uses are not reported again.
      rowName(name, path, checked && typeof checked.type === 'string' ? checked.type : 'number');
    }
    for (const column of columns) {
      for (const read of previousReads(column.ir)) {
        const type = columns.find((c) => c.name === read)?.type;
        if (type !== undefined && type !== 'number')
          diagnostics.push(
            source.at(
              source.node(['series', i, 'columns', column.name]),
              'type-mismatch',
              `prev(${read}, ...) reads a number, but column "${read}" is ${type}.`,
              undefined,
            ),
          );
      }
    }
    rowScopes.push(row);
    return { def, indexType, ...bounds, columns };
  });
  return { series, rowScopes, ids };
}

/** The columns that prev() reads in `ir`. */
function previousReads(ir: IR): string[] {
  const found: string[] = [];
  const visit = (node: IR): void => {
    if (node.k === 'prev') found.push(node.column);
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) for (const c of child) if (c && typeof c === 'object' && 'k' in c) visit(c as IR);
      if (child && typeof child === 'object' && 'k' in child) visit(child as IR);
    }
  };
  visit(ir);
  return found;
}

// Parts drawn over an unknown series are not checked further (their names would all be unknown).

function checkTables(context: CalculatorContext, scope: Scope, seriesOf: SeriesLookup): CheckedTable[] {
  const { data, formula, condition } = context;
  const ids = partIds(context, 'tables');
  return (data.tables ?? []).map((def, i) => {
    const series = seriesOf(['tables', i, 'series'], def.series);
    checkTableSummary(context, def, i);
    return {
      def,
      id: ids[i]!,
      series: series?.index ?? 0,
      ...optional('visible', condition(['tables', i, 'visibleWhen'], def.visibleWhen, scope)),
      columns: def.columns.map(
        (c, j) =>
          (series && formula(['tables', i, 'columns', j, 'value'], c.value, series.row)?.ir) || {
            k: 'num' as const,
            v: 0,
          },
      ),
    };
  });
}

/** `full` needs `rows` (the groups are that many rows), and a column sums only values that add up. */
function checkTableSummary({ source, diagnostics }: CalculatorContext, def: TableDef, i: number) {
  if (def.full && def.rows === undefined)
    diagnostics.push(
      source.at(
        source.keyNode(['tables', i, 'full']),
        'missing-key',
        `"full" of table "${def.title}" needs "rows": its groups are that many rows.`,
        'Add rows: 12 (the first 12 rows on the page, the whole table in groups of 12).',
      ),
    );
  def.columns.forEach((column, j) => {
    const format = column.format ?? 'number';
    if (column.summary === 'sum' && formats[format].sum === false)
      diagnostics.push(
        source.at(
          source.node(['tables', i, 'columns', j, 'summary']),
          'invalid-value',
          `Column "${column.label}" of table "${def.title}" cannot sum its rows: a ${format} does not add up.`,
          'Use summary: last (the value of the last row), or no summary.',
        ),
      );
  });
}

function checkCharts(context: CalculatorContext, scope: Scope, seriesOf: SeriesLookup): CheckedChart[] {
  const { source, data, diagnostics, formula, condition, template } = context;
  const ids = partIds(context, 'charts');
  return (data.charts ?? []).map((def, i) => {
    const series = def.series === undefined ? undefined : seriesOf(['charts', i, 'series'], def.series);
    const row = def.series === undefined ? scope : series?.row;
    const entries = def.items ? (['items', def.items] as const) : (['datasets', def.datasets ?? []] as const);
    const kind = chartKindOf(def);
    if (kind.data === 'items' && !def.items)
      diagnostics.push(
        source.at(
          source.keyNode(['charts', i, 'kind']),
          'invalid-shape',
          `A ${def.kind} chart draws fixed "items", not a series.`,
          'Replace series/datasets with items: [{label, value}].',
        ),
      );
    else if (kind.data === 'series' && def.items)
      diagnostics.push(
        source.at(
          source.keyNode(['charts', i, 'kind']),
          'invalid-shape',
          `A ${def.kind} chart draws the rows of a series, not fixed "items".`,
          'Replace items with series and datasets.',
        ),
      );
    kind.check?.(def, {
      report: (at, code, message, hint, node = 'value') =>
        diagnostics.push(
          source.at(
            node === 'key' ? source.keyNode(['charts', i, ...at]) : source.node(['charts', i, ...at]),
            code,
            message,
            hint,
          ),
        ),
    });
    return {
      def,
      id: ids[i]!,
      ...optional('series', series?.index),
      ...optional('visible', condition(['charts', i, 'visibleWhen'], def.visibleWhen, scope)),
      ...optional('label', row && template(['charts', i, 'label'], def.label, row)),
      values: entries[1].map(
        (e, j) =>
          (row && formula(['charts', i, entries[0], j, 'value'], e.value, def.items ? scope : row, 'number')?.ir) || {
            k: 'num' as const,
            v: 0,
          },
      ),
    };
  });
}

/** A series' `symbols:` name its columns and its index: any other name is a typo. */
function checkColumnSymbols({ source, diagnostics }: CalculatorContext, def: SeriesDef, i: number): void {
  const names = [def.index, ...Object.keys(def.columns)];
  for (const name of Object.keys(def.symbols ?? {}))
    if (!names.includes(name))
      diagnostics.push(
        source.at(
          source.keyNode(['series', i, 'symbols', name]),
          'unknown-reference',
          `"${name}" is not a column of the series "${def.id}".`,
          suggest(name, names, 'columns'),
        ),
      );
}
