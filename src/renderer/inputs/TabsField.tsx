import { useController } from 'react-hook-form';
import type { KeyboardEvent } from 'react';
import type { OptionSpec } from '../../engine/types.ts';
import type { FieldProps } from './types.ts';

/** The DOM id of the tab of the option at `index` of the tabs field `id`. */
export const tabId = (id: string, index: number) => `${id}-${index}`;

/** The index of the chosen option of a tabs field. */
export const selectedTab = (options: OptionSpec[], value: unknown) => options.findIndex((o) => String(o.value) === String(value));

/** Options as tabs above the other fields (their tab panel); arrow keys move between tabs. */
export function TabsField({ input, id, options, name, control, panel }: FieldProps) {
  const { field } = useController({ control, name });
  const index = selectedTab(options, field.value);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = options[(index + (event.key === 'ArrowRight' ? 1 : options.length - 1)) % options.length];
    if (next) field.onChange(String(next.value));
  };
  return (
    <div className="tabs" role="tablist" aria-label={input.label} onKeyDown={onKeyDown}>
      {options.map((o, i) => {
        const selected = i === index;
        return (
          <button key={String(o.value)} id={tabId(id, i)} type="button" role="tab" aria-selected={selected} aria-controls={panel} tabIndex={selected ? 0 : -1} className={selected ? 'active' : undefined} onClick={() => field.onChange(String(o.value))}>
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
