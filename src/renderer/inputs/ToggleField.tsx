import { useController } from 'react-hook-form';
import { baseSpec, defineInputKind, type FieldProps, type InputDefBase, type InputSpecBase, pick } from '../../../language/inputs/kind.ts';
import { describedBy, Help } from './Field.tsx';

export interface ToggleDef extends InputDefBase<'toggle'> {
  default?: boolean;
  onLabel?: string;
  offLabel?: string;
}

export interface ToggleSpec extends InputSpecBase<'toggle'> {
  onLabel?: string;
  offLabel?: string;
}

/** A yes/no switch. */
export function ToggleField({ input, id, disabled, name, control }: FieldProps<ToggleSpec>) {
  const { field } = useController({ control, name });
  const on = field.value === true;
  return (
    <div className="field">
      <span className="label" id={`${id}-label`}>
        {input.label}
      </span>
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
      <Help input={input} id={id} />
    </div>
  );
}

export const toggle = defineInputKind<ToggleDef, ToggleSpec>({
  description: 'a yes/no switch; formulas see true or false',
  keys: {
    default: { description: 'Initial state: true or false (default false).', type: 'boolean' },
    onLabel: { description: "Text of the 'true' state (default 'Sì').", type: 'string' },
    offLabel: { description: "Text of the 'false' state (default 'No').", type: 'string' },
  },
  layout: 'field',
  check: () => 'boolean',
  compile: (def) => ({ ...baseSpec(def), ...pick(def, ['onLabel', 'offLabel']), default: def.default === true }),
  parse: (raw) => ({ value: raw === true, filled: raw !== undefined }),
  Component: ToggleField,
});
