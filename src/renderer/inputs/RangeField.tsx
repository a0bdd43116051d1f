import { useController } from 'react-hook-form';
import { formatValue } from '../../../language/formats/index.ts';
import { baseSpec, defineInputKind, type FieldProps, type InputDefBase, type InputSpecBase, pick, rawNumber } from '../../../language/inputs/kind.ts';
import { parseNumber } from '../../engine/parse.ts';
import { describedBy, Help } from './Field.tsx';

export interface RangeDef extends InputDefBase<'range'> {
  min: number;
  max: number;
  step?: number;
  default?: number;
  unit?: string;
}

export interface RangeSpec extends InputSpecBase<'range'> {
  min: number;
  max: number;
  step: number;
  unit?: string;
}

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

/** The slider's value: the number in the form's text, kept within min and max (min when unreadable). */
function sliderValue(raw: unknown, spec: RangeSpec): number {
  const value = parseNumber(typeof raw === 'string' ? raw : '') ?? spec.min;
  return Math.min(spec.max, Math.max(spec.min, value));
}

/** A slider between min and max, with its value written beside the label (and read out as such). */
export function RangeField({ input, id, disabled, name, control }: FieldProps<RangeSpec>) {
  const { field } = useController({ control, name });
  const value = sliderValue(field.value, input);
  const text = `${formatValue(value, 'number', decimalsOf(input.step))}${input.unit ? `\u00a0${input.unit}` : ''}`;
  return (
    <div className="field range">
      <label htmlFor={id}>{input.label}</label>
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
      <Help input={input} id={id} />
    </div>
  );
}

export const range = defineInputKind<RangeDef, RangeSpec>({
  description: 'a slider between min and max, its value shown beside the label',
  keys: {
    min: { description: 'The least value.', type: 'number' },
    max: { description: 'The greatest value.', type: 'number' },
    step: { description: 'The slider moves by this much (default 1).', type: 'number', exclusiveMinimum: 0 },
    default: { description: 'Initial value (default: min).', type: 'number' },
    unit: { description: 'Unit written after the value (cm, anni...).', type: 'string' },
  },
  required: ['min', 'max'],
  layout: 'field',
  check: (def, context) => {
    if (def.max <= def.min) context.report(['max'], 'invalid-value', `max (${def.max}) of "${def.id}" must be greater than min (${def.min}).`);
    else if (def.default !== undefined && (def.default < def.min || def.default > def.max))
      context.report(['default'], 'invalid-value', `The default ${def.default} of "${def.id}" is outside ${def.min}–${def.max}.`);
    return 'number';
  },
  compile: (def) => ({ ...baseSpec(def), ...pick(def, ['unit']), min: def.min, max: def.max, step: def.step ?? 1, default: rawNumber(def.default ?? def.min) }),
  parse: (raw, spec) => ({ value: sliderValue(raw, spec), filled: true }),
  Component: RangeField,
});
