/**
 * Template parts -> a JavaScript function that returns the text, formatting values with the it-IT
 * helpers. A page template reads the calculation's values `s`; a row template (a chart label) also
 * reads its row `r`, without copying the values into every row.
 */
import type { ScalarRef } from '../check/scope.ts';
import type { TemplatePart } from '../check/template.ts';
import { _, type Code, join, name } from './code.ts';

/** A row name is read from the row `r`, any other name from the values `s`. */
function read(ref: ScalarRef): Code {
  return ref.kind === 'row' ? _`r.${name(ref.name)}` : _`s[${ref.name}]!`;
}

function parts(list: TemplatePart[]): Code {
  return list.length === 0 ? _`""` : join(list.map(partCode), _` + `);
}

function partCode(part: TemplatePart): Code {
  switch (part.k) {
    case 'text':
      return _`${part.v}`;
    case 'value':
      return _`H.${name(part.helper)}(${read(part.ref)}${part.decimals !== undefined ? _`, ${part.decimals}` : _``})`;
    case 'plural':
      return _`(Math.abs(${read(part.ref)} as number) === 1 ? ${part.one} : ${part.other})`;
    case 'if':
      return _`(${part.negate ? _`!` : _``}${read(part.ref)} ? ${parts(part.body)} : ${parts(part.inverse)})`;
  }
}

function refs(list: TemplatePart[]): ScalarRef[] {
  return list.flatMap((p) =>
    p.k === 'text' ? [] : p.k === 'value' || p.k === 'plural' ? [p.ref] : [p.ref, ...refs(p.body), ...refs(p.inverse)],
  );
}

/** (s: Values) => text; with `row` (the TypeScript type of a series row), (s, r) => text. */
export function templateToJs(list: TemplatePart[], row?: Code): Code {
  const used = refs(list);
  const s = used.some((ref) => ref.kind !== 'row') ? _`s` : _`_s`;
  if (row === undefined) return _`(${s}: Values) => ${parts(list)}`;
  const r = used.some((ref) => ref.kind === 'row') ? _`r` : _`_r`;
  return _`(${s}: Values, ${r}: ${row}) => ${parts(list)}`;
}

export function usesHelpers(list: TemplatePart[] | undefined): boolean {
  return (list ?? []).some((p) => p.k === 'value' || (p.k === 'if' && (usesHelpers(p.body) || usesHelpers(p.inverse))));
}
