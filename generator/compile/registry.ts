/** Stage 4, compile: the light registry every page may import (no formulas, no long texts). */
import { chartKinds } from '../../language/charts/index.ts';
import type { IconSet } from '../check/icons.ts';
import { type CheckedProject, isReady } from '../check/index.ts';
import { GENERATED_HEADER } from './calculator.ts';
import { _, comment, join } from './code.ts';
import { markdownToRich } from './markdown.ts';

/**
 * Display order: by category (categories.yaml order), then by url segment (the category's
 * `segments` order), then by the file's `order`, then by file name.
 */
export function displayOrder(checked: CheckedProject): CheckedProject['calculators'] {
  const segments = checked.categories.flatMap((category) => category.segments);
  const key = (c: CheckedProject['calculators'][number]) =>
    [segments.indexOf(c.segment), c.data.order ?? Number.MAX_SAFE_INTEGER] as const;
  return [...checked.calculators].sort((a, b) => {
    const [segmentA, orderA] = key(a);
    const [segmentB, orderB] = key(b);
    return segmentA - segmentB || orderA - orderB || a.source.file.localeCompare(b.source.file);
  });
}

/** `icons`: the set the files' icons were checked against; the registry carries their drawings. */
export function compileRegistry(checked: CheckedProject, icons: IconSet): string {
  const sorted = displayOrder(checked);
  const union = sorted.map((c) => _`  /** ${comment(c.data.title)} */\n  | ${c.data.id}`);
  const categories = checked.categories.map(({ id, name, icon }) => ({ id, name, icon: icons.get(icon)! }));
  const entries = sorted.map((c) => {
    const { id, title, description, category, icon } = c.data;
    const analyticsCategory = checked.categories.find((cat) => cat.id === category)?.analytics?.[c.segment] ?? 'other';
    const entry = {
      id,
      title,
      description,
      category,
      icon: icons.get(icon)!,
      url: c.url,
      status: isReady(c) ? 'ready' : 'planned',
      analyticsCategory,
      ...(c.data.popular !== undefined ? { popular: c.data.popular } : {}),
    };
    return _`  ${entry},`;
  });
  return _`${GENERATED_HEADER}import type { CalculatorEntry, CategorySpec } from '../../language/spec.ts';

/** Every calculator id. */
export type CalculatorId =
${union.length ? join(union, _`\n`) : _`  never`};

/** The categories, in display order. */
export const categories: readonly CategorySpec[] = ${categories};

/** Every calculator: what lists, search and links need. The full spec loads per page. */
export const calculators: readonly CalculatorEntry<CalculatorId>[] = [
${join(entries, _`\n`)}
];
`.toString();
}

/**
 * How to load each ready calculator's module and its page's texts (each its own chunk), by id: for
 * the prerender, the development server and the 404 page; a prerendered calculator page names its
 * module's file instead (src/site/modules.ts) and never loads this list.
 */
export function compileLoaders(checked: CheckedProject): string {
  const ready = displayOrder(checked).filter(isReady);
  const loaders = (folder: string) =>
    join(
      ready.map((c) => _`  ${c.data.id}: () => import(${`./${folder}/${c.data.id}.ts`}),`),
      _`\n`,
    );
  return _`${GENERATED_HEADER}import type { CalculatorModule, CalculatorText } from '../../language/spec.ts';
import type { CalculatorId } from './registry.ts';

export const calculatorLoaders: Partial<Record<CalculatorId, () => Promise<{ default: CalculatorModule }>>> = {
${loaders('calculators')}
};

export const textLoaders: Partial<Record<CalculatorId, () => Promise<{ default: CalculatorText }>>> = {
${loaders('texts')}
};
`.toString();
}

/** The blog list, newest first, with one lazily loaded module per article body. */
export function compileBlog(checked: CheckedProject): Map<string, string> {
  const files = new Map<string, string>();
  const sorted = [...checked.articles].sort(
    (a, b) => b.data.date.localeCompare(a.data.date) || a.data.slug.localeCompare(b.data.slug),
  );
  const entries = sorted.map(({ data }) => {
    const entry = { ...data, related: data.related ?? [], url: `/blog/${data.slug}` };
    return _`  { ...${entry}, load: () => import(${`./articles/${data.slug}.ts`}) },`;
  });
  files.set(
    'blog.ts',
    _`${GENERATED_HEADER}import type { ArticleEntry } from '../../language/spec.ts';

/** The blog's articles, newest first. */
export const articles: readonly ArticleEntry[] = [
${join(entries, _`\n`)}
];
`.toString(),
  );
  for (const { data, body } of checked.articles) {
    files.set(
      `articles/${data.slug}.ts`,
      _`${GENERATED_HEADER}import type { ArticleModule } from '../../../language/spec.ts';

/** ${comment(data.title)} */
const article: ArticleModule = { content: ${markdownToRich(body, { headings: 'h2' })} };

export default article;
`.toString(),
    );
  }
  return files;
}

/** Each chart kind's drawing area at its height (src/main.tsx imports it after styles.css). */
export function compileChartStyles(): string {
  const rules = Object.entries(chartKinds).map(
    ([name, kind]) => `.chart.${name} .chart-area { height: ${kind.height}px; }`,
  );
  return `/* generated by \`npm run generate\` from language/charts/: do not edit. */\n${rules.join('\n')}\n`;
}
