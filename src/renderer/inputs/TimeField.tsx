import { useController } from 'react-hook-form';
import type { TimeSpec } from '../../../language/inputs/time.ts';
import { describedBy, Field } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

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
