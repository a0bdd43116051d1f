/**
 * Checks one calculator file: every formula, template and reference, in the scope where it is
 * evaluated; orders the named values by dependency. Output: a CheckedCalculator ready to compile.
 */
import type { Diagnostic } from '../diagnostics.ts';
import { suggest } from '../diagnostics.ts';
import type { CalculatorFile, ChartDef, Expression, InputDef, NoteDef, ResultDef, SeriesDef, TableDef } from '../model.ts';
import type { PathSegment, SourceFile } from '../source.ts';
import { checkFormula, namesIn, type Checked } from './expression.ts';
import { chartKindOf } from '../../src/renderer/charts/kinds/index.ts';
import { kindOf } from '../../src/renderer/inputs/index.ts';
import type { InputValueType } from '../../src/renderer/inputs/kind.ts';
import type { IR } from './ir.ts';
import { Scope, typeName, type Type, type ValueType } from './scope.ts';
import { checkTemplate, type TemplatePart } from './template.ts';

export interface CheckedDefinition {
  name: string;
  ir: IR;
  type: Type;
}

export interface CheckedSeries {
  def: SeriesDef;
  from?: IR;
  to?: IR;
  step?: IR;
  columns: CheckedDefinition[];
}

export interface CheckedCalculator {
  source: SourceFile;
  data: CalculatorFile;
  segment: string;
  slug: string;
  url: string;
  inputTypes: Record<string, InputValueType>;
  inputHidden: Record<string, IR>;
  inputDisabled: Record<string, IR>;
  actionVisible: (IR | undefined)[];
  /** Values and results, in an order where each comes after what it reads. */
  definitions: CheckedDefinition[];
  guards: IR[];
  results: { def: ResultDef; label: TemplatePart[]; note?: TemplatePart[]; visible?: IR }[];
  series: CheckedSeries[];
  tables: { def: TableDef; series: number; visible?: IR; columns: IR[] }[];
  charts: { def: ChartDef; series?: number; visible?: IR; label?: TemplatePart[]; values: IR[] }[];
  notes: { def: NoteDef; when?: IR; title?: TemplatePart[]; text?: TemplatePart[] }[];
}

