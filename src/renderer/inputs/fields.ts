/**
 * The field component of each input kind of the language (language/inputs/): a record over the
 * kinds' names, so a new kind without its component fails the typecheck here. Components are
 * memoised: a keystroke in one field renders that field alone (through its controller), not every
 * field of the form.
 */
import { type ComponentType, memo } from 'react';
import type { InputKindName, InputSpec } from '../../../language/inputs/index.ts';
import type { RawValues } from '../../../language/spec.ts';
import { ChoiceField } from './ChoiceField.tsx';
import type { FieldProps } from './field-props.ts';
import { NumberField } from './NumberField.tsx';
import { DateField, TimeField } from './PickerField.tsx';
import { RangeField } from './RangeField.tsx';
import { RowsField } from './RowsField.tsx';
import { SearchField } from './SearchField.tsx';
import { SelectField } from './SelectField.tsx';
import { TabsField, tabsLabel } from './TabsField.tsx';
import { TextField } from './TextField.tsx';
import { ToggleField } from './ToggleField.tsx';

type SpecOf<K extends InputKindName> = Extract<InputSpec, { kind: K }>;

/** How the renderer draws a kind: its component and, for a tab list, the DOM id that labels the fields' panel. */
interface FieldView<Spec> {
  Component: ComponentType<FieldProps<Spec & InputSpec>>;
  labelOf?: (spec: Spec, id: string, form: RawValues) => string;
}

const views: { [K in InputKindName]: FieldView<SpecOf<K>> } = {
  number: { Component: memo(NumberField) },
  range: { Component: memo(RangeField) },
  select: { Component: memo(SelectField) },
  choice: { Component: memo(ChoiceField) },
  tabs: { Component: memo(TabsField), labelOf: tabsLabel },
  toggle: { Component: memo(ToggleField) },
  time: { Component: memo(TimeField) },
  date: { Component: memo(DateField) },
  text: { Component: memo(TextField) },
  search: { Component: memo(SearchField) },
  rows: { Component: memo(RowsField) },
};

/** The view of an input's kind, typed for any input (each component takes its own kind's spec). */
export function fieldOf(input: InputSpec): FieldView<InputSpec> {
  // As in kindOf: each input is always handed to its own kind's view, so the view is widened here, once.
  return views[input.kind] as unknown as FieldView<InputSpec>;
}
