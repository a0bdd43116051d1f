/**
 * What the search box searches, one chunk loaded on the box's first use (Search.tsx): the search
 * and the index's base; each query then loads the shards of its words and the modules of results
 * that hold what it found (src/generated/search/, made by generator/compile/search.ts), each once.
 */

import { loadOnce } from '../engine/load-once.ts';
import { createSearch, RESULTS_PER_MODULE, type SearchResult } from '../engine/search.ts';
import { base, results, shards } from '../generated/search/index.ts';

const search = createSearch({ base, shards });
const modules = new Map<number, Promise<readonly SearchResult[]>>();

/** The results of module `n`, loaded once (again after a failure). */
function resultsIn(n: number): Promise<readonly SearchResult[]> {
  return loadOnce(modules, n, results[n]!);
}

/** The calculators that match `text`, best first (at most MAX_RESULTS). */
export async function searchCalculators(text: string): Promise<SearchResult[]> {
  const found = await search(text);
  return Promise.all(
    found.map(
      async (position) => (await resultsIn(Math.floor(position / RESULTS_PER_MODULE)))[position % RESULTS_PER_MODULE]!,
    ),
  );
}
