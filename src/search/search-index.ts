/**
 * What the search box searches, one chunk loaded on the box's first use (Search.tsx): the search
 * and the index's base; each query then loads the shards of its words and the modules of results
 * that hold what it found (src/generated/search/, made by generator/compile/search.ts), each once.
 */

import { loadOnce } from '../engine/load-once.ts';
import { createSearch, RESULTS_PER_MODULE, type SearchResult } from '../engine/search.ts';
import { base, results, shards, suggested } from '../generated/search/index.ts';

const search = createSearch({ base, shards });
const modules = new Map<number, Promise<readonly SearchResult[]>>();

/** The results of module `n`, loaded once (again after a failure). */
function resultsIn(n: number): Promise<readonly SearchResult[]> {
  return loadOnce(modules, n, results[n]!);
}

/** The results of the calculators at `positions`, in their order. */
function resultsAt(positions: readonly number[]): Promise<SearchResult[]> {
  return Promise.all(
    positions.map(
      async (position) => (await resultsIn(Math.floor(position / RESULTS_PER_MODULE)))[position % RESULTS_PER_MODULE]!,
    ),
  );
}

/** The calculators that match `text`, best first (at most MAX_RESULTS). */
export async function searchCalculators(text: string): Promise<SearchResult[]> {
  return resultsAt(await search(text));
}

/**
 * The calculators suggested when `text` finds none (at most MAX_SUGGESTED): the closest to it (a
 * word with more slips, or only begun), else the most used.
 */
export async function suggestedCalculators(text: string): Promise<{ closest: boolean; results: SearchResult[] }> {
  const near = await search(text, { closest: true });
  return near.length > 0
    ? { closest: true, results: await resultsAt(near) }
    : { closest: false, results: await resultsAt(suggested) };
}
