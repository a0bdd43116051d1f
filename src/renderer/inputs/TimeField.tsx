import { useController } from 'react-hook-form';
import { describedBy, Field } from './Field.tsx';
import type { FieldProps } from './types.ts';

export function TimeField({ input, id, disabled, name, control }: FieldProps) {
  const { field } = useController({ control, name });
  return (
    <Field input={input} id={id}>
      <input id={id} name={field.name} ref={field.ref} type="time" value={String(field.value ?? '')} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} disabled={disabled} aria-describedby={describedBy(input, id)} />
    </Field>
  );
}
