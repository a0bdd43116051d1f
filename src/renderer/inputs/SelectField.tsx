import { useController } from 'react-hook-form';
import { type OptionsSpec, optionsOf } from '../../../language/inputs/options.ts';
import { describedBy, Field } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

export function SelectField({
  input,
  id,
  disabled,
  form,
  name,
  control,
  refused = false,
}: FieldProps<OptionsSpec<'select'>>) {
  const { field } = useController({ control, name });
  return (
    <Field input={input} id={id} refused={refused}>
      <select
        id={id}
        name={field.name}
        ref={field.ref}
        value={String(field.value ?? '')}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-invalid={refused || undefined}
        aria-describedby={describedBy(input, id, refused)}
      >
        {optionsOf(input, form).map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
