/** A yes/no switch: formulas see true or false. */

import { baseSpec, defineInputKind, type InputDefBase, type InputSpecBase, pick } from './kind.ts';
import { booleanLink } from './link.ts';

export interface ToggleDef extends InputDefBase<'toggle'> {
  default?: boolean;
  onLabel?: string;
  offLabel?: string;
}

export interface ToggleSpec extends InputSpecBase<'toggle'> {
  onLabel?: string;
  offLabel?: string;
}

export const toggle = defineInputKind<ToggleDef, ToggleSpec>({
  description: 'a yes/no switch; formulas see true or false',
  keys: {
    default: { description: 'Initial state: true or false (default false).', type: 'boolean' },
    onLabel: { description: "Text of the 'true' state (default 'Sì').", type: 'string' },
    offLabel: { description: "Text of the 'false' state (default 'No').", type: 'string' },
  },
  layout: 'field',
  link: booleanLink,
  shown: () => ({ format: 'adaptive' }),
  check: () => 'boolean',
  compile: (def) => ({ ...baseSpec(def), ...pick(def, ['onLabel', 'offLabel']), default: def.default === true }),
  parse: (raw) => ({ value: raw === true, filled: raw !== undefined }),
});
