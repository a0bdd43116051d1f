/**
 * What the checks of one calculator file share: the file, where diagnostics go, and how a formula,
 * a condition or a template is checked in a scope.
 */
import type { CalculatorFile, Expression, InputDef } from '../../language/definition.ts';
import type { Diagnostic, PathSegment } from '../../language/diagnostics.ts';
import type { SourceFile } from '../source.ts';
import { checkFormula } from './expression.ts';
import type { CheckedFormula } from './formula.ts';
import type { IR } from './ir.ts';
import type { Scope, ValueType } from './scope.ts';
import { checkTemplate, type TemplatePart } from './template.ts';

export interface CalculatorContext {
  source: SourceFile;
  data: CalculatorFile;
  diagnostics: Diagnostic[];
  /** The formula at `path`, of type `expected` when given. */
  formula(path: PathSegment[], text: Expression, scope: Scope, expected?: ValueType): CheckedFormula | undefined;
  /** A yes/no formula, when there is one. */
  condition(path: PathSegment[], text: Expression | undefined, scope: Scope): IR | undefined;
  /** A template, when there is one. */
  template(path: PathSegment[], text: string | undefined, scope: Scope): TemplatePart[] | undefined;
  /** Every formula and template checked without error so far, in the order checked (check/present.ts reads them again). */
  checked: CheckedSite[];
}

/** A formula or a template that checked, where it is in the file: its IR, or its parts. */
export type CheckedSite = { path: PathSegment[]; text: string } & ({ ir: IR } | { parts: TemplatePart[] });

export function calculatorContext(
  source: SourceFile,
  data: CalculatorFile,
  diagnostics: Diagnostic[],
): CalculatorContext {
  const site = (path: PathSegment[], text: Expression) => ({ source, path, text: String(text), diagnostics });
  const checked: CheckedSite[] = [];
  const formula = (path: PathSegment[], text: Expression, scope: Scope, expected?: ValueType) => {
    const result = checkFormula(site(path, text), scope, expected);
    if (result) checked.push({ path, text: String(text), ir: result.ir });
    return result;
  };
  const template = (path: PathSegment[], text: string, scope: Scope) => {
    const parts = checkTemplate(site(path, text), scope);
    if (parts) checked.push({ path, text, parts });
    return parts;
  };
  return {
    source,
    data,
    diagnostics,
    formula,
    condition: (path, text, scope) => (text === undefined ? undefined : formula(path, text, scope, 'boolean')?.ir),
    template: (path, text, scope) => (text === undefined ? undefined : template(path, text, scope)),
    checked,
  };
}

/** `{ key: value }`, or `{}` when the value is undefined (optional properties stay absent). */
export function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** Every value of the options of an input that has them (all the lists, with dependsOn). */
export function optionValues(input: InputDef | undefined): (string | number)[] | undefined {
  if (!input || !('options' in input) || typeof input.options !== 'object' || input.options === null) return undefined;
  const options: { value: string | number }[] = Array.isArray(input.options)
    ? input.options
    : Object.values(input.options as Record<string, { value: string | number }[]>).flat();
  return options.map((o) => o.value);
}
