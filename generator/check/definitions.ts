/**
 * Values and results: ordered by dependency (a cycle is reported), then each checked in that
 * order, so that a formula's names are all defined, with their types, when it is checked. Those
 * that read a series (sumOf, countOf, lastOf), directly or through another, come after the series,
 * which are checked in between (`withSeries`) and may read only what comes before them.
 */

import type { CalculatorFile, Expression, ResultDef } from '../../language/definition.ts';
import type { PathSegment } from '../../language/diagnostics.ts';
import { asWarning, suggest } from '../../language/diagnostics.ts';
import { type CalculatorContext, optional } from './context.ts';
import { namesIn } from './expression.ts';
import type { CheckedFormula } from './formula.ts';
import type { IR } from './ir.ts';
import type { CheckedDefinition, CheckedResult } from './model.ts';
import { type Names, nameNode } from './names.ts';
import type { Scope } from './scope.ts';
import { Units } from './units.ts';

/** A value or a result, before its check. */
interface Definition {
  name: string;
  path: PathSegment[];
  result?: ResultDef;
}

export interface CheckedDefinitions {
  /** The inputs' scope with every value and result defined. */
  scope: Scope;
  /** In an order where each comes after what it reads. */
  definitions: CheckedDefinition[];
  /** Every value and result name, checked or not. */
  names: Set<string>;
}

export function checkDefinitions(
  context: CalculatorContext,
  names: Names,
  inputScope: Scope,
  withSeries: (before: Scope, afterSeries: ReadonlySet<string>) => Scope,
): CheckedDefinitions {
  const { source, data, diagnostics } = context;
  const defs: Definition[] = [
    ...Object.keys(data.values ?? {}).map((name): Definition => ({ name, path: ['values', name] })),
    ...(data.results ?? []).map((result, i): Definition => ({ name: result.id, path: ['results', i, 'id'], result })),
  ].filter((d) => names.claim(d.name, d.path));
  const { ordered, cyclic } = orderByDependency(context, defs);
  // In dependency order, one pass finds every definition that reads a series or such a definition.
  const seriesIds = new Set((data.series ?? []).map((s) => s.id));
  const afterSeries = new Set<string>();
  for (const d of ordered)
    if (readNames(data, d).some((n) => seriesIds.has(n) || afterSeries.has(n))) afterSeries.add(d.name);
  let scope = inputScope.child();
  // Each is readable by the others before it is checked (the hints of a typo name it).
  const pending = scope;
  for (const d of defs) pending.mention(d.name);
  const units = new Units(data.inputs ?? [], source, (d) => diagnostics.push(d));
  const definitions: CheckedDefinition[] = [];
  // A definition that fails (or is part of a cycle) is still declared, as a number, so that its
  // uses do not report again.
  const declareFailed = (d: Definition) => scope.define({ kind: 'value', name: d.name, type: 'number' });
  const inOrder = [
    ...ordered.filter((d) => !afterSeries.has(d.name)),
    ...ordered.filter((d) => afterSeries.has(d.name)),
  ];
  for (const [k, d] of inOrder.entries()) {
    if (k === inOrder.length - afterSeries.size) scope = withSeries(scope, afterSeries);
    if (cyclic.has(d.name)) {
      declareFailed(d);
      continue;
    }
    // A typo of its own name is not a name it could read.
    pending.unmention(d.name);
    let checked: CheckedFormula | undefined;
    if (d.result?.cases) checked = checkCases(context, d.result, d.path.slice(0, 2), scope);
    else if (d.result) checked = context.formula([...d.path.slice(0, 2), 'formula'], d.result.formula!, scope);
    else checked = context.formula(d.path, data.values![d.name]!, scope);
    if (!checked) {
      declareFailed(d);
      continue;
    }
    if (typeof checked.type !== 'string') {
      diagnostics.push(
        source.at(
          source.node(d.path),
          'type-mismatch',
          `"${d.name}" is a whole table row; pick one column with .name.`,
          undefined,
        ),
      );
      declareFailed(d);
      continue;
    }
    if (
      d.result &&
      (d.result.format ?? 'number') !== 'text' &&
      d.result.format !== undefined &&
      checked.type !== 'number'
    ) {
      diagnostics.push(
        source.at(
          source.node([...d.path.slice(0, 2), 'format']),
          'type-mismatch',
          `Result "${d.name}" is ${checked.type}, so its format must be "text".`,
          undefined,
        ),
      );
    }
    const formulaPath = d.result ? (d.result.cases ? d.path.slice(0, 2) : [...d.path.slice(0, 2), 'formula']) : d.path;
    const text = d.result ? (d.result.cases ? '' : String(d.result.formula)) : String(data.values![d.name]);
    units.define(d.name, units.check(formulaPath, text, checked.ir));
    scope.define({ kind: 'value', name: d.name, type: checked.type });
    definitions.push({
      name: d.name,
      ir: checked.ir,
      type: checked.type,
      ...(afterSeries.has(d.name) ? { afterSeries: true } : {}),
    });
  }
  if (afterSeries.size === 0) scope = withSeries(scope, afterSeries);
  checkSymbols(context);
  return { scope, definitions, names: new Set(defs.map((d) => d.name)) };
}

