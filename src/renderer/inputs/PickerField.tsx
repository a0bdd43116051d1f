import { useController } from 'react-hook-form';
import { type DateSpec, pickerBound } from '../../../language/inputs/date.ts';
import type { TimeSpec } from '../../../language/inputs/time.ts';
import { isRelativeDate } from '../../../language/relative-dates.ts';
import { useToday } from '../useToday.ts';
import { describedBy, Field } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

/**
 * The browser's own picker for a time ("hh:mm") or a date (ISO "2026-01-15", the form's value);
 * phones show their wheel or calendar.
 */
function PickerField({
  input,
  id,
  disabled,
  name,
  control,
  type,
  refused = false,
}: FieldProps<TimeSpec | DateSpec> & { type: 'time' | 'date' }) {
  const { field } = useController({ control, name });
  const bounds = { min: 'min' in input ? input.min : undefined, max: 'max' in input ? input.max : undefined };
  // A date bounded by a day counted from the visitor's gets it once the page knows it (never in the prerendered HTML).
  const today = useToday(isRelativeDate(bounds.min) || isRelativeDate(bounds.max));
  return (
    <Field input={input} id={id} refused={refused} empty={!field.value}>
      <input
        id={id}
        name={field.name}
        ref={field.ref}
        type={type}
        min={pickerBound(bounds.min, today)}
        max={pickerBound(bounds.max, today)}
        value={String(field.value ?? '')}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-invalid={refused || undefined}
        aria-describedby={describedBy(input, id, refused)}
      />
    </Field>
  );
}

export const TimeField = (props: FieldProps<TimeSpec>) => <PickerField {...props} type="time" />;
export const DateField = (props: FieldProps<DateSpec>) => <PickerField {...props} type="date" />;
