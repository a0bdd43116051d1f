import { useFieldArray, type Control } from 'react-hook-form';
import type { RawRow } from '../../engine/types.ts';
import { describedBy, Help } from './Field.tsx';
import { NumberField } from './NumberField.tsx';
import type { FieldProps } from './types.ts';

/** A repeatable group of number fields, with add and remove buttons. */
export function RowsField({ input, id, name, control, disabled }: FieldProps) {
  // Rows are the one array-valued field: narrow the form type for useFieldArray.
  const { fields, append, remove } = useFieldArray({ control: control as unknown as Control<Record<string, RawRow[]>>, name });
  const min = input.min ?? 1;
  const rowLabel = (index: number) => (input.rowLabel ?? `${input.label} {{index}}`).replace('{{index}}', String(index + 1));
  return (
    <fieldset className="rows" aria-describedby={describedBy(input, id)}>
      <legend>{input.label}</legend>
      <Help input={input} id={id} />
      {fields.map((row, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a <fieldset> needs a <legend> (WCAG H71, checked by html-validate); a row is named by its aria-label.
        <div className="row" key={row.id} role="group" aria-label={rowLabel(index)}>
          {(input.fields ?? []).map((cell) => (
            <NumberField
              key={cell.id}
              input={{ id: cell.id, kind: 'number', label: cell.label, empty: cell.empty, default: '', ...(cell.unit ? { unit: cell.unit } : {}), ...(cell.step ? { step: cell.step } : {}) }}
              id={`${id}-${index}-${cell.id}`}
              name={`${name}.${index}.${cell.id}`}
              control={control}
              disabled={disabled}
              options={[]}
            />
          ))}
          <button type="button" className="remove" onClick={() => remove(index)} disabled={disabled || fields.length <= min} aria-label={`Rimuovi ${rowLabel(index)}`}>
            ×
          </button>
        </div>
      ))}
      <button type="button" className="add" disabled={disabled} onClick={() => append(Object.fromEntries((input.fields ?? []).map((f) => [f.id, ''])))}>
        {input.addLabel ?? 'Aggiungi'}
      </button>
    </fieldset>
  );
}
