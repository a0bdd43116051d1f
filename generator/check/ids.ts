/**
 * Ids of the parts shown under the results: tables, charts and notes, by which the generated
 * module and the renderer key them. An `id:` names a part. Without one, a table or a chart is
 * named by its title (already how examples name it: "Piano di ammortamento" ->
 * piano-di-ammortamento), and a note, whose title may be absent or change with the values, by its
 * position: note-1, note-2...
 */
import type { CalculatorContext } from './context.ts';

type Part = 'tables' | 'charts' | 'notes';
const SINGULAR: Record<Part, string> = { tables: 'table', charts: 'chart', notes: 'note' };

/** Lower case ASCII words joined by "-": "Tassi di cambio (1 EUR)" -> tassi-di-cambio-1-eur. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The id of each part of the kind, in order; two parts with one id are reported. */
export function partIds({ source, data, diagnostics }: CalculatorContext, part: Part): string[] {
  const defs: { id?: string; title?: string }[] = data[part] ?? [];
  const seen = new Set<string>();
  return defs.map((def, i) => {
    const position = `${SINGULAR[part]}-${i + 1}`;
    const id = def.id ?? (part === 'notes' ? position : slug(def.title ?? '') || position);
    if (seen.has(id)) {
      const [at, hint] =
        def.id !== undefined
          ? [source.node([part, i, 'id']), `Give each ${SINGULAR[part]} its own id.`]
          : part === 'notes'
            ? [source.keyNode([part, i]), `Its id comes from its position; give the ${SINGULAR[part]} named "${id}" another id.`]
            : [source.node([part, i, 'title']), 'Its id comes from the title; give one of them an "id", or another title.'];
      diagnostics.push(source.at(at, 'duplicate-id', `Two ${part} have the id "${id}".`, hint));
    }
    seen.add(id);
    return id;
  });
}