export function checkCalculator(source: SourceFile, data: CalculatorFile, diagnostics: Diagnostic[]): CheckedCalculator | undefined {
  const before = diagnostics.length;
  const [, segment = '', file = ''] = source.file.split('/');
  const slug = file.replace(/\.ya?ml$/, '');
  const site = (path: PathSegment[], text: Expression) => ({ source, path, text: String(text), diagnostics });
  const formula = (path: PathSegment[], text: Expression, scope: Scope, expected?: ValueType): Checked | undefined => checkFormula(site(path, text), scope, expected);
  const condition = (path: PathSegment[], text: Expression | undefined, scope: Scope): IR | undefined => (text === undefined ? undefined : formula(path, text, scope, 'boolean')?.ir);
  const template = (path: PathSegment[], text: string | undefined, scope: Scope) => (text === undefined ? undefined : checkTemplate(site(path, text), scope));

  const root = new Scope();
  const owners = new Map<string, PathSegment[]>();
  // A name is written as an `id: name` value, or as a key (values, lookups).
  const nameNode = (path: PathSegment[]) => (path[path.length - 1] === 'id' ? source.node(path) : source.keyNode(path));
  const claim = (name: string, path: PathSegment[]): boolean => {
    const first = owners.get(name);
    if (first) {
      diagnostics.push(source.at(nameNode(path), 'duplicate-name', `The name "${name}" is defined twice.`, `It is already defined at line ${source.position(nameNode(first)?.range?.[0] ?? 0).line}; inputs, lookups, sources, values and results share one set of names.`));
      return false;
    }
    owners.set(name, path);
    return true;
  };

  // Lookups and sources: tables read as name[key].
  for (const [name, lookup] of Object.entries(data.lookups ?? {})) {
    if (!claim(name, ['lookups', name])) continue;
    const rows = Object.values(lookup.rows);
    const first = rows[0]!;
    let row: Type = typeof first === 'number' ? 'number' : 'string';
    if (typeof first === 'object') {
      row = { columns: Object.fromEntries(Object.entries(first).map(([k, v]) => [k, typeof v === 'number' ? 'number' : 'string'])) };
    }
    const shape = typeName(row);
    Object.entries(lookup.rows).forEach(([key, value]) => {
      const valueType: Type = typeof value === 'object' ? { columns: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'number' ? 'number' : 'string'])) } : typeof value === 'number' ? 'number' : 'string';
      if (typeName(valueType) !== shape) diagnostics.push(source.at(source.node(['lookups', name, 'rows', key]), 'type-mismatch', `Row "${key}" of lookup "${name}" is ${typeName(valueType)}, but the first row is ${shape}.`, 'Every row of a table has the same shape.'));
    });
    if (lookup.fallback !== undefined && !(String(lookup.fallback) in lookup.rows)) {
      diagnostics.push(source.at(source.node(['lookups', name, 'fallback']), 'unknown-reference', `The fallback "${lookup.fallback}" is not a row of lookup "${name}".`, suggest(String(lookup.fallback), Object.keys(lookup.rows), 'rows')));
    }
    if (typeof row === 'object' && lookup.fallback === undefined) {
      diagnostics.push(source.at(source.keyNode(['lookups', name]), 'missing-key', `Lookup "${name}" has records as rows, so it needs a "fallback" row for absent keys.`, 'Add "fallback: <key>" naming the default row.'));
    }
    root.define(name, { kind: 'lookup', row, js: `L_${name}`, ...(lookup.fallback !== undefined ? { fallback: String(lookup.fallback) } : {}) });
  }
  (data.sources ?? []).forEach((src, i) => {
    if (claim(src.id, ['sources', i, 'id'])) root.define(src.id, { kind: 'lookup', row: 'number', js: `src_${src.id}` });
  });

  // Inputs.
  const inputTypes: Record<string, InputValueType> = {};
  const inputs = data.inputs ?? [];
  inputs.forEach((input, i) => {
    if (!claim(input.id, ['inputs', i, 'id'])) return;
    const type = inputType(input, ['inputs', i], inputs, source, diagnostics);
    inputTypes[input.id] = type;
    if (typeof type === 'object') root.define(input.id, { kind: 'rows', fields: type.rows, js: `in_${input.id}` });
    else root.define(input.id, { kind: 'value', type, js: `in_${input.id}` });
  });
  const inputScope = root.child();
  const inputHidden: Record<string, IR> = {};
  const inputDisabled: Record<string, IR> = {};
  inputs.forEach((input, i) => {
    const visible = condition(['inputs', i, 'visibleWhen'], input.visibleWhen, inputScope);
    if (visible) inputHidden[input.id] = { k: 'unary', op: '!', a: visible };
    const disabled = condition(['inputs', i, 'disabledWhen'], input.disabledWhen, inputScope);
    if (disabled) inputDisabled[input.id] = disabled;
  });
  const actionVisible = (data.actions ?? []).map((action, i) => {
    action.fields?.forEach((field, f) => {
      if (!(field in inputTypes)) diagnostics.push(source.at(source.node(['actions', i, 'fields', f]), 'unknown-reference', `Unknown input "${field}" in swap.`, suggest(field, Object.keys(inputTypes), 'inputs')));
    });
    if (action.kind === 'swap' && !action.fields) diagnostics.push(source.at(source.keyNode(['actions', i]), 'missing-key', 'A swap action needs "fields": the two inputs it exchanges.', undefined));
    if (action.fields?.every((f) => f in inputTypes) && inputTypes[action.fields[0]] !== inputTypes[action.fields[1]]) {
      diagnostics.push(source.at(source.node(['actions', i, 'fields']), 'type-mismatch', `swap exchanges fields of the same type; "${action.fields[0]}" and "${action.fields[1]}" differ.`, undefined));
    }
    return condition(['actions', i, 'visibleWhen'], action.visibleWhen, inputScope);
  });

  // Values and results: order by dependency, then check in that order.
  type Def = { name: string; path: PathSegment[]; result?: ResultDef };
  const defs: Def[] = [
    ...Object.keys(data.values ?? {}).map((name): Def => ({ name, path: ['values', name] })),
    ...(data.results ?? []).map((result, i): Def => ({ name: result.id, path: ['results', i, 'id'], result })),
  ].filter((d) => claim(d.name, d.path));
  const byName = new Map(defs.map((d) => [d.name, d]));
  const reads = (d: Def): string[] => {
    const texts = d.result ? (d.result.cases ? d.result.cases.flatMap((c) => [c.when, c.value]) : [d.result.formula]) : [data.values![d.name]];
    return texts.filter((t) => t !== undefined).flatMap((t) => [...(namesIn(String(t)) ?? [])]).filter((n) => byName.has(n));
  };
  const ordered: Def[] = [];
  const cyclic = new Set<string>();
  const state = new Map<string, 'visiting' | 'done'>();
  // Depth-first, with an explicit stack: a chain of thousands of values, each reading the next,
  // must not exhaust the call stack. The names on the stack are the trail that a cycle closes.
  const visit = (start: Def) => {
    if (state.has(start.name)) return;
    const stack = [{ d: start, next: reads(start) }];
    state.set(start.name, 'visiting');
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const name = top.next.shift();
      if (name === undefined) {
        stack.pop();
        state.set(top.d.name, 'done');
        ordered.push(top.d);
        continue;
      }
      const d = byName.get(name)!;
      if (state.get(name) === 'done') continue;
      if (state.get(name) === 'visiting') {
        const trail = stack.map((frame) => frame.d.name);
        const cycle = [...trail.slice(trail.indexOf(name)), name];
        for (const n of cycle) cyclic.add(n);
        diagnostics.push(source.at(nameNode(d.path), 'circular-definition', `Circular definition: ${cycle.join(' -> ')}.`, 'A value cannot depend on itself; compute one of them from the inputs.'));
        state.set(name, 'done');
        continue;
      }
      state.set(name, 'visiting');
      stack.push({ d, next: reads(d) });
    }
  };
  defs.forEach(visit);
  const scope = root.child();
  const definitions: CheckedDefinition[] = [];
  // A definition that fails (or is part of a cycle) is still declared, as a number, so that its
  // uses do not report again.
  const declareFailed = (d: Def) => scope.define(d.name, { kind: 'value', type: 'number', js: `v_${d.name}` });
  for (const d of ordered) {
    if (cyclic.has(d.name)) {
      declareFailed(d);
      continue;
    }
    let checked: Checked | undefined;
    if (d.result?.cases) checked = checkCases(d.result, d.path.slice(0, 2), scope, formula, condition);
    else if (d.result) checked = formula([...d.path.slice(0, 2), 'formula'], d.result.formula!, scope);
    else checked = formula(d.path, data.values![d.name]!, scope);
    if (!checked) {
      declareFailed(d);
      continue;
    }
    if (typeof checked.type !== 'string') {
      diagnostics.push(source.at(source.node(d.path), 'type-mismatch', `"${d.name}" is a whole table row; pick one column with .name.`, undefined));
      declareFailed(d);
      continue;
    }
    if (d.result && (d.result.format ?? 'number') !== 'text' && d.result.format !== undefined && checked.type !== 'number') {
      diagnostics.push(source.at(source.node([...d.path.slice(0, 2), 'format']), 'type-mismatch', `Result "${d.name}" is ${checked.type}, so its format must be "text".`, undefined));
    }
    scope.define(d.name, { kind: 'value', type: checked.type, js: `v_${d.name}` });
    definitions.push({ name: d.name, ir: checked.ir, type: checked.type });
  }

  const guards = (data.guards ?? []).map((g, i) => condition(['guards', i], g, scope)).filter((g): g is IR => g !== undefined);

  const results = (data.results ?? []).map((def, i) => ({
    def,
    label: template(['results', i, 'label'], def.label, scope) ?? [],
    ...optional('note', template(['results', i, 'note'], def.note, scope)),
    ...optional('visible', condition(['results', i, 'visibleWhen'], def.visibleWhen, scope)),
  }));

  // Series: their rows see the index, earlier columns, and every other name.
  const seriesIds = new Map<string, number>();
  const rowScopes: Scope[] = [];
  const series = (data.series ?? []).map((def, i): CheckedSeries => {
    if (seriesIds.has(def.id)) diagnostics.push(source.at(source.node(['series', i, 'id']), 'duplicate-name', `Two series are named "${def.id}".`, undefined));
    seriesIds.set(def.id, i);
    const bounds = Object.fromEntries(
      (['from', 'to', 'step'] as const).filter((k) => def[k] !== undefined).map((k) => [k, formula(['series', i, k], def[k]!, scope, 'number')?.ir]),
    ) as Pick<CheckedSeries, 'from' | 'to' | 'step'>;
    const row = scope.child();
    const rowName = (name: string, path: PathSegment[], type: ValueType, js: string) => {
      if (scope.has(name)) diagnostics.push(source.at(source.keyNode(path), 'duplicate-name', `The row name "${name}" hides a name defined outside the series.`, 'Rename it.'));
      row.define(name, { kind: 'value', type, js });
    };
    const keyType = def.keys && typeof def.keys[0] === 'string' ? 'string' : 'number';
    rowName(def.index, ['series', i, 'index'], keyType, `r_${def.index}`);
    const columns: CheckedDefinition[] = [];
    for (const [name, text] of Object.entries(def.columns)) {
      const checked = formula(['series', i, 'columns', name], text, row);
      if (checked && typeof checked.type === 'string') {
        columns.push({ name, ir: checked.ir, type: checked.type });
        rowName(name, ['series', i, 'columns', name], checked.type, `r_${name}`);
      }
    }
    rowScopes.push(row);
    return { def, ...bounds, columns };
  });
  const seriesRef = (path: PathSegment[], id: string | undefined): number | undefined => {
    if (id === undefined) return undefined;
    const index = seriesIds.get(id);
    if (index === undefined) diagnostics.push(source.at(source.node(path), 'unknown-reference', `Unknown series "${id}".`, suggest(id, [...seriesIds.keys()], 'series')));
    return index;
  };

  // Parts drawn over an unknown series are not checked further (their names would all be unknown).
  const tables = (data.tables ?? []).map((def, i) => {
    const index = seriesRef(['tables', i, 'series'], def.series);
    const row = index === undefined ? undefined : rowScopes[index]!;
    return {
      def,
      series: index ?? 0,
      ...optional('visible', condition(['tables', i, 'visibleWhen'], def.visibleWhen, scope)),
      columns: def.columns.map((c, j) => (row && formula(['tables', i, 'columns', j, 'value'], c.value, row)?.ir) || { k: 'num' as const, v: 0 }),
    };
  });

  const charts = (data.charts ?? []).map((def, i) => {
    const index = seriesRef(['charts', i, 'series'], def.series);
    const row = def.series === undefined ? scope : index === undefined ? undefined : rowScopes[index]!;
    const entries = def.items ? ['items', def.items] as const : ['datasets', def.datasets ?? []] as const;
    const kind = chartKindOf(def);
    if (kind.data === 'items' && !def.items) diagnostics.push(source.at(source.keyNode(['charts', i, 'kind']), 'invalid-shape', `A ${def.kind} chart draws fixed "items", not a series.`, 'Replace series/datasets with items: [{label, value}].'));
    else if (kind.data === 'series' && def.items) diagnostics.push(source.at(source.keyNode(['charts', i, 'kind']), 'invalid-shape', `A ${def.kind} chart draws the rows of a series, not fixed "items".`, 'Replace items with series and datasets.'));
    kind.check?.(def, { report: (at, code, message, hint, node = 'value') => diagnostics.push(source.at(node === 'key' ? source.keyNode(['charts', i, ...at]) : source.node(['charts', i, ...at]), code, message, hint)) });
    return {
      def,
      ...optional('series', index),
      ...optional('visible', condition(['charts', i, 'visibleWhen'], def.visibleWhen, scope)),
      ...optional('label', row && template(['charts', i, 'label'], def.label, row)),
      values: entries[1].map((e, j) => (row && formula(['charts', i, entries[0], j, 'value'], e.value, def.items ? scope : row, 'number')?.ir) || { k: 'num' as const, v: 0 }),
    };
  });

  // A series that no table or chart draws would be computed on every keystroke for nothing.
  const drawn = new Set([...tables.map((t) => t.series), ...charts.flatMap((c) => (c.series === undefined ? [] : [c.series]))]);
  series.forEach((s, i) => {
    if (!drawn.has(i)) diagnostics.push(source.at(source.node(['series', i, 'id']), 'unused-series', `The series "${s.def.id}" is not drawn by any table or chart.`, 'Remove it, or show it with a table or a chart.'));
  });

  const notes = (data.notes ?? []).map((def, i) => ({
    def,
    ...optional('when', condition(['notes', i, 'when'], def.when, scope)),
    ...optional('title', template(['notes', i, 'title'], def.title, scope)),
    ...optional('text', template(['notes', i, 'text'], def.text, scope)),
  }));

  checkExamples(data, source, diagnostics, inputTypes, new Set(defs.map((d) => d.name)));
  if (diagnostics.length > before) return undefined;
  return {
    source, data, segment, slug, url: `/calcolatori/${segment}/${slug}`,
    inputTypes, inputHidden, inputDisabled, actionVisible, definitions, guards, results, series, tables, charts, notes,
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

function checkCases(
  result: ResultDef,
  path: PathSegment[],
  scope: Scope,
  formula: (path: PathSegment[], text: Expression, scope: Scope, expected?: ValueType) => Checked | undefined,
  condition: (path: PathSegment[], text: Expression | undefined, scope: Scope) => IR | undefined,
): Checked | undefined {
  const cases = result.cases!;
  const last = cases[cases.length - 1]!;
  const checked = cases.map((c, i) => ({ when: condition([...path, 'cases', i, 'when'], c.when, scope), value: formula([...path, 'cases', i, 'value'], c.value, scope) }));
  if (checked.some((c, i) => !c.value || (cases[i]!.when !== undefined && !c.when))) return undefined;
  const type = checked[0]!.value!.type;
  // Without a final default, the value is empty text (or 0) when no case holds.
  let ir: IR = last.when === undefined ? checked[checked.length - 1]!.value!.ir : type === 'string' ? { k: 'str', v: '' } : { k: 'num', v: 0 };
  for (let i = checked.length - (last.when === undefined ? 2 : 1); i >= 0; i--) ir = { k: 'cond', c: checked[i]!.when!, a: checked[i]!.value!.ir, b: ir };
  return { ir, type };
}

/** Each input checked by its kind, which says the type formulas see. */
function inputType(input: InputDef, path: PathSegment[], inputs: InputDef[], source: SourceFile, diagnostics: Diagnostic[]): InputValueType {
  return kindOf(input).check(input, {
    report: (at, code, message, hint, node = 'value') => diagnostics.push(source.at(node === 'key' ? source.keyNode([...path, ...at]) : source.node([...path, ...at]), code, message, hint)),
    suggest,
    inputs,
  });
}

function checkExamples(data: CalculatorFile, source: SourceFile, diagnostics: Diagnostic[], inputs: Record<string, unknown>, names: Set<string>): void {
  const results = data.results ?? [];
  const resultIds = results.map((r) => r.id);
  const inputIds = Object.keys(inputs);
  const tableTitles = (data.tables ?? []).map((t) => t.title);
  const chartTitles = (data.charts ?? []).map((c) => c.title);
  (data.examples ?? []).forEach((example, i) => {
    const bad = (path: PathSegment[], node: 'key' | 'value', message: string, hint?: string) =>
      diagnostics.push(source.at(node === 'key' ? source.keyNode(['examples', i, ...path]) : source.node(['examples', i, ...path]), 'bad-example', `Example "${example.name}" ${message}`, hint));
    for (const key of Object.keys(example.inputs ?? {})) {
      if (!(key in inputs)) bad(['inputs', key], 'key', `sets unknown input "${key}".`, suggest(key, inputIds, 'inputs'));
    }
    for (const key of Object.keys(example.expect ?? {})) {
      const known = [...names, ...inputIds];
      if (!known.includes(key)) bad(['expect', key], 'key', `checks unknown value "${key}".`, suggest(key, known, 'names'));
    }
    for (const part of ['display', 'labels', 'resultNotes'] as const) {
      for (const key of Object.keys(example[part] ?? {})) {
        if (!resultIds.includes(key)) bad([part, key], 'key', `checks unknown result "${key}".`, suggest(key, resultIds, 'results'));
        else if (part === 'resultNotes' && results.find((r) => r.id === key)!.note === undefined) bad([part, key], 'key', `checks the note of "${key}", which has none.`, 'Give the result a note, or remove this line.');
      }
    }
    (example.hiddenResults ?? []).forEach((id, j) => {
      if (!resultIds.includes(id)) bad(['hiddenResults', j], 'value', `checks unknown result "${id}".`, suggest(id, resultIds, 'results'));
    });
    for (const part of ['shownInputs', 'disabledInputs'] as const) {
      (example[part] ?? []).forEach((id, j) => {
        if (!inputIds.includes(id)) bad([part, j], 'value', `checks unknown input "${id}".`, suggest(id, inputIds, 'inputs'));
      });
    }
    (example.charts ?? []).forEach((title, j) => {
      if (!chartTitles.includes(title)) bad(['charts', j], 'value', `checks unknown chart "${title}".`, suggest(title, chartTitles, 'chart titles'));
    });
    for (const [title, table] of Object.entries(example.tables ?? {})) {
      const def = (data.tables ?? []).find((t) => t.title === title);
      if (!def) {
        bad(['tables', title], 'key', `checks unknown table "${title}".`, suggest(title, tableTitles, 'table titles'));
        continue;
      }
      const rows: [PathSegment[], string[]][] = [
        ...(table.rows ?? []).map((row, r): [PathSegment[], string[]] => [['tables', title, 'rows', r], row]),
        ...(['first', 'last'] as const).flatMap((k): [PathSegment[], string[]][] => (table[k] ? [[['tables', title, k], table[k]]] : [])),
      ];
      for (const [path, row] of rows) {
        if (row.length !== def.columns.length) bad(path, 'value', `gives ${row.length} cells for a row of "${title}", which has ${def.columns.length} columns.`);
      }
    }
  });
}
