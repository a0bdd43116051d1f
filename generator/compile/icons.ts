/**
 * Stage 4, compile: the icons of the site's own controls (src/generated/icons.ts). The icons the
 * files name travel with what names them (the registry's categories and calculators, the search's
 * results), as drawings: a page gets the drawings it shows, never a map of them all.
 */
import type { IconSet } from '../check/icons.ts';
import { GENERATED_HEADER } from './calculator.ts';
import { _ } from './code.ts';

/** The icons the site's controls draw: the menu button and the theme switch (src/components/). */
export const CONTROL_ICONS = ['menu', 'moon', 'sun'] as const;

export const CONTROL_ICONS_MODULE = 'icons.ts';

export function compileControlIcons(icons: IconSet): string {
  const drawings = Object.fromEntries(CONTROL_ICONS.map((name) => [name, icons.get(name)!]));
  return _`${GENERATED_HEADER}import type { IconNode } from '../../language/spec.ts';

/** The drawings of the icons the site's controls draw (Lucide's). */
export const controlIcons = ${drawings} satisfies Record<string, IconNode>;
`.toString();
}
