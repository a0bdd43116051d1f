import { useController } from 'react-hook-form';
import { type OptionsSpec, optionsOf } from '../../../language/inputs/options.ts';
import { describedBy, FieldLabel } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

/** Options as a row of buttons (a radio group). */
export function ChoiceField({ input, id, disabled, form, name, control }: FieldProps<OptionsSpec<'choice'>>) {
  const { field } = useController({ control, name });
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
      >
        {optionsOf(input, form).map((o) => {
          const checked = String(field.value) === String(o.value);
          return (
            // biome-ignore lint/a11y/useSemanticElements: buttons acting as radios, each reached with Tab; native radios would change the keyboard behaviour.
            <button
              key={String(o.value)}
              type="button"
              role="radio"
              aria-checked={checked}
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
