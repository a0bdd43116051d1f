/**
 * What a query of the search box loads, for the scale section (bench/scale.ts): the search's chunk
 * (weighed on the build) and, for each query, the shards of the index its words need and the
 * modules of results that hold what it finds, each as generated (gzip).
 *
 * The synthetic copies (bench/generator.ts) repeat the real texts, which gzip would take for
 * nothing, and a copy's words would all be words of the real index. So here a copy's rarer words
 * (in fewer than COMMON of the real calculators) become new words of the copy's own, their first
 * letter kept and the others shuffled (as new calculators bring words of their own: so the index
 * grows in words as in calculators, more than real catalogues do); the common words stay.
 */
import { gzipSync } from 'node:zlib';
import type { CheckedProject } from '../generator/check/index.ts';
import { compileSearch, searchData } from '../generator/compile/search.ts';
import { lucide } from '../generator/icons.ts';
import { generate } from '../generator/pipeline.ts';
import { createSearch, RESULTS_PER_MODULE, shardsFor } from '../src/engine/search.ts';

/** A word in this share of the real calculators' texts, or more, is common: the copies keep it. */
const COMMON = 0.1;

/** The queries: each real calculator's title, and each word of it. */
const queriesOf = (titles: string[]) => [...new Set(titles.flatMap((title) => [title, ...title.split(' ')]))];

const copyOf = (id: string) => Number(/-copia-(\d+)$/.exec(id)?.[1] ?? -1);

/** `word` made the word of copy `copy`: its first letter, then the others in an order drawn from both. */
function shuffled(word: string, copy: number): string {
  const letters = [...word];
  let seed = copy + 1;
  for (const letter of letters) seed = (seed * 31 + letter.codePointAt(0)!) >>> 0;
  for (let i = letters.length - 1; i > 1; i--) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const j = 1 + (seed % i);
    [letters[i], letters[j]] = [letters[j]!, letters[i]!];
  }
  return letters.join('');
}

/** The project with its copies' rarer words made their own. */
function distinct(checked: CheckedProject): CheckedProject {
  const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const real = checked.calculators.filter((c) => copyOf(c.data.id) < 0);
  const counts = new Map<string, number>();
  for (const { data } of real)
    for (const word of new Set(words([data.title, data.description, ...data.keywords].join(' '))))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const vary = (text: string, copy: number) =>
    text.replace(/\p{L}+/gu, (word) =>
      (counts.get(word.toLowerCase()) ?? 0) >= COMMON * real.length ? word : shuffled(word, copy),
    );
  return {
    ...checked,
    calculators: checked.calculators.map((c) => {
      const copy = copyOf(c.data.id);
      if (copy < 0) return c;
      const { title, description, keywords, search } = c.data;
      const varied = (texts: string[] | undefined) => texts?.map((text) => vary(text, copy));
      const data = {
        ...c.data,
        title: vary(title, copy),
        description: vary(description, copy),
        keywords: varied(keywords)!,
        search: search && {
          names: varied(search.names),
          synonyms: varied(search.synonyms),
          questions: varied(search.questions),
        },
      };
      return { ...c, data };
    }),
  };
}

export interface QueryBytes {
  /** Bytes gzip a query loads: the median and the most, and the query that loads the most. */
  median: number;
  most: number;
  worst: string;
}

/** What the queries load in the project `dir` (its calculators), whose search chunk weighs `chunk` bytes gzip. */
export async function searchQueries(dir: string, chunk: number): Promise<QueryBytes> {
  const run = await generate({ root: dir, write: false });
  if (!run.checked) throw new Error(run.report);
  const data = searchData(distinct(run.checked), lucide);
  const files = compileSearch(data);
  const gzip = (name: string) => gzipSync(files.get(name)!).length;
  const keys = [...data.shards.keys()];
  const shardBytes = new Map(keys.map((key, n) => [key, gzip(`search/terms-${n}.ts`)]));
  const search = createSearch({
    base: data.base,
    shards: Object.fromEntries([...data.shards].map(([key, shard]) => [key, async () => shard])),
  });
  const titles = run.checked.calculators.filter((c) => copyOf(c.data.id) < 0).map((c) => c.data.title);
  const loads: [text: string, bytes: number][] = [];
  for (const text of queriesOf(titles)) {
    const shards = shardsFor(text, new Set(keys)).reduce((sum, key) => sum + shardBytes.get(key)!, 0);
    const modules = new Set((await search(text)).map((position) => Math.floor(position / RESULTS_PER_MODULE)));
    const results = [...modules].reduce((sum, n) => sum + gzip(`search/results-${n}.ts`), 0);
    loads.push([text, chunk + shards + results]);
  }
  loads.sort((a, b) => a[1] - b[1]);
  const [worst, most] = loads.at(-1)!;
  return { median: loads[loads.length >> 1]![1], most, worst };
}
