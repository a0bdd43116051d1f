/**
 * Template parts -> a JavaScript function that returns the text, formatting values with the it-IT
 * helpers. A page template reads the calculation's values `s`; a row template (a chart label) also
 * reads its row `r`, without copying the values into every row.
 */
import type { ScalarRef } from '../check/scope.ts';
import type { TemplatePart } from '../check/template.ts';
import { literal } from './expression.ts';

/** A row name is read from the row `r`, any other name from the values `s`. */
function read(ref: ScalarRef): string {
  return ref.kind === 'row' ? `r.${ref.name}` : `s[${literal(ref.name)}]!`;
}

function parts(list: TemplatePart[]): string {
  if (list.length === 0) return '""';
  return list
    .map((part) => {
      switch (part.k) {
        case 'text':
          return literal(part.v);
        case 'value':
          return `H.${part.helper}(${read(part.ref)}${part.decimals !== undefined ? `, ${literal(part.decimals)}` : ''})`;
        case 'if':
          return `(${part.negate ? '!' : ''}${read(part.ref)} ? ${parts(part.then)} : ${parts(part.else)})`;
      }
    })
    .join(' + ');
}

function refs(list: TemplatePart[]): ScalarRef[] {
  return list.flatMap((p) => (p.k === 'text' ? [] : p.k === 'value' ? [p.ref] : [p.ref, ...refs(p.then), ...refs(p.else)]));
}

/** (s: Values) => text; with `row` (the TypeScript type of a series row), (s, r) => text. */
export function templateToJs(list: TemplatePart[], row?: string): string {
  const used = refs(list);
  const s = used.some((ref) => ref.kind !== 'row') ? 's' : '_s';
  if (row === undefined) return `(${s}: Values) => ${parts(list)}`;
  const r = used.some((ref) => ref.kind === 'row') ? 'r' : '_r';
  return `(${s}: Values, ${r}: ${row}) => ${parts(list)}`;
}

export function usesHelpers(list: TemplatePart[] | undefined): boolean {
  return (list ?? []).some((p) => p.k === 'value' || (p.k === 'if' && (usesHelpers(p.then) || usesHelpers(p.else))));
}
