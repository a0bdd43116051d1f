/**
 * The icons files name (`icon:` of a calculator or a category): each must be an icon of the set
 * (Lucide's, given by whoever runs the stages: generator/icons.ts on disk, the studio its names from
 * src/generated/icon-names.ts), so the site draws each as SVG and a typo never ships an empty box.
 */

import { closest, type Diagnostic, type PathSegment } from '../../language/diagnostics.ts';
import type { IconNode } from '../../language/spec.ts';
import type { SourceFile } from '../source.ts';

/** An icon set: each icon's drawing by its name. */
export type IconSet = ReadonlyMap<string, IconNode>;

/** Where an editor finds the names. */
export const ICONS_PAGE = 'https://lucide.dev/icons';

/** Reports `name` at `path` of `source` when the set has no icon by that name. */
export function checkIcon(
  source: SourceFile,
  path: readonly PathSegment[],
  name: string,
  icons: IconSet,
  diagnostics: Diagnostic[],
): void {
  if (icons.has(name)) return;
  const near = closest(name, icons.keys());
  diagnostics.push(
    source.at(
      source.node(path),
      'unknown-icon',
      `Unknown icon "${name}".`,
      `${near ? `Did you mean "${near}"? ` : ''}Write the name of an icon of ${ICONS_PAGE}.`,
    ),
  );
}
