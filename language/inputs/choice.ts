/** Options as a row of buttons. */
import { defineInputKind } from './kind.ts';
import { type OptionsDef, type OptionsSpec, optionsKind } from './options.ts';

export const choice = defineInputKind<OptionsDef<'choice'>, OptionsSpec<'choice'>>({
  ...optionsKind('options as a row of buttons'),
  layout: 'field',
});
