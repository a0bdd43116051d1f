import { useController } from 'react-hook-form';
import { baseSpec, defineInputKind, type FieldProps, type InputDefBase, type InputSpecBase, pick } from '../../../language/inputs/kind.ts';
import { parseTime } from '../../engine/parse.ts';
import { describedBy, Field } from './Field.tsx';

export interface TimeDef extends InputDefBase<'time'> {
  default?: string;
  unit?: string;
  empty?: number;
}

export interface TimeSpec extends InputSpecBase<'time'> {
  unit?: string;
  /** Minutes formulas see when the field is empty or not a time. */
  empty: number;
}

export function TimeField({ input, id, disabled, name, control }: FieldProps<TimeSpec>) {
  const { field } = useController({ control, name });
  return (
    <Field input={input} id={id}>
      <input
        id={id}
        name={field.name}
        ref={field.ref}
        type="time"
        value={String(field.value ?? '')}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-describedby={describedBy(input, id)}
      />
    </Field>
  );
}

export const time = defineInputKind<TimeDef, TimeSpec>({
  description: 'a time of day (hh:mm); formulas see minutes since midnight',
  keys: {
    default: { description: 'Initial time, "hh:mm" in quotes; omit for an empty field.', type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
    unit: { description: 'Unit shown beside the field.', type: 'string' },
    empty: { description: 'Minutes formulas see when the field is empty (default 0).', type: 'number' },
  },
  layout: 'field',
  check: () => 'number',
  compile: (def) => ({ ...baseSpec(def), ...pick(def, ['unit']), empty: def.empty ?? 0, default: def.default ?? '' }),
  parse: (raw, spec) => {
    const minutes = parseTime(typeof raw === 'string' ? raw : '');
    return { value: minutes ?? spec.empty, filled: minutes !== undefined };
  },
  Component: TimeField,
});
