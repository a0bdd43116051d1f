/**
 * Checks one calculator file: every formula, template and reference, in the scope where it is
 * evaluated. Each concern has its own file: names, lookups and sources (names.ts), inputs and
 * actions (here), values and results (definitions.ts), series, tables and charts (series.ts),
 * notes (notes.ts), examples (examples.ts). Output: the checked model (model.ts), ready to compile.
 */
import type { Diagnostic } from '../diagnostics.ts';
import { suggest } from '../diagnostics.ts';
import type { CalculatorFile, InputDef } from '../model.ts';
import type { PathSegment, SourceFile } from '../source.ts';
import { calculatorContext, type CalculatorContext } from './context.ts';
import { checkDefinitions, checkResults } from './definitions.ts';
import { checkExamples } from './examples.ts';
import type { IR } from './ir.ts';
import type { CheckedCalculator } from './model.ts';
import { checkLookups, declareSources, Names } from './names.ts';
import { checkNotes } from './notes.ts';
import type { Route } from './route.ts';
import { Scope, type ValueType } from './scope.ts';
import { checkDrawings } from './series.ts';

export type { CheckedCalculator } from './model.ts';

export function checkCalculator(source: SourceFile, data: CalculatorFile, route: Route, diagnostics: Diagnostic[]): CheckedCalculator | undefined {
  const before = diagnostics.length;
  const context = calculatorContext(source, data, diagnostics);
  const names = new Names(context);
  const root = new Scope();
  const lookups = checkLookups(context, names, root);
  declareSources(context, names, root);
  const inputs = checkInputs(context, names, root);
  const { scope, definitions, names: defined } = checkDefinitions(context, names, root);
  const guards = (data.guards ?? []).map((g, i) => context.condition(['guards', i], g, scope)).filter((g): g is IR => g !== undefined);
  const results = checkResults(context, scope);
  const { series, tables, charts } = checkDrawings(context, scope);
  const notes = checkNotes(context, scope);
  checkExamples(context, Object.keys(inputs.inputTypes), defined);
  if (diagnostics.length > before) return undefined;
  return { source, data, ...route, lookups, ...inputs, definitions, guards, results, series, tables, charts, notes };
}

type CheckedInputs = Pick<CheckedCalculator, 'inputTypes' | 'inputHidden' | 'inputDisabled' | 'actionVisible'>;

/** Inputs (defined in `root`), when each is hidden or disabled, and the actions on them. */
function checkInputs({ source, data, diagnostics, condition }: CalculatorContext, names: Names, root: Scope): CheckedInputs {
  const inputTypes: Record<string, ValueType | 'rows'> = {};
  const inputs = data.inputs ?? [];
  inputs.forEach((input, i) => {
    if (!names.claim(input.id, ['inputs', i, 'id'])) return;
    const type = inputType(input, ['inputs', i], source, diagnostics);
    inputTypes[input.id] = type;
    if (type === 'rows') root.define({ kind: 'rows', name: input.id, fields: (input.fields ?? []).map((f) => f.id) });
    else root.define({ kind: 'input', name: input.id, type });
  });
  inputs.forEach((input, i) => checkInputLinks(input, ['inputs', i], inputs, source, diagnostics));
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
    if (action.fields && action.fields.every((f) => f in inputTypes) && inputTypes[action.fields[0]] !== inputTypes[action.fields[1]]) {
      diagnostics.push(source.at(source.node(['actions', i, 'fields']), 'type-mismatch', `swap exchanges fields of the same type; "${action.fields[0]}" and "${action.fields[1]}" differ.`, undefined));
    }
    return condition(['actions', i, 'visibleWhen'], action.visibleWhen, inputScope);
  });
  return { inputTypes, inputHidden, inputDisabled, actionVisible };
}

function inputType(input: InputDef, path: PathSegment[], source: SourceFile, diagnostics: Diagnostic[]): ValueType | 'rows' {
  const bad = (key: string, message: string, hint?: string) => diagnostics.push(source.at(source.node([...path, key]), 'invalid-value', message, hint));
  switch (input.kind) {
    case 'number':
      if (input.default !== undefined && typeof input.default !== 'number') bad('default', `The default of number input "${input.id}" must be a number.`, 'Write it without quotes, with a dot for decimals: 2.5');
      return 'number';
    case 'time':
      if (input.default !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(String(input.default))) bad('default', `The default of time input "${input.id}" must be "hh:mm".`, 'For example "09:00" (in quotes).');
      return 'number';
    case 'toggle':
      if (input.default !== undefined && typeof input.default !== 'boolean') bad('default', `The default of toggle "${input.id}" must be true or false.`);
      return 'boolean';
    case 'rows': {
      if (input.default !== undefined && !Array.isArray(input.default)) bad('default', `The default of rows input "${input.id}" must be a list of rows.`);
      const ids = new Set((input.fields ?? []).map((f) => f.id));
      (Array.isArray(input.default) ? input.default : []).forEach((row, r) => {
        for (const key of Object.keys(row)) {
          if (!ids.has(key)) diagnostics.push(source.at(source.keyNode([...path, 'default', r, key]), 'unknown-reference', `Unknown row field "${key}".`, suggest(key, [...ids], 'fields')));
        }
      });
      return 'rows';
    }
    default: {
      const lists = Array.isArray(input.options) ? [input.options] : Object.values(input.options ?? {});
      const values = lists.flat().map((o) => o.value);
      const type = typeof values[0] === 'number' ? 'number' : 'string';
      if (values.some((v) => typeof v !== typeof values[0])) bad('options', `The options of "${input.id}" mix numbers and texts.`, 'All option values of one input must be numbers, or all texts.');
      if (input.default !== undefined && !values.some((v) => String(v) === String(input.default))) {
        bad('default', `The default "${String(input.default)}" of "${input.id}" is not one of its option values.`, suggest(String(input.default), values.map(String), 'values'));
      }
      if (!Array.isArray(input.options) && input.dependsOn === undefined) bad('options', `"${input.id}" has options per value of another input, but no "dependsOn".`, 'Add dependsOn: <input id>.');
      return type;
    }
  }
}

function checkInputLinks(input: InputDef, path: PathSegment[], inputs: InputDef[], source: SourceFile, diagnostics: Diagnostic[]): void {
  if (input.dependsOn === undefined) return;
  const parent = inputs.find((i) => i.id === input.dependsOn);
  if (!parent || !['select', 'choice', 'tabs'].includes(parent.kind) || !Array.isArray(parent.options)) {
    diagnostics.push(source.at(source.node([...path, 'dependsOn']), 'unknown-reference', `dependsOn must name a select, choice or tabs input with a list of options; "${input.dependsOn}" is not one.`, suggest(input.dependsOn, inputs.filter((i) => Array.isArray(i.options)).map((i) => i.id), 'inputs with a list of options')));
    return;
  }
  if (Array.isArray(input.options)) return;
  for (const option of parent.options as { value: string | number }[]) {
    const list = input.options?.[String(option.value)];
    if (!list) diagnostics.push(source.at(source.keyNode([...path, 'options']), 'missing-key', `"${input.id}" has no options for "${String(option.value)}" of "${parent.id}".`, `Add "${String(option.value)}:" with its list under options.`));
    else if ((input.defaultOption ?? 0) >= list.length) diagnostics.push(source.at(source.node([...path, 'defaultOption']), 'invalid-value', `defaultOption ${input.defaultOption} is past the ${list.length} options for "${String(option.value)}".`, undefined));
  }
}
