import { useController } from 'react-hook-form';
import type { DateSpec } from '../../../language/inputs/date.ts';
import { describedBy, Field } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

/** The browser's date picker; the form holds its ISO value ("2026-01-15"). */
export function DateField({ input, id, disabled, name, control }: FieldProps<DateSpec>) {
  const { field } = useController({ control, name });
  return (
    <Field input={input} id={id}>
      <input
        id={id}
        name={field.name}
        ref={field.ref}
        type="date"
        min={input.min}
        max={input.max}
        value={String(field.value ?? '')}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-describedby={describedBy(input, id)}
      />
    </Field>
  );
}
