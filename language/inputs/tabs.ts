/** Options as tabs above the other fields. */
import { defineInputKind } from './kind.ts';
import { type OptionsDef, type OptionsSpec, optionsKind } from './options.ts';

export const tabs = defineInputKind<OptionsDef<'tabs'>, OptionsSpec<'tabs'>>({
  ...optionsKind('options as tabs above the other fields'),
  layout: 'tablist',
});
