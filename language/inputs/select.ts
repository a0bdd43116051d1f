/** A drop-down list of options. */
import { defineInputKind } from './kind.ts';
import { type OptionsDef, type OptionsSpec, optionsKind } from './options.ts';

export const select = defineInputKind<OptionsDef<'select'>, OptionsSpec<'select'>>({
  ...optionsKind('a drop-down list of options'),
  layout: 'field',
});
