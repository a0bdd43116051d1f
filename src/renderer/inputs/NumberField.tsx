import type { KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { parseNumber } from '../../engine/parse.ts';
import { type Bounds, boundsText, breaksBounds } from './bounds.ts';
import { describedBy, Field } from './Field.tsx';
import { baseSpec, defineInputKind, type FieldProps, type InputDefBase, type InputSpecBase, pick, rawNumber } from './kind.ts';

export interface NumberDef extends InputDefBase<'number'>, Bounds {
  default?: number;
  unit?: string;
  empty?: number;
  step?: number;
  placeholder?: string;
}

export interface NumberSpec extends InputSpecBase<'number'>, Bounds {
  unit?: string;
  placeholder?: string;
  step?: number;
  /** Value formulas see when the field is empty or not a number. */
  empty: number;
}

/** The schema of the keys of a number field (also the fields of each row of a rows input). */
export const numberKeys = {
  unit: { description: 'Unit shown beside the field (€, %, anni, kg...).', type: 'string' },
  step: { description: 'Step of the arrow keys (default 1).', type: 'number', exclusiveMinimum: 0 },
  empty: { description: 'Value formulas see when the field is empty or not a number (default 0).', type: 'number' },
};

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
export function NumberField({ input, id, disabled, name, control }: Pick<FieldProps<NumberSpec>, 'input' | 'id' | 'disabled' | 'name' | 'control'>) {
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

export const number = defineInputKind<NumberDef, NumberSpec>({
  description: 'a number typed in Italian ("1.234,5"); arrow keys move it by step',
  keys: {
    ...numberKeys,
    default: { description: 'Initial value (a number); omit for an empty field.', type: 'number' },
    placeholder: { description: 'Text shown while the field is empty.', type: 'string' },
    min: { description: 'The least value accepted: below it the previous result stays (a guard); written under the field.', type: 'number' },
    max: { description: 'The greatest value accepted: above it the previous result stays (a guard); written under the field.', type: 'number' },
    integer: { description: 'true: only whole numbers are accepted (a guard); written under the field.', type: 'boolean' },
    year: { description: 'true: the value is a year: its bounds are written under the field without a thousands separator (Da 1900 a 2100).', type: 'boolean' },
  },
  layout: 'field',
  check: (def, context) => {
    if (def.min !== undefined && def.max !== undefined && def.max < def.min) context.report(['max'], 'invalid-value', `max (${def.max}) of "${def.id}" is less than min (${def.min}).`);
    else if (def.default !== undefined && breaksBounds(def.default, def))
      context.report(
        ['default'],
        'invalid-value',
        `The default ${def.default} of "${def.id}" breaks its bounds (${[def.min !== undefined ? `min ${def.min}` : '', def.max !== undefined ? `max ${def.max}` : '', def.integer ? 'integer' : ''].filter(Boolean).join(', ')}).`,
        'Change the default or the bounds.',
      );
    return 'number';
  },
  compile: (def) => ({
    ...baseSpec(def),
    ...pick(def, ['unit', 'placeholder', 'step', 'min', 'max', 'integer', 'year']),
    empty: def.empty ?? 0,
    default: def.default === undefined ? '' : rawNumber(def.default),
  }),
  parse: (raw, spec) => {
    const text = typeof raw === 'string' ? raw : '';
    return { value: parseNumber(text) ?? spec.empty, filled: text.trim() !== '' };
  },
  Component: NumberField,
});
