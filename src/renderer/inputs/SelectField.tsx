import { useController } from 'react-hook-form';
import { describedBy, Field } from './Field.tsx';
import type { FieldProps } from './types.ts';

export function SelectField({ input, id, disabled, options, name, control }: FieldProps) {
  const { field } = useController({ control, name });
  return (
    <Field input={input} id={id}>
      <select id={id} name={field.name} ref={field.ref} value={String(field.value ?? '')} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} disabled={disabled} aria-describedby={describedBy(input, id)}>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
