/**
 * Checks one calculator file: every formula, template and reference, in the scope where it is
 * evaluated. Each concern has its own file: names, lookups and sources (names.ts), inputs and
 * actions (here), the file's functions (functions.ts), values and results (definitions.ts), series, tables and charts (series.ts),
 * notes (notes.ts), examples (examples.ts). Output: the checked model (model.ts), ready to compile.
 */
import type { CalculatorFile, InputDef, Reference } from '../../language/definition.ts';
import type { Diagnostic, PathSegment } from '../../language/diagnostics.ts';
import { isError, suggest } from '../../language/diagnostics.ts';
import { kindOf } from '../../language/inputs/index.ts';
import type { InputValueType } from '../../language/inputs/kind.ts';
import { citation } from '../../language/parameters.ts';
import type { SourceFile } from '../source.ts';
import { boundGuards, guardBounds } from './bounds.ts';
import { type CalculatorContext, calculatorContext, optional, optionValues } from './context.ts';
import { checkSearchInputs, type DatasetTables } from './datasets.ts';
import { checkDays, Days } from './days.ts';
import { checkDefinitions, checkResults } from './definitions.ts';
import { checkEmptyDates } from './empty-dates.ts';
import { checkExamples } from './examples.ts';
import { checkFunctions, checkUnusedFunctions } from './functions.ts';
import { partIds } from './ids.ts';
import type { IR } from './ir.ts';
import type { CheckedCalculator, CheckedParameter } from './model.ts';
import { checkLookups, declareDatasets, declareSources, Names } from './names.ts';
import { checkNotes } from './notes.ts';
import { checkParameters } from './parameters.ts';
import { checkReverse } from './reverse.ts';
import type { Route } from './route.ts';
import { checkRuleDays } from './rule-days.ts';
import type { RuleBook } from './rules.ts';
import { Scope } from './scope.ts';
import { checkDrawings, checkSeries, mentionSeries, type SeriesChecked, withSeriesDefined } from './series.ts';
import { checkYears } from './years.ts';

export type { CheckedCalculator } from './model.ts';

/** `book`: the rule book, checked (rules.ts). */
export function checkCalculator(
  source: SourceFile,
  data: CalculatorFile,
  route: Route,
  diagnostics: Diagnostic[],
  book: RuleBook,
  datasetTables?: DatasetTables,
): CheckedCalculator | undefined {
  const before = diagnostics.filter(isError).length;
  const context = calculatorContext(source, data, diagnostics);
  const names = new Names(context);
  const { functions, table } = checkFunctions(context);
  const root = new Scope(undefined, undefined, { functions: table });
  root.seriesIds = (data.series ?? []).map((s) => s.id);
  mentionSeries(root, data.series ?? []);
  const lookups = checkLookups(context, names, root);
  const parameters = checkParameters(context, names, root, book);
  declareSources(context, names, root);
  declareDatasets(context, names, root);
  const inputs = checkInputs(context, names, root);
  let checkedSeries: SeriesChecked | undefined;
  const {
    scope,
    definitions,
    names: defined,
  } = checkDefinitions(context, names, root, (before, afterSeries) => {
    checkedSeries = checkSeries(context, before, afterSeries);
    return withSeriesDefined(before, checkedSeries);
  });
  const written = (data.guards ?? [])
    .map((g, i) => context.condition(['guards', i], g, scope))
    .filter((g): g is IR => g !== undefined);
  const guards = [...boundGuards(data.inputs ?? []), ...written];
  const inputBounds = guardBounds(data.inputs ?? [], written);
  const searchData = checkSearchInputs(context, datasetTables);
  const results = checkResults(context, scope);
  const { series, tables, charts } = checkDrawings(context, scope, checkedSeries!);
  const notes = checkNotes(context, scope);
  checkYears(context, { results, series, tables, charts, notes });
  const dateInputs = (data.inputs ?? []).filter((input) => input.kind === 'date').map((input) => input.id);
  const days = new Days(dateInputs, definitions, series);
  checkDays(context, days, { results, tables });
  checkEmptyDates(context.source, data.inputs ?? [], context.checked, written, diagnostics);
  checkExamples(context, Object.keys(inputs.inputTypes), defined);
  checkRuleDays(context, parameters, definitions);
  checkReverse(context, definitions);
  if (diagnostics.filter(isError).length > before) return undefined;
  // Only once every formula is checked: one that failed may not have reached its calls.
  checkUnusedFunctions(context, functions, table);
  return {
    source,
    data,
    ...route,
    lookups,
    parameters,
    ...cited(data, parameters),
    functions,
    ...inputs,
    inputBounds,
    searchData,
    definitions,
    guards,
    results,
    series,
    tables,
    charts,
    notes,
    days,
  };
}

