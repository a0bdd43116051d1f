import type { Control } from 'react-hook-form';
import type { InputSpec, OptionSpec, RawValues } from '../../engine/types.ts';

/** What every field component receives. */
export interface FieldProps {
  input: InputSpec;
  /** DOM id of the control (labels point at it). */
  id: string;
  /** The field's name in the form (kinds read it with useController or useFieldArray). */
  name: string;
  disabled: boolean;
  /** Options for the current inputs (select, choice, tabs). */
  options: OptionSpec[];
  control: Control<RawValues>;
  /** DOM id of the panel of fields that tabs switch (tabs). */
  panel?: string;
}
