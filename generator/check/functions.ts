/**
 * The functions of a file (`functions:`): each signature read and its names checked, then each
 * body checked in an order where a function comes after those it calls (a cycle is reported), in
 * a scope of its own: its parameters, pi and e, and functions. A body sees no input, value or
 * table, so a function gives the same number for the same arguments wherever it is called.
 */
import type { CalculatorFile } from '../../language/definition.ts';
import { asWarning, type DiagnosticCode } from '../../language/diagnostics.ts';
import { formulaFunctions } from '../../language/functions/index.ts';
import { specialForms } from '../forms/index.ts';
import type { CalculatorContext } from './context.ts';
import { CONSTANT_NAMES, callsIn, namesIn } from './expression.ts';
import type { CheckedFunction } from './model.ts';
import { reservedName } from './names.ts';
import { Scope, type UserFunction, UserFunctions } from './scope.ts';

/** A signature as written: a name, then its parameters in brackets. */
const SIGNATURE = /^\s*([A-Za-z_]\w*)\s*\(([^()]*)\)\s*$/;
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const EXAMPLE = '"interessi(capitale, tasso, giorni)": capitale * tasso / 100 * giorni / 365';

/** A function written in the file, its signature read. */
interface Declared extends UserFunction {
  key: string;
  /** Its signature or a name in it was reported: callable (so calls report nothing more), not checked. */
  failed: boolean;
}

/** What a name of the language is, if it is one a function or a parameter cannot take. */
function languageName(name: string): string | undefined {
  if (formulaFunctions.has(name)) return 'a function of the language';
  if (specialForms.some((f) => f.name === name)) return 'a word of the language';
  if (CONSTANT_NAMES.includes(name)) return 'a constant of formulas';
  return undefined;
}

/** The names a file gives, with what they name: a function may have none of them. */
function fileNames(data: CalculatorFile): Map<string, string> {
  const named: [string, string[]][] = [
    ['an input', (data.inputs ?? []).map((i) => i.id)],
    ['a lookup', Object.keys(data.lookups ?? {})],
    ['a rule', Object.keys(data.rules ?? {})],
    ['a data source', (data.sources ?? []).map((src) => src.id)],
    ['a value', Object.keys(data.values ?? {})],
    ['a result', (data.results ?? []).map((r) => r.id)],
    ['a series', (data.series ?? []).map((x) => x.id)],
  ];
  // The first kind that has a name says what it is (a name defined twice is reported elsewhere).
  return new Map(named.flatMap(([what, names]) => names.map((n) => [n, what] as const)).reverse());
}

/**
 * Reads and checks the file's functions; returns them (in an order where each comes after those
 * it calls) and the table every formula's scope calls them from.
 */