/**
 * What 'Fonti' lists: the file's references, then each act its rules cite, with its clause (each
 * once); and 'Aggiornato al': the oldest day the file and its rules were checked against them.
 */
function cited(
  data: CalculatorFile,
  parameters: CheckedParameter[],
): Pick<CheckedCalculator, 'references' | 'reviewed'> {
  const all: Reference[] = [
    ...(data.references ?? []),
    ...parameters.flatMap(({ rule }) =>
      rule.references.map((r) => ({
        title: citation(r),
        url: r.url,
        ...(r.secondary ? { secondary: r.secondary } : {}),
      })),
    ),
  ];
  const references = all.filter((r, k) => all.findIndex((o) => o.url === r.url && o.title === r.title) === k);
  const days = [...(data.reviewed ? [data.reviewed] : []), ...parameters.map(({ rule }) => rule.def.reviewed)].sort();
  return { references, ...(references.length && days[0] ? { reviewed: days[0] } : {}) };
}

type CheckedInputs = Pick<CheckedCalculator, 'inputTypes' | 'inputHidden' | 'inputDisabled' | 'actions'>;

/** Inputs (defined in `root`), when each is hidden or disabled, and the actions on them. */
function checkInputs(context: CalculatorContext, names: Names, root: Scope): CheckedInputs {
  const { source, data, diagnostics, condition } = context;
  const inputTypes: Record<string, InputValueType> = {};
  const inputs = data.inputs ?? [];
  inputs.forEach((input, i) => {
    if (!names.claim(input.id, ['inputs', i, 'id'])) return;
    const type = inputType(input, ['inputs', i], inputs, source, diagnostics);
    inputTypes[input.id] = type;
    if (typeof type === 'object') root.define({ kind: 'rows', name: input.id, fields: type.rows });
    else root.define({ kind: 'input', name: input.id, type, ...optional('values', optionValues(input)) });
  });
  const inputScope = root.child();
  // For hints: a condition of an input reads no value or result (they are computed from the inputs).
  const only =
    'the conditions of inputs and actions (visibleWhen, disabledWhen) read only inputs, lookups, sources and rules.';
  for (const name of Object.keys(data.values ?? {})) inputScope.mention(name, `It is a value: ${only}`);
  for (const result of data.results ?? []) inputScope.mention(result.id, `It is a result: ${only}`);
  const inputHidden: Record<string, IR> = {};
  const inputDisabled: Record<string, IR> = {};
  inputs.forEach((input, i) => {
    const visible = condition(['inputs', i, 'visibleWhen'], input.visibleWhen, inputScope);
    if (visible) inputHidden[input.id] = { k: 'unary', op: '!', a: visible };
    const disabled = condition(['inputs', i, 'disabledWhen'], input.disabledWhen, inputScope);
    if (disabled) inputDisabled[input.id] = disabled;
  });
  const actionIds = partIds(context, 'actions');
  const actions = (data.actions ?? []).map((action, i) => {
    action.fields?.forEach((field, f) => {
      if (!Object.hasOwn(inputTypes, field))
        diagnostics.push(
          source.at(
            source.node(['actions', i, 'fields', f]),
            'unknown-reference',
            `Unknown input "${field}" in swap.`,
            suggest(field, Object.keys(inputTypes), 'inputs'),
          ),
        );
    });
    if (action.kind === 'swap' && !action.fields)
      diagnostics.push(
        source.at(
          source.keyNode(['actions', i]),
          'missing-key',
          'A swap action needs "fields": the two inputs it exchanges.',
          undefined,
        ),
      );
    if (
      action.fields?.every((f) => Object.hasOwn(inputTypes, f)) &&
      inputTypes[action.fields[0]] !== inputTypes[action.fields[1]]
    ) {
      diagnostics.push(
        source.at(
          source.node(['actions', i, 'fields']),
          'type-mismatch',
          `swap exchanges fields of the same type; "${action.fields[0]}" and "${action.fields[1]}" differ.`,
          undefined,
        ),
      );
    }
    return { id: actionIds[i]!, visible: condition(['actions', i, 'visibleWhen'], action.visibleWhen, inputScope) };
  });
  return { inputTypes, inputHidden, inputDisabled, actions };
}

/** Each input checked by its kind, which says the type formulas see. */
function inputType(
  input: InputDef,
  path: PathSegment[],
  inputs: InputDef[],
  source: SourceFile,
  diagnostics: Diagnostic[],
): InputValueType {
  return kindOf(input).check(input, {
    report: (at, code, message, hint, node = 'value') =>
      diagnostics.push(
        source.at(
          node === 'key' ? source.keyNode([...path, ...at]) : source.node([...path, ...at]),
          code,
          message,
          hint,
        ),
      ),
    suggest,
    inputs,
  });
}
