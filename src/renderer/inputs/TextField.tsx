import { useController } from 'react-hook-form';
import { breaksPattern, type TextSpec } from '../../../language/inputs/text.ts';
import { describedBy, Field } from './Field.tsx';
import type { FieldProps } from './field-props.ts';

/**
 * A line of text. With `uppercase` it writes capitals as the visitor types (a code reads as it is
 * printed); with `pattern`, a text that breaks it is marked invalid and its `patternHelp` is written
 * under the field (the guard keeps the previous results meanwhile).
 */
export function TextField({ input, id, disabled, name, control, refused = false }: FieldProps<TextSpec>) {
  const { field } = useController({ control, name });
  const text = String(field.value ?? '');
  const broken = breaksPattern(text, input);
  const problem = broken ? input.patternHelp : undefined;
  const othersRefuse = refused && !broken;
  const described = [describedBy(input, id, othersRefuse), problem ? `${id}-problem` : undefined]
    .filter((d) => d !== undefined)
    .join(' ');
  return (
    <Field input={input} id={id} refused={othersRefuse} empty={text.trim() === ''} problem={problem}>
      <input
        id={id}
        name={field.name}
        ref={field.ref}
        type="text"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize={input.uppercase ? 'characters' : 'words'}
        maxLength={input.maxLength}
        value={text}
        onChange={(e) => field.onChange(input.uppercase ? e.target.value.toLocaleUpperCase('it-IT') : e.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        placeholder={input.placeholder}
        aria-invalid={refused || broken || undefined}
        aria-describedby={described || undefined}
      />
    </Field>
  );
}
