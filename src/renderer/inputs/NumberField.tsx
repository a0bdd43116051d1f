import { useController } from 'react-hook-form';
import type { KeyboardEvent } from 'react';
import { parseNumber } from '../../engine/parse.ts';
import { Field } from './Field.tsx';
import type { FieldProps } from './types.ts';

/** Italian decimal text of a number, rounded to the step's decimals: 0.30000000000000004 -> "0,3". */
export function stepText(value: number, step: number): string {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return String(Number(value.toFixed(decimals))).replace('.', ',');
}

/** A text field that accepts Italian numbers ("1.234,56"); arrow keys move by `step`. */
export function NumberField({ input, id, disabled, name, control }: FieldProps) {
  const { field } = useController({ control, name });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const step = input.step ?? 1;
    const current = parseNumber(String(field.value ?? '')) ?? 0;
    field.onChange(stepText(current + (event.key === 'ArrowUp' ? step : -step), step));
  };
  return (
    <Field input={input} id={id}>
      <input
        id={id}
        name={field.name}
        ref={field.ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={String(field.value ?? '')}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        onKeyDown={onKeyDown}
        disabled={disabled}
        placeholder={input.placeholder}
        aria-describedby={input.help ? `${id}-help` : undefined}
      />
    </Field>
  );
}
