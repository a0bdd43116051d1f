/**
 * Stage 4, compile: the search box's index (src/engine/search-build.ts builds it), loaded on the
 * box's first use and split so that a query loads a bounded part of it: `search/index.ts` (the
 * base and how to load the rest), `search/terms-<n>.ts` (a shard of the index's words each) and
 * `search/results-<n>.ts` (RESULTS_PER_MODULE calculators each, as a result shows them).
 */
import { MAX_SUGGESTED, RESULTS_PER_MODULE, type SearchResult } from '../../src/engine/search.ts';
import { buildIndex } from '../../src/engine/search-build.ts';
import type { IconSet } from '../check/icons.ts';
import type { CheckedProject } from '../check/index.ts';
import { GENERATED_HEADER } from './calculator.ts';
import { _, comment, join } from './code.ts';
import { displayOrder } from './registry.ts';

/**
 * The index of the calculators in display order (registry.ts's), their results in modules, and the
 * calculators suggested when a query finds none: the most used (`popular:`, in its order).
 */
export function searchData(
  checked: CheckedProject,
  icons: IconSet,
): ReturnType<typeof buildIndex> & { results: SearchResult[][]; suggested: number[] } {
  const sorted = displayOrder(checked);
  const shown = sorted.map(({ data: { id, title, description, icon }, url }) => ({
    id,
    title,
    description,
    icon: icons.get(icon)!,
    url,
  }));
  const results: SearchResult[][] = [];
  for (let start = 0; start < shown.length; start += RESULTS_PER_MODULE)
    results.push(shown.slice(start, start + RESULTS_PER_MODULE));
  const suggested = sorted
    .flatMap(({ data: { popular } }, position) => (popular === undefined ? [] : [{ popular, position }]))
    .sort((a, b) => a.popular - b.popular || a.position - b.position)
    .slice(0, MAX_SUGGESTED)
    .map(({ position }) => position);
  return { ...buildIndex(sorted.map((c) => c.data)), results, suggested };
}

/** The modules of the search, by name under src/generated/. */
export function compileSearch(data: ReturnType<typeof searchData>): Map<string, string> {
  const files = new Map<string, string>();
  const keys = [...data.shards.keys()];
  const shards = keys.map((key, n) => _`  ${key}: () => import(${`./terms-${n}.ts`}).then((m) => m.default),`);
  const results = data.results.map((_list, n) => _`  () => import(${`./results-${n}.ts`}).then((m) => m.default),`);
  files.set(
    'search/index.ts',
    _`${GENERATED_HEADER}import type { SearchBase, SearchResult, SearchShard } from '../../engine/search.ts';

/** The fields and each calculator's length in words per field, in display order (registry.ts). */
export const base: SearchBase = ${data.base};

/** Each shard of the index's words, by their first letter or two. */
export const shards: Readonly<Record<string, () => Promise<SearchShard>>> = {
${join(shards, _`\n`)}
};

/** What the box suggests when a query finds nothing: the most used calculators, by position. */
export const suggested: readonly number[] = ${data.suggested};

/** The results as the box shows them, RESULTS_PER_MODULE calculators a module, in display order. */
export const results: readonly (() => Promise<readonly SearchResult[]>)[] = [
${join(results, _`\n`)}
];
`.toString(),
  );
  keys.forEach((key, n) => {
    const words = data.shards.get(key)!.map((entry) => _`  ${entry},`);
    files.set(
      `search/terms-${n}.ts`,
      _`${GENERATED_HEADER}import type { SearchShard } from '../../engine/search.ts';

/** The words that start with "${comment(key)}". */
const shard: SearchShard = [
${join(words, _`\n`)}
];

export default shard;
`.toString(),
    );
  });
  data.results.forEach((list, n) => {
    files.set(
      `search/results-${n}.ts`,
      _`${GENERATED_HEADER}import type { SearchResult } from '../../engine/search.ts';

const results: readonly SearchResult[] = [
${join(
  list.map((result) => _`  ${result},`),
  _`\n`,
)}
];

export default results;
`.toString(),
    );
  });
  return files;
}
