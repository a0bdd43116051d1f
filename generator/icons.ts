/**
 * The icon set, in Node: Lucide's icons (lucide-static, ISC), each as the elements it draws in a
 * 24×24 box. The stages get it whole (a calculator's or a category's `icon:` must be one of its
 * names; the compiled registry and search carry the drawings of the icons named, and nothing else of
 * the set); the pipeline also writes src/generated/icon-names.ts, every name, for the studio's check.
 */
import { createRequire } from 'node:module';
import type { IconNode } from '../language/spec.ts';
import type { IconSet } from './check/icons.ts';
import { GENERATED_HEADER } from './compile/calculator.ts';
import { _, comment } from './compile/code.ts';

const require = createRequire(import.meta.url);
const { version } = require('lucide-static/package.json') as { version: string };

/** Every icon of lucide-static, by name. */
export const lucide: IconSet = new Map(
  Object.entries(require('lucide-static/icon-nodes.json') as Record<string, IconNode>),
);

export const ICON_NAMES_MODULE = 'icon-names.ts';

/** src/generated/icon-names.ts: every name of the set, for the studio's check of a file's icon. */
export function iconNamesModule(): string {
  return _`${GENERATED_HEADER}/** Every icon of lucide-static ${comment(version)}, by name. */
export const iconNames: readonly string[] = ${[...lucide.keys()]};
`.toString();
}
