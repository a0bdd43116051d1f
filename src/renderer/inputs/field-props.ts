import type { Control } from 'react-hook-form';
import type { InputSpecBase } from '../../../language/inputs/kind.ts';
import type { RawValues } from '../../../language/spec.ts';

/** What every field component receives. */
export interface FieldProps<Spec extends InputSpecBase = InputSpecBase> {
  input: Spec;
  /** DOM id of the control (labels point at it). */
  id: string;
  /** The field's name in the form (kinds read it with useController or useFieldArray). */
  name: string;
  disabled: boolean;
  control: Control<RawValues>;
  /**
   * What the form holds now, for a field whose options depend on another one (`dependsOn`); any
   * other field gets the defaults, which never change, so a keystroke elsewhere does not render it.
   */
  form: RawValues;
  /** DOM id of the block of fields (a tab list controls it). */
  panel: string;
  /** A guard that reads this field failed: nothing is computed (the field says so). */
  refused?: boolean;
}
