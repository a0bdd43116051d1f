/**
 * Input kinds: one component each, collected here. The renderer looks the kind up in this map;
 * a new kind is one file and one line (and its name in the schema's enum).
 */
import type { ComponentType } from 'react';
import type { InputKind } from '../../engine/types.ts';
import { ChoiceField } from './ChoiceField.tsx';
import { NumberField } from './NumberField.tsx';
import { RowsField } from './RowsField.tsx';
import { SelectField } from './SelectField.tsx';
import { TabsField } from './TabsField.tsx';
import { TimeField } from './TimeField.tsx';
import { ToggleField } from './ToggleField.tsx';
import type { FieldProps } from './types.ts';

export const inputKinds: Record<InputKind, ComponentType<FieldProps>> = {
  number: NumberField,
  select: SelectField,
  choice: ChoiceField,
  tabs: TabsField,
  toggle: ToggleField,
  time: TimeField,
  rows: RowsField,
};
