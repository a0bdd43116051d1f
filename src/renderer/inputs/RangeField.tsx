import { useController } from 'react-hook-form';
import { formatValue } from '../../../language/formats/index.ts';
import { rawNumber } from '../../../language/inputs/kind.ts';
import { parseNumber } from '../../../language/inputs/number.ts';
import { type RangeSpec, sliderValue } from '../../../language/inputs/range.ts';
import { describedBy, FieldLabel, Refused } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

/**
 * A slider between min and max, and beside its label a box to type the value (178 cm typed, not
 * dragged to): both hold the same form text. Left, the box shows the value the slider took (within
 * min and max); text that is not a number is marked, as in a number field, and the slider stays.
 */
export function RangeField({ input, id, disabled, name, control, refused = false }: FieldProps<RangeSpec>) {
  const { field } = useController({ control, name });
  const value = sliderValue(field.value, input);
  const typed = String(field.value ?? '');
  const text = `${formatValue(value, 'number', decimalsOf(input.step))}${input.unit ? `\u00a0${input.unit}` : ''}`;
  const onBoxBlur = () => {
    const kept = rawNumber(value);
    if (kept !== typed) field.onChange(kept);
    field.onBlur();
  };
  return (
    <div className="field range">
      <FieldLabel input={input} id={id}>
        <label htmlFor={id}>{input.label}</label>
      </FieldLabel>
      <span className="range-box">
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={`${input.label}, valore scritto`}
          value={typed}
          aria-invalid={refused || (typed.trim() !== '' && parseNumber(typed) === undefined) || undefined}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={onBoxBlur}
          disabled={disabled}
        />
        {input.unit ? <span aria-hidden="true">{input.unit}</span> : null}
      </span>
      <input
        id={id}
        name={field.name}
        ref={field.ref}
        type="range"
        min={input.min}
        max={input.max}
        step={input.step}
        value={value}
        aria-valuetext={text}
        onChange={(e) => field.onChange(rawNumber(Number(e.target.value)))}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-describedby={describedBy(input, id, refused)}
      />
      <Refused id={id} refused={refused} />
    </div>
  );
}
