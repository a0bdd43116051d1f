/** Stage 4, compile: the light registry every page may import (no formulas, no long texts). */
import { isReady, type Checked } from '../check/index.ts';
import { GENERATED_HEADER, } from './calculator.ts';
import { literal } from './expression.ts';

export function compileRegistry(checked: Checked): string {
  const sorted = [...checked.calculators].sort((a, b) => a.source.file.localeCompare(b.source.file));
  const union = sorted.map((c) => `  /** ${c.data.title.replace(/\*\//g, '* /')} */\n  | ${literal(c.data.id)}`).join('\n');
  const categories = checked.categories.map(({ id, name, emoji }) => ({ id, name, emoji }));
  const entries = sorted.map((c) => {
    const { id, title, description, category, emoji, keywords } = c.data;
    const entry = { id, title, description, category, emoji, url: c.url, keywords, status: isReady(c) ? 'ready' : 'planned' };
    const load = isReady(c) ? `, load: () => import(${literal(`./calculators/${id}.ts`)})` : '';
    return `  { ...${literal(entry)}${load} },`;
  });
  return `${GENERATED_HEADER}import type { CalculatorEntry, CategorySpec } from '../engine/types.ts';

/** Every calculator id. */
export type CalculatorId =
${union || "  never"};

/** The categories, in display order. */
export const categories: readonly CategorySpec[] = ${literal(categories)};

/** Every calculator: what lists, search and links need. The full spec loads per page. */
export const calculators: readonly CalculatorEntry<CalculatorId>[] = [
${entries.join('\n')}
];
`;
}
