/**
 * Ids of the parts around the results: tables, charts, notes and actions, by which the generated
 * module and the renderer key them. An `id:` names a part. Without one, a table or a chart is
 * named by its title (already how examples name it: "Piano di ammortamento" ->
 * piano-di-ammortamento), an action by its label, and a note, whose title may be absent or change
 * with the values, by its position: note-1, note-2...
 */
import { slug } from '../../language/slug.ts';
import type { CalculatorContext } from './context.ts';

type Part = 'tables' | 'charts' | 'notes' | 'actions';
const SINGULAR: Record<Part, string> = { tables: 'table', charts: 'chart', notes: 'note', actions: 'action' };
/** The key whose text names a part that has no id (notes have none: their title may change). */
const NAMED_BY: Record<Part, 'title' | 'label' | undefined> = {
  tables: 'title',
  charts: 'title',
  notes: undefined,
  actions: 'label',
};

/** The id of each part of the kind, in order; two parts with one id are reported. */
export function partIds({ source, data, diagnostics }: CalculatorContext, part: Part): string[] {
  const defs: { id?: string; title?: string; label?: string }[] = data[part] ?? [];
  const namedBy = NAMED_BY[part];
  const seen = new Set<string>();
  return defs.map((def, i) => {
    const position = `${SINGULAR[part]}-${i + 1}`;
    const id = def.id ?? ((namedBy && slug(def[namedBy] ?? '')) || position);
    if (seen.has(id)) {
      const [at, hint] =
        def.id !== undefined
          ? [source.node([part, i, 'id']), `Give each ${SINGULAR[part]} its own id.`]
          : namedBy
            ? [
                source.node([part, i, namedBy]),
                `Its id comes from the ${namedBy}; give one of them an "id", or another ${namedBy}.`,
              ]
            : [
                source.keyNode([part, i]),
                `Its id comes from its position; give the ${SINGULAR[part]} named "${id}" another id.`,
              ];
      diagnostics.push(source.at(at, 'duplicate-id', `Two ${part} have the id "${id}".`, hint));
    }
    seen.add(id);
    return id;
  });
}
