/** A slider between min and max. */

import { baseSpec, defineInputKind, type InputDefBase, type InputSpecBase, pick, rawNumber } from './kind.ts';
import { numberLink, parseNumber } from './number.ts';

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

/** The slider's value: the number in the form's text, kept within min and max (min when unreadable). */
export function sliderValue(raw: unknown, spec: RangeSpec): number {
  const value = parseNumber(typeof raw === 'string' ? raw : '') ?? spec.min;
  return Math.min(spec.max, Math.max(spec.min, value));
}

export const range = defineInputKind<RangeDef, RangeSpec>({
  description: 'a slider between min and max, its value in a box beside the label to type it',
  keys: {
    min: { description: 'The least value.', type: 'number' },
    max: { description: 'The greatest value.', type: 'number' },
    step: { description: 'The slider moves by this much (default 1).', type: 'number', exclusiveMinimum: 0 },
    default: { description: 'Initial value (default: min).', type: 'number' },
    unit: { description: 'Unit written after the value (cm, anni...).', type: 'string' },
  },
  required: ['min', 'max'],
  layout: 'field',
  // A number the slider can show: from min to max (the box would show another, the slider its end).
  link: {
    encode: numberLink.encode,
    decode: (text, spec) => {
      const value = numberLink.decode(text, spec) === undefined ? undefined : parseNumber(text);
      return value !== undefined && value >= spec.min && value <= spec.max ? text : undefined;
    },
  },
  shown: (def) => ({ format: 'adaptive', ...(def.unit ? { unit: def.unit } : {}) }),
  check: (def, context) => {
    if (def.max <= def.min)
      context.report(
        ['max'],
        'invalid-value',
        `max (${def.max}) of "${def.id}" must be greater than min (${def.min}).`,
      );
    else if (def.default !== undefined && (def.default < def.min || def.default > def.max))
      context.report(
        ['default'],
        'invalid-value',
        `The default ${def.default} of "${def.id}" is outside ${def.min}–${def.max}.`,
      );
    return 'number';
  },
  compile: (def) => ({
    ...baseSpec(def),
    ...pick(def, ['unit']),
    min: def.min,
    max: def.max,
    step: def.step ?? 1,
    default: rawNumber(def.default ?? def.min),
  }),
  parse: (raw, spec) => ({ value: sliderValue(raw, spec), filled: true }),
});
