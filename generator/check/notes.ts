/** Notes: when each is shown, and its title and text (templates over the values). */
import { type CalculatorContext, optional } from './context.ts';
import { partIds } from './ids.ts';
import type { CheckedNote } from './model.ts';
import type { Scope } from './scope.ts';

export function checkNotes(context: CalculatorContext, scope: Scope): CheckedNote[] {
  const { data, condition, template } = context;
  const ids = partIds(context, 'notes');
  return (data.notes ?? []).map((def, i) => ({
    def,
    id: ids[i]!,
    ...optional('when', condition(['notes', i, 'when'], def.when, scope)),
    ...optional('title', template(['notes', i, 'title'], def.title, scope)),
    ...optional('text', template(['notes', i, 'text'], def.text, scope)),
  }));
}
