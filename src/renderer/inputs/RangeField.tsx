import { useController } from 'react-hook-form';
import { formatValue } from '../../../language/formats/index.ts';
import { rawNumber } from '../../../language/inputs/kind.ts';
import { type RangeSpec, sliderValue } from '../../../language/inputs/range.ts';
import { describedBy, FieldLabel } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

/** A slider between min and max, with its value written beside the label (and read out as such). */
export function RangeField({ input, id, disabled, name, control }: FieldProps<RangeSpec>) {
  const { field } = useController({ control, name });
  const value = sliderValue(field.value, input);
  const text = `${formatValue(value, 'number', decimalsOf(input.step))}${input.unit ? `\u00a0${input.unit}` : ''}`;
  return (
    <div className="field range">
      <FieldLabel input={input} id={id}>
        <label htmlFor={id}>{input.label}</label>
      </FieldLabel>
      <output htmlFor={id} aria-hidden="true">
        {text}
      </output>
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
        aria-describedby={describedBy(input, id)}
      />
    </div>
  );
}
