import type { KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { boundsText, breaksBounds } from '../../../language/inputs/bounds.ts';
import { MAX_TEXT } from '../../../language/inputs/link.ts';
import { type NumberSpec, parseNumber } from '../../../language/inputs/number.ts';
import { describedBy, Field } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

/**
 * The Italian text of `current` moved by `delta`, keeping the decimals of both (so binary noise such
 * as 0.30000000000000004 disappears, and a typed 1234,5 + 1 stays 1235,5).
 */
export function stepText(current: number, delta: number): string {
  const decimals = Math.max(decimalsOf(current), decimalsOf(delta));
  return String(Number((current + delta).toFixed(decimals))).replace('.', ',');
}

/**
 * True when `text` is typed but is not a number, so formulas read the field's `empty` value: 'abc',
 * '1e309', '1,2,3'. A lone '-' is the start of a negative number, not a mistake.
 */
export function isUnreadable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && trimmed !== '-' && parseNumber(trimmed) === undefined;
}

/**
 * A text field that accepts Italian numbers ("1.234,56"); arrow keys move by `step`. Text that is not
 * a number is ignored as the spec says (no message), but the field says so: aria-invalid, and a
 * subtle cue for the eye.
 */
export function NumberField({
  input,
  id,
  disabled,
  name,
  control,
}: Pick<FieldProps<NumberSpec>, 'input' | 'id' | 'disabled' | 'name' | 'control'>) {
  const { field } = useController({ control, name });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const step = input.step ?? 1;
    const current = parseNumber(String(field.value ?? '')) ?? 0;
    field.onChange(stepText(current, event.key === 'ArrowUp' ? step : -step));
  };
  const text = String(field.value ?? '');
  const typed = parseNumber(text.trim());
  const note = boundsText(input);
  const described = [describedBy(input, id), note ? `${id}-note` : undefined].filter((d) => d !== undefined).join(' ');
  return (
    <Field input={input} id={id} note={note}>
      <input
        id={id}
        name={field.name}
        ref={field.ref}
        type="text"
        inputMode={input.integer && input.min !== undefined && input.min >= 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={MAX_TEXT}
        value={text}
        aria-invalid={isUnreadable(text) || (typed !== undefined && breaksBounds(typed, input)) || undefined}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        onKeyDown={onKeyDown}
        disabled={disabled}
        placeholder={input.placeholder}
        aria-describedby={described || undefined}
      />
    </Field>
  );
}
