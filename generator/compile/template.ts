/**
 * Template parts -> a JavaScript function that returns the text, formatting values with the it-IT
 * helpers. A page template reads the calculation's values `s`; a row template (a chart label) also
 * reads its row `r`, without copying the values into every row.
 */
import type { TemplatePart } from '../check/template.ts';
import { literal } from './expression.ts';

function parts(list: TemplatePart[], rowNames: ReadonlySet<string>): string {
  if (list.length === 0) return '""';
  const read = (name: string) => (rowNames.has(name) ? `r.${name}` : `s[${literal(name)}]!`);
  return list
    .map((part) =>
      part.k === 'text'
        ? literal(part.v)
        : part.k === 'value'
          ? `H.${part.helper}(${read(part.name)}${part.decimals !== undefined ? `, ${literal(part.decimals)}` : ''})`
          : `(${part.negate ? '!' : ''}${read(part.name)} ? ${parts(part.body, rowNames)} : ${parts(part.inverse, rowNames)})`,
    )
    .join(' + ');
}

function names(list: TemplatePart[]): string[] {
  return list.flatMap((p) => (p.k === 'text' ? [] : p.k === 'value' ? [p.name] : [p.name, ...names(p.body), ...names(p.inverse)]));
}

/** (s: Values) => text; with `row` (name -> type of the row's names), (s, r) => text. */
export function templateToJs(list: TemplatePart[], row?: Record<string, string>): string {
  const rowNames = new Set(Object.keys(row ?? {}));
  const used = names(list);
  const s = used.some((n) => !rowNames.has(n)) ? 's' : '_s';
  if (!row) return `(${s}: Values) => ${parts(list, rowNames)}`;
  const r = used.some((n) => rowNames.has(n)) ? 'r' : '_r';
  return `(${s}: Values, ${r}: { ${Object.entries(row).map(([k, t]) => `${k}: ${t}`).join('; ')} }) => ${parts(list, rowNames)}`;
}

export function usesHelpers(list: TemplatePart[] | undefined): boolean {
  return (list ?? []).some((p) => p.k === 'value' || (p.k === 'if' && (usesHelpers(p.body) || usesHelpers(p.inverse))));
}
