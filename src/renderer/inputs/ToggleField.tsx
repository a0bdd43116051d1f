import { useController } from 'react-hook-form';
import type { ToggleSpec } from '../../../language/inputs/toggle.ts';
import { describedBy, FieldLabel } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

/** A yes/no switch. */
export function ToggleField({ input, id, disabled, name, control }: FieldProps<ToggleSpec>) {
  const { field } = useController({ control, name });
  const on = field.value === true;
  return (
    <div className="field">
      <FieldLabel input={input} id={id}>
        <span className="label" id={`${id}-label`}>
          {input.label}
        </span>
      </FieldLabel>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(input, id)}
        className={`switch${on ? ' on' : ''}`}
        disabled={disabled}
        onClick={() => field.onChange(!on)}
      >
        <span className="knob" aria-hidden="true" />
        <span>{on ? (input.onLabel ?? 'Sì') : (input.offLabel ?? 'No')}</span>
      </button>
    </div>
  );
}
