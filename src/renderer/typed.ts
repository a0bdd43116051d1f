/**
 * What a visitor typed into a prerendered form before the page's scripts took over. Hydration keeps
 * what a field holds (React sets a control's `defaultValue` to the value it renders, never its
 * `value`), so a field whose value is not its default holds what was typed: read once, when the
 * hydration is committed, it becomes the form's value as typed. No event is replayed, nothing
 * depends on when the scripts arrived.
 */

/** The named controls under `root` whose value the visitor changed: name -> value as the control holds it. */
export function typedValues(root: Element | null): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const control of root?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]') ??
    []) {
    const changed =
      control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : control.value !== control.defaultValue;
    if (changed) typed[control.name] = control.value;
  }
  return typed;
}
