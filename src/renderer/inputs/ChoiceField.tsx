import type { KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { type OptionsSpec, optionsOf } from '../../../language/inputs/options.ts';
import { optionFor } from './arrow-keys.ts';
import { describedBy, FieldLabel } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

/**
 * Options as a row of buttons, in the WAI-ARIA radio group pattern: the group is one stop of the
 * tab order (the chosen option, else the first), and the arrow keys move the choice and the focus
 * together, wrapping; Space or Enter chooses the option in focus.
 */
export function ChoiceField({ input, id, disabled, form, name, control }: FieldProps<OptionsSpec<'choice'>>) {
  const { field } = useController({ control, name });
  const options = optionsOf(input, form);
  const chosen = options.findIndex((o) => String(field.value) === String(o.value));
  const onKeyDown = (event: KeyboardEvent) => {
    const next = optionFor('radios', event.key, Math.max(chosen, 0), options.length);
    if (next === undefined || disabled) return;
    event.preventDefault();
    field.onChange(String(options[next]!.value));
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div className="field">
      <FieldLabel input={input} id={id}>
        <span className="label" id={`${id}-label`}>
          {input.label}
        </span>
      </FieldLabel>
      <div
        className="choice"
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(input, id)}
        onKeyDown={onKeyDown}
      >
        {options.map((o, i) => {
          const checked = i === chosen;
          return (
            // biome-ignore lint/a11y/useSemanticElements: buttons drawn as a segmented control; the radio group's keys are handled above.
            <button
              key={String(o.value)}
              id={`${id}-${i}`}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked || (chosen < 0 && i === 0) ? 0 : -1}
              className={checked ? 'active' : undefined}
              disabled={disabled}
              onClick={() => field.onChange(String(o.value))}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
