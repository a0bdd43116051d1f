/** Template parts -> a JavaScript function (values) => text, formatting with the it-IT helpers. */
import type { TemplatePart } from '../check/template.ts';
import { literal } from './expression.ts';

function parts(list: TemplatePart[]): string {
  if (list.length === 0) return '""';
  return list
    .map((part) => {
      switch (part.k) {
        case 'text':
          return literal(part.v);
        case 'value':
          return `H.${part.helper}(s[${literal(part.name)}]!${part.decimals !== undefined ? `, ${literal(part.decimals)}` : ''})`;
        case 'if':
          return `(${part.negate ? '!' : ''}s[${literal(part.name)}] ? ${parts(part.then)} : ${parts(part.else)})`;
      }
    })
    .join(' + ');
}

/** True when the template shows no value (so it compiles to a constant). */
export function templateToJs(list: TemplatePart[]): string {
  const usesValues = list.some((p) => p.k !== 'text');
  return `(${usesValues ? 's' : '_s'}: Values) => ${parts(list)}`;
}

export function usesHelpers(list: TemplatePart[] | undefined): boolean {
  return (list ?? []).some((p) => p.k === 'value' || (p.k === 'if' && (usesHelpers(p.then) || usesHelpers(p.else))));
}