export function checkFunctions(context: CalculatorContext): { functions: CheckedFunction[]; table: UserFunctions } {
  const { source, data, diagnostics } = context;
  const table = new UserFunctions();
  const report = (key: string, code: DiagnosticCode, message: string, hint: string) =>
    diagnostics.push(source.at(source.keyNode(['functions', key]), code, message, hint));
  const taken = fileNames(data);
  const declared: Declared[] = [];
  /** Parameters already reported as reserved words. */
  const reserved = new Set<string>();
  for (const key of Object.keys(data.functions ?? {})) {
    const match = SIGNATURE.exec(key);
    if (!match) {
      report(
        key,
        'invalid-value',
        `"${key}" is not a function's signature.`,
        `Write its name and its parameters in brackets, e.g. ${EXAMPLE}.`,
      );
      continue;
    }
    const name = match[1]!;
    const params = match[2]!.trim() === '' ? [] : match[2]!.split(',').map((p) => p.trim());
    const signature = `${name}(${params.join(', ')})`;
    let ok = true;
    if (!NAME.test(name)) {
      report(
        key,
        'invalid-value',
        `"${name}" cannot be a function's name.`,
        'A name is a letter, then letters, digits or _.',
      );
      continue;
    }
    if (reservedName(source, ['functions', key], name, diagnostics)) continue;
    const clash = languageName(name) ?? (taken.has(name) ? `${taken.get(name)} of this file` : undefined);
    if (clash) {
      report(
        key,
        'duplicate-name',
        `The function "${name}" has the name of ${clash}.`,
        'Rename the function, here and in its calls: a name means one thing in a file.',
      );
      continue;
    }
    if (declared.some((d) => d.name === name)) {
      report(
        key,
        'duplicate-name',
        `The function "${name}" is defined twice.`,
        `It is already defined as "${declared.find((d) => d.name === name)!.key}"; give each function its own name.`,
      );
      continue;
    }
    if (params.length === 0) {
      report(
        key,
        'invalid-value',
        `The function "${name}" has no parameters.`,
        'A fixed number is a value: write it under values:.',
      );
      ok = false;
    }
    params.forEach((param, i) => {
      if (!NAME.test(param)) {
        report(
          key,
          'invalid-value',
          `"${param}" cannot be a parameter of ${name}(): a parameter is a name.`,
          'A name is a letter, then letters, digits or _; parameters are separated by commas.',
        );
        ok = false;
      } else if (params.indexOf(param) < i) {
        report(
          key,
          'duplicate-name',
          `The parameter "${param}" appears twice in ${signature}.`,
          'Give each parameter its own name.',
        );
        ok = false;
      } else if (reservedName(source, ['functions', key], param, diagnostics)) {
        reserved.add(param);
        ok = false;
      }
    });
    declared.push({ key, name, params, signature, type: 'number', failed: !ok });
  }
  // Once every function is known: a parameter named as one would hide it in the body.
  for (const d of declared) {
    for (const param of d.params.filter((p) => !reserved.has(p))) {
      const clash =
        languageName(param) ?? (declared.some((f) => f.name === param) ? 'a function of this file' : undefined);
      if (clash) {
        report(
          d.key,
          'duplicate-name',
          `The parameter "${param}" of ${d.name}() has the name of ${clash}.`,
          `Rename the parameter, in the signature and in the formula: there, "${param}" would mean both.`,
        );
        d.failed = true;
      }
    }
  }
  // Every function is callable (a failed one as a number, so its calls do not report again).
  for (const d of declared) table.define(d);
  const functions: CheckedFunction[] = [];
  for (const d of order(context, declared)) {
    if (d.failed) continue;
    const scope = new Scope(undefined, undefined, { functions: table, body: d });
    for (const param of d.params) scope.define({ kind: 'param', name: param, type: 'number' });
    const checked = context.formula(['functions', d.key], data.functions![d.key]!, scope);
    if (!checked) continue;
    if (checked.type !== 'number' && checked.type !== 'boolean') {
      diagnostics.push(
        source.inValue(
          ['functions', d.key],
          'type-mismatch',
          `The function ${d.name}() gives a text; a function gives a number or a condition.`,
          'Compute the number here, and choose the text in a result (cases:) or a template.',
        ),
      );
      continue;
    }
    const read = namesIn(String(data.functions![d.key])) ?? new Set();
    for (const param of d.params.filter((p) => !read.has(p)))
      diagnostics.push(
        asWarning(
          source.at(
            source.keyNode(['functions', d.key]),
            'unused-function',
            `The parameter "${param}" of ${d.name}() is not read by its formula.`,
            'Remove it (and its argument from every call), or use it in the formula.',
          ),
        ),
      );
    table.define({ ...d, type: checked.type });
    functions.push({ name: d.name, params: d.params, ir: checked.ir, type: checked.type });
  }
  return { functions, table };
}

/**
 * The functions in an order where each comes after those it calls; those in a cycle are reported
 * (once per cycle, naming it) and left out.
 */
function order({ source, data, diagnostics }: CalculatorContext, declared: Declared[]): Declared[] {
  const byName = new Map(declared.map((d) => [d.name, d]));
  const calls = (d: Declared) => [...(callsIn(String(data.functions![d.key])) ?? [])].filter((n) => byName.has(n));
  const ordered: Declared[] = [];
  const cyclic = new Set<string>();
  const state = new Map<string, 'visiting' | 'done'>();
  // Depth-first with an explicit stack, as values are ordered (check/definitions.ts): a long chain
  // of functions must not exhaust the call stack.
  for (const start of declared) {
    if (state.has(start.name)) continue;
    const stack = [{ d: start, next: calls(start) }];
    state.set(start.name, 'visiting');
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const callee = top.next.shift();
      if (callee === undefined) {
        stack.pop();
        state.set(top.d.name, 'done');
        ordered.push(top.d);
        continue;
      }
      const d = byName.get(callee)!;
      if (state.get(callee) === 'done') continue;
      if (state.get(callee) === 'visiting') {
        const trail = stack.map((frame) => frame.d.name);
        const cycle = [...trail.slice(trail.indexOf(callee)), callee];
        for (const n of cycle) cyclic.add(n);
        diagnostics.push(
          source.at(
            source.keyNode(['functions', d.key]),
            'circular-definition',
            `Circular function: ${cycle.join(' -> ')}.`,
            'A function cannot call itself, directly or through others: a formula has no loops (a series repeats a step row by row).',
          ),
        );
        continue;
      }
      state.set(callee, 'visiting');
      stack.push({ d, next: calls(d) });
    }
  }
  return ordered.filter((d) => !cyclic.has(d.name));
}

/** A function no formula calls: a warning (it is left out of the page's code). */
export function checkUnusedFunctions(
  { source, data, diagnostics }: CalculatorContext,
  functions: CheckedFunction[],
  table: UserFunctions,
): void {
  const warned = new Set<string>();
  for (const key of Object.keys(data.functions ?? {})) {
    const name = SIGNATURE.exec(key)?.[1];
    if (!functions.some((f) => f.name === name) || table.called.has(name!) || warned.has(name!)) continue;
    warned.add(name!);
    diagnostics.push(
      asWarning(
        source.at(
          source.keyNode(['functions', key]),
          'unused-function',
          `The function "${name}" is called by no formula.`,
          'Call it in a formula, or remove it.',
        ),
      ),
    );
  }
}
