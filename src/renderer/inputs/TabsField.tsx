import { useController } from 'react-hook-form';
import type { KeyboardEvent } from 'react';
import type { FieldProps } from './types.ts';

/** Options as tabs above the other fields; arrow keys move between tabs. */
export function TabsField({ input, id, options, name, control }: FieldProps) {
  const { field } = useController({ control, name });
  const index = options.findIndex((o) => String(o.value) === String(field.value));
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
          <button key={String(o.value)} id={`${id}-${i}`} type="button" role="tab" aria-selected={selected} tabIndex={selected ? 0 : -1} className={selected ? 'active' : undefined} onClick={() => field.onChange(String(o.value))}>
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
