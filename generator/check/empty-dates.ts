/**
 * A date read by formulas must be filled: a visitor can clear any date field, and an empty date
 * reads its `empty` day, 0 unless the file says otherwise: 1 January 1970, which a calculation
 * takes for a real day (a BTP bought on 1 January 1970). So a formula that reads a date input needs a guard `present(<id>)`: alone in
 * `guards:`, or joined to others by "and" (under "or" it may not hold). Formulas of the inputs'
 * and actions' own conditions (`visibleWhen`, `disabledWhen`) are not counted: they do not compute
 * results, and are evaluated before the guards. Refused otherwise: `unguarded-date`, at the first
 * place in the file that reads the date.
 */

import type { InputDef } from '../../language/definition.ts';
import type { Diagnostic } from '../../language/diagnostics.ts';
import { dateFormat } from '../../language/formats/date.ts';
import { readsOf } from '../compile/expression.ts';
import type { SourceFile } from '../source.ts';
import type { CheckedSite } from './context.ts';
import type { IR } from './ir.ts';
import type { TemplatePart } from './template.ts';

/** The inputs the guards require filled: `present(x)` as a guard, or joined to others by "and". */
export function requiredInputs(guards: readonly IR[]): Set<string> {
  const found = new Set<string>();
  const visit = (ir: IR) => {
    if (ir.k === 'present') found.add(ir.input);
    else if (ir.k === 'binary' && ir.op === '&&') {
      visit(ir.a);
      visit(ir.b);
    }
  };
  guards.forEach(visit);
  return found;
}

/** The inputs a template shows or tests. */
function templateInputs(parts: readonly TemplatePart[], into: Set<string>): Set<string> {
  for (const part of parts) {
    if (part.k === 'text') continue;
    if (part.ref.kind === 'input') into.add(part.ref.name);
    if (part.k === 'if') {
      templateInputs(part.body, into);
      templateInputs(part.inverse, into);
    }
  }
  return into;
}

/** Sections of a file whose formulas are evaluated apart from the guards. */
const UNGUARDED = new Set(['inputs', 'actions', 'functions']);

/** Where `name` is read in `text`: as a whole word, not as the argument of present(); -1 if nowhere. */
function readAt(text: string, name: string): number {
  for (const match of text.matchAll(/[A-Za-z_]\w*/g))
    if (match[0] === name && !/present\s*\(\s*$/.test(text.slice(0, match.index))) return match.index;
  return -1;
}

/** Each date input that a formula reads without a guard `present(<id>)`: one error, where it is first read. */
export function checkEmptyDates(
  source: SourceFile,
  inputs: readonly InputDef[],
  checked: readonly CheckedSite[],
  guards: readonly IR[],
  diagnostics: Diagnostic[],
): void {
  const required = requiredInputs(guards);
  const dates = new Map(
    inputs.flatMap((input) => (input.kind === 'date' && !required.has(input.id) ? [[input.id, input] as const] : [])),
  );
  if (!dates.size) return;
  const start = (site: CheckedSite) => source.node(site.path)?.range?.[0] ?? Number.MAX_SAFE_INTEGER;
  const sites = checked.filter((site) => !UNGUARDED.has(String(site.path[0]))).sort((a, b) => start(a) - start(b));
  for (const site of sites) {
    const read = 'ir' in site ? readsOf(site.ir).names.input : templateInputs(site.parts, new Set());
    for (const name of read) {
      const input = dates.get(name);
      if (input?.kind !== 'date') continue;
      dates.delete(name);
      const empty = dateFormat.format(input.empty ?? 0);
      const index = readAt(site.text, name);
      diagnostics.push(
        source.inValue(
          site.path,
          'unguarded-date',
          `The date "${name}" is read with no guard present(${name}): a visitor can clear the field, and an empty date reads ${empty}.`,
          `Add present(${name}) to guards: an empty field then stops the calculation, as any failed guard does.`,
          index >= 0 ? { index, length: name.length } : undefined,
        ),
      );
    }
  }
}