/**
 * `symbols:` names values only; a value without one is shown by its name in 'Come si calcola',
 * which a visitor may not understand: a warning.
 */
function checkSymbols({ source, data, diagnostics }: CalculatorContext): void {
  const values = Object.keys(data.values ?? {});
  const known = new Set(values);
  for (const name of Object.keys(data.symbols ?? {})) {
    if (!known.has(name)) {
      diagnostics.push(
        source.at(
          source.keyNode(['symbols', name]),
          'unknown-reference',
          `"${name}" is not a value of values:.`,
          suggest(name, values, 'values'),
        ),
      );
    }
  }
  for (const name of values.filter((v) => data.symbols?.[v] === undefined)) {
    diagnostics.push(
      asWarning(
        source.at(
          source.keyNode(['values', name]),
          'missing-symbol',
          `The value "${name}" has no readable name: 'Come si calcola' shows it as "${name}".`,
          `Name it in Italian under symbols:, e.g. symbols: { ${name}: "<nome in italiano>" }.`,
        ),
      ),
    );
  }
}

/** What each result shows besides its value: label, note, and when it is shown; and no primary one in a section. */
export function checkResults(context: CalculatorContext, scope: Scope): CheckedResult[] {
  const { data, template, condition } = context;
  checkSections(context);
  return (data.results ?? []).map((def, i) => ({
    def,
    label: template(['results', i, 'label'], def.label, scope) ?? [],
    ...optional('note', template(['results', i, 'note'], def.note, scope)),
    ...optional('visible', condition(['results', i, 'visibleWhen'], def.visibleWhen, scope)),
  }));
}

/** Every name the formulas of a value or result read. */
function readNames(data: CalculatorFile, d: Definition): string[] {
  const texts: (Expression | undefined)[] = d.result
    ? d.result.cases
      ? d.result.cases.flatMap((c) => [c.when, c.value])
      : [d.result.formula]
    : [data.values![d.name]];
  return texts.filter((t) => t !== undefined).flatMap((t) => [...(namesIn(String(t)) ?? [])]);
}

/**
 * Depth-first, with an explicit stack: a chain of thousands of values, each reading the next,
 * must not exhaust the call stack. The names on the stack are the trail that a cycle closes.
 */
function orderByDependency(
  { source, data, diagnostics }: CalculatorContext,
  defs: Definition[],
): { ordered: Definition[]; cyclic: Set<string> } {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const reads = (d: Definition): string[] => readNames(data, d).filter((n) => byName.has(n));
  const ordered: Definition[] = [];
  const cyclic = new Set<string>();
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (start: Definition) => {
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
        diagnostics.push(
          source.at(
            nameNode(source, d.path),
            'circular-definition',
            `Circular definition: ${cycle.join(' -> ')}.`,
            'A value cannot depend on itself; compute one of them from the inputs.',
          ),
        );
        state.set(name, 'done');
        continue;
      }
      state.set(name, 'visiting');
      stack.push({ d, next: reads(d) });
    }
  };
  defs.forEach(visit);
  return { ordered, cyclic };
}

/** `cases` as nested conditions: the first case that holds; the last, without `when`, holds when no other does. */
function checkCases(
  { source, diagnostics, formula, condition }: CalculatorContext,
  result: ResultDef,
  path: PathSegment[],
  scope: Scope,
): CheckedFormula | undefined {
  const cases = result.cases!;
  const last = cases[cases.length - 1]!;
  const checked = cases.map((c, i) => ({
    when: condition([...path, 'cases', i, 'when'], c.when, scope),
    value: formula([...path, 'cases', i, 'value'], c.value, scope),
  }));
  // Without a final default, the result would show an empty text (or 0) when no case holds.
  if (last.when !== undefined) {
    diagnostics.push(
      source.at(
        source.keyNode([...path, 'cases', cases.length - 1, 'when']),
        'missing-key',
        `The last case of "${result.id}" has a "when": when no case holds, the result would show empty.`,
        'End the list with a case without "when", the value when no other case holds: - { value: ... }.',
      ),
    );
    return undefined;
  }
  if (checked.some((c, i) => !c.value || (cases[i]!.when !== undefined && !c.when))) return undefined;
  const type = checked[0]!.value!.type;
  let ir: IR = checked[checked.length - 1]!.value!.ir;
  for (let i = checked.length - 2; i >= 0; i--)
    ir = { k: 'cond', c: checked[i]!.when!, a: checked[i]!.value!.ir, b: ir };
  return { ir, type };
}

/**
 * A section (`section:` on a result) holds that result and every later one up to the next section;
 * the page's headline (the card's large results, the result bar) is a result before any section,
 * so a primary one inside a section is an error.
 */
function checkSections({ source, data, diagnostics }: CalculatorContext): void {
  let section: ResultDef['section'];
  (data.results ?? []).forEach((result, i) => {
    section = result.section ?? section;
    if (section && result.primary)
      diagnostics.push(
        source.at(
          source.keyNode(['results', i, 'primary']),
          'primary-in-section',
          `The result "${result.id}" is primary inside the section "${section.title}": the page's headline comes before any section.`,
          `Remove primary: true from "${result.id}", or move it before the first result with a section (the rule in force first, the simplified figures in a section after it).`,
        ),
      );
  });
}
