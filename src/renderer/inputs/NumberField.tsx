import { type KeyboardEvent, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { boundsText, breaksBounds } from '../../../language/inputs/bounds.ts';
import { MAX_TEXT } from '../../../language/inputs/link.ts';
import { groupedNumber, type NumberSpec, parseNumber, ungroupedNumber } from '../../../language/inputs/number.ts';
import { describedBy, Field } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

/** A number the field takes, for the message under it: its default, else its least value, grouped ("35.000"). */
const example = (input: NumberSpec) =>
  groupedNumber(
    (typeof input.default === 'string' && input.default) ||
      String(input.min ?? (input.above !== undefined ? input.above + 1 : 100)),
  );

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

/** The text `text` changed in sign: "12" -> "-12", "-12" -> "12", "" -> "-" (a number to type follows). */
export function flipSign(text: string): string {
  const trimmed = text.trim();
  return /^[-\u2212]/.test(trimmed) ? trimmed.slice(1) : `-${trimmed.replace(/^\+/, '')}`;
}

/**
 * A text field that accepts Italian numbers ("1.234,56"); arrow keys move by `step`. Text that is not
 * a number is ignored as the spec says (no message), but the field says so: aria-invalid, and a
 * subtle cue for the eye. Not edited, the field shows its number grouped by thousands ("200.000"; a
 * year stays "2026"); edited, as typed. A signed field has a ± key: phones' number keypads have no
 * minus.
 */
export function NumberField({
  input,
  id,
  disabled,
  name,
  control,
  refused = false,
}: Pick<FieldProps<NumberSpec>, 'input' | 'id' | 'disabled' | 'name' | 'control' | 'refused'>) {
  const { field } = useController({ control, name });
  // Grouped by thousands while not edited ("200.000"), as typed while edited, so that a digit typed
  // after the last group counts as a digit: only what the field shows changes, not the form's text.
  const [editing, setEditing] = useState(false);
  const own = useRef<HTMLInputElement | null>(null);
  // Focused before the page's scripts took over (a tap on the prerendered field): edited already,
  // as it shows now ("200.000", or what was typed): the form takes that text, so that nothing the
  // visitor sees (the text, the caret, a selection) changes under the keys.
  const adoptShown = useEffectEvent((element: HTMLInputElement) => {
    setEditing(true);
    if (element.value !== String(field.value ?? '')) field.onChange(element.value);
  });
  useLayoutEffect(() => {
    if (own.current && document.activeElement === own.current) adoptShown(own.current);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const step = input.step ?? 1;
    const current = parseNumber(String(field.value ?? '')) ?? 0;
    field.onChange(stepText(current, event.key === 'ArrowUp' ? step : -step));
  };
  const text = String(field.value ?? '');
  const typed = parseNumber(text.trim());
  const unreadable = isUnreadable(text);
  const outside = typed !== undefined && breaksBounds(typed, input);
  // What is wrong, in words: text that is no number; else the bounds (always written under the
  // field); else, when a guard refuses the value with others, that sentence.
  const problem = unreadable ? `Scrivi un numero, per esempio ${example(input)}.` : undefined;
  const othersRefuse = refused && !outside && !unreadable;
  const note = boundsText(input);
  const described = [
    describedBy(input, id, othersRefuse),
    problem ? `${id}-problem` : undefined,
    note ? `${id}-note` : undefined,
  ]
    .filter((d) => d !== undefined)
    .join(' ');
  return (
    <Field input={input} id={id} note={note} refused={othersRefuse} problem={problem}>
      <input
        id={id}
        name={field.name}
        ref={(element) => {
          own.current = element;
          field.ref(element);
        }}
        type="text"
        inputMode={input.integer && input.min !== undefined && input.min >= 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={MAX_TEXT}
        value={editing || input.year ? text : groupedNumber(text)}
        aria-invalid={refused || unreadable || outside || undefined}
        onChange={(e) => field.onChange(e.target.value)}
        onFocus={(e) => {
          // Shown as typed at once, not a render later; the whole number selected, as it was when
          // reached by Tab, so that typing replaces it (End or a tap places the caret).
          const shown = e.currentTarget;
          if (shown.value !== text) {
            shown.value = text;
            shown.select();
          }
          setEditing(true);
        }}
        onBlur={() => {
          setEditing(false);
          // What was typed, written plainly: "€ 150 000" is kept as "150000" (and shown "150.000").
          const plain = ungroupedNumber(text);
          if (plain !== text) field.onChange(plain);
          field.onBlur();
        }}
        onKeyDown={onKeyDown}
        disabled={disabled}
        placeholder={input.placeholder}
        aria-describedby={described || undefined}
      />
      {input.signed ? (
        <button
          type="button"
          className="sign"
          aria-label={`Cambia segno: ${input.label}`}
          disabled={disabled}
          onClick={() => field.onChange(flipSign(text))}
        >
          ±
        </button>
      ) : null}
    </Field>
  );
}
