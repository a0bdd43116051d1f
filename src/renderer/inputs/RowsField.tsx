import { type Control, useFieldArray } from 'react-hook-form';
import { MAX_ROWS } from '../../../language/inputs/link.ts';
import type { RowsSpec } from '../../../language/inputs/rows.ts';
import type { RawRow } from '../../../language/spec.ts';
import { describedBy, Help } from './Field.tsx';
import type { FieldProps } from './field-props.ts';
import { NumberField } from './NumberField.tsx';

/** A repeatable group of number fields, with add and remove buttons; up to MAX_ROWS rows. */
export function RowsField({ input, id, name, control, disabled }: FieldProps<RowsSpec>) {
  // Rows are the one array-valued field: narrow the form type for useFieldArray.
  const { fields, append, remove } = useFieldArray({
    control: control as unknown as Control<Record<string, RawRow[]>>,
    name,
  });
  // As many rows as a share link carries (language/inputs/link.ts).
  const full = fields.length >= MAX_ROWS;
  const rowLabel = (index: number) =>
    (input.rowLabel ?? `${input.label} {{index}}`).replace('{{index}}', String(index + 1));
  return (
    // The legend holds the ⓘ beside the label: the group is named by the label alone.
    <fieldset className="rows" aria-labelledby={`${id}-legend`} aria-describedby={describedBy(input, id)}>
      <legend>
        <span id={`${id}-legend`}>{input.label}</span>
        <Help input={input} id={id} />
      </legend>
      {fields.map((row, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a <fieldset> needs a <legend> (WCAG H71, checked by html-validate); a row is named by its aria-label.
        <div className="row" key={row.id} role="group" aria-label={rowLabel(index)}>
          {input.fields.map((cell) => (
            <NumberField
              key={cell.id}
              input={{ ...cell, kind: 'number', default: '' }}
              id={`${id}-${index}-${cell.id}`}
              name={`${name}.${index}.${cell.id}`}
              control={control}
              disabled={disabled}
            />
          ))}
          <button
            type="button"
            className="remove"
            onClick={() => remove(index)}
            disabled={disabled || fields.length <= input.min}
            aria-label={`Rimuovi ${rowLabel(index)}`}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        className="add"
        disabled={disabled || full}
        onClick={() => append(Object.fromEntries(input.fields.map((f) => [f.id, ''])))}
        aria-describedby={full ? `${id}-full` : undefined}
      >
        {input.addLabel ?? 'Aggiungi'}
      </button>
      {full ? (
        <p id={`${id}-full`} className="rows-full">
          Al massimo {MAX_ROWS} righe.
        </p>
      ) : null}
    </fieldset>
  );
}
