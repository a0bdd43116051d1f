import type { KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { type OptionsSpec, optionsOf } from '../../../language/inputs/options.ts';
import type { OptionSpec, RawValues } from '../../../language/spec.ts';
import { optionFor } from './arrow-keys.ts';
import { describedBy, Help } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

/** The DOM id of the tab of the option at `index` of the tabs field `id`. */
const tabId = (id: string, index: number) => `${id}-${index}`;

/** The index of the chosen option of a tabs field. */
const selectedTab = (options: OptionSpec[], value: unknown) =>
  options.findIndex((o) => String(o.value) === String(value));

/**
 * Options as tabs above the other fields (their tab panel), in the WAI-ARIA tabs pattern with
 * automatic activation: only the selected tab is in the tab order; arrow keys, Home and End move
 * the focus and the selection together.
 */
export function TabsField({ input, id, form, name, control, panel }: FieldProps<OptionsSpec<'tabs'>>) {
  const { field } = useController({ control, name });
  const options = optionsOf(input, form);
  const index = selectedTab(options, field.value);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = optionFor('tabs', event.key, Math.max(index, 0), options.length);
    if (next === undefined) return;
    event.preventDefault();
    field.onChange(String(options[next]!.value));
    document.getElementById(tabId(id, next))?.focus();
  };
  return (
    <div className="field-label">
      <div
        className="tabs"
        role="tablist"
        aria-label={input.label}
        aria-describedby={describedBy(input, id)}
        onKeyDown={onKeyDown}
      >
        {options.map((o, i) => {
          const selected = i === index;
          return (
            <button
              key={String(o.value)}
              id={tabId(id, i)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panel}
              tabIndex={selected || (index < 0 && i === 0) ? 0 : -1}
              className={selected ? 'active' : undefined}
              onClick={() => field.onChange(String(o.value))}
            >
              {o.label}
            </button>
          );
        })}
      </div>
      <Help input={input} id={id} />
    </div>
  );
}

/** The DOM id of the chosen tab, which labels the fields' panel. */
export const tabsLabel = (spec: OptionsSpec<'tabs'>, id: string, form: RawValues) =>
  tabId(id, selectedTab(optionsOf(spec, form), form[spec.id]));
