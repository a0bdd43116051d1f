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
}

export function calculatorContext(
  source: SourceFile,
  data: CalculatorFile,
  diagnostics: Diagnostic[],
): CalculatorContext {
  const site = (path: PathSegment[], text: Expression) => ({ source, path, text: String(text), diagnostics });
  const formula = (path: PathSegment[], text: Expression, scope: Scope, expected?: ValueType) =>
    checkFormula(site(path, text), scope, expected);
  return {
    source,
    data,
    diagnostics,
    formula,
    condition: (path, text, scope) => (text === undefined ? undefined : formula(path, text, scope, 'boolean')?.ir),
    template: (path, text, scope) => (text === undefined ? undefined : checkTemplate(site(path, text), scope)),
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
