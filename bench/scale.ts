/**
 * Scale: `npm run build` on catalogues of 1,000 and 5,000 calculators (the real ones copied under
 * new ids, bench/generator.ts), beside the real catalogue built the same way: build time and peak
 * memory, the JavaScript five pages load, the home's and the list's HTML, the search (its chunk,
 * and what a query loads: bench/search.ts), and Lighthouse on those pages.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { generate } from '../generator/pipeline.ts';
import { bootFiles, chunkFiles, type Manifest } from '../scripts/boot-chunks.ts';
import { pageFile } from '../scripts/page-file.ts';
import { overBudget, runLighthouse } from './browser.ts';
import { syntheticProject } from './generator.ts';
import { budget, heading, kb, table } from './report.ts';
import { type QueryBytes, searchQueries } from './search.ts';
import { PAGES, serve, weigher } from './site.ts';

/** The catalogue sizes measured (`SCALE=1000 npm run bench -- scale` for fewer). */
const SIZES = process.env.SCALE ? process.env.SCALE.split(',').map(Number) : [1000, 5000];

/** The pages weighed and scored: they exist in every catalogue (the real calculators are kept). */
const ROUTES = {
  home: PAGES.home,
  list: PAGES.list,
  'calculator with chart': PAGES['calculator with chart'],
  'calculator without chart': PAGES['calculator without chart'],
  'net salary': '/calcolatori/tasse/stipendio-lordo-netto',
};

const GB = 1024 ** 3;

/** What the build of a copy does not need, or makes itself. */
const NOT_COPIED = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ssr',
  'calculators',
  'test-results',
  'playwright-report',
]);

/** `count` calculators (syntheticProject) in a copy of the whole project, its packages linked. */
async function projectOf(root: string, count: number): Promise<string> {
  const dir = await syntheticProject(root, count);
  const generated = path.join(root, 'src', 'generated');
  for (const item of await readdir(root)) {
    if (NOT_COPIED.has(item)) continue;
    await cp(path.join(root, item), path.join(dir, item), {
      recursive: true,
      filter: (from) => !from.startsWith(generated),
    });
  }
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The resident memory of every process of the group `pgid`, in bytes (from /proc). */
async function groupRss(pgid: number): Promise<number> {
  let bytes = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    // "pid (comm) state ppid pgrp …": comm may hold spaces, so count the fields after its ")".
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) bytes += Number(fields[21]) * 4096;
  }
  return bytes;
}

const TIME = '/usr/bin/time';

/** The steps of `npm run build`, each known by the first line of its output (the lines follow the step's start). */
const STEPS: [name: string, start: RegExp][] = [
  ['client bundle', /building client environment/],
  ['service worker', /^Building .* service worker/],
  ['SSR bundle', /building ssr environment/],
  ['prerender and compress', /^✓ built in/], // the SSR bundle's, the last Vite prints
];

/**
 * `npm run build` in `dir`, in a process group of its own, whose resident memory (every process:
 * npm, Vite, the prerender and whatever they start) is summed every 100 ms: the peak is the most,
 * overall and in each step (STEPS, from the build's output).
 */
async function timedBuild(dir: string): Promise<{ ms: number; cpu: number; peak: number; steps: string }> {
  const start = performance.now();
  // The processor time of the whole tree too (user + system, a figure less shaken by a busy machine), where GNU time is.
  const times = path.join(dir, 'build-times.txt');
  const [command, ...args] = [...(existsSync(TIME) ? [TIME, '-f', '%U %S', '-o', times] : []), 'npm', 'run', 'build'];
  const child = spawn(command!, args, { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const steps: { name: string; at: number; peak: number }[] = [{ name: 'generate', at: start, peak: 0 }];
  let output = '';
  createInterface({ input: child.stdout }).on('line', (line) => {
    const next = STEPS[steps.length - 1];
    if (next?.[1].test(line)) steps.push({ name: next[0], at: performance.now(), peak: 0 });
  });
  child.stdout.on('data', (text) => {
    output += text;
  });
  child.stderr.on('data', (text) => {
    output += text;
  });
  let running = true;
  const polling = (async () => {
    while (running) {
      const rss = await groupRss(child.pid!);
      const step = steps.at(-1)!;
      step.peak = Math.max(step.peak, rss);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  running = false;
  await polling;
  if (status !== 0) throw new Error(`npm run build failed in ${dir}:\n${output}`);
  const end = performance.now();
  const described = steps.map(
    (step, i) =>
      `${step.name} ${(((steps[i + 1]?.at ?? end) - step.at) / 1000).toFixed(1)} s, ${(step.peak / GB).toFixed(2)} GB`,
  );
  const cpu = existsSync(times)
    ? (await readFile(times, 'utf8'))
        .trim()
        .split(' ')
        .reduce((sum, seconds) => sum + Number(seconds) * 1000, 0)
    : Number.NaN;
  return { ms: end - start, cpu, peak: Math.max(...steps.map((step) => step.peak)), steps: described.join('; ') };
}

interface Measure {
  count: number;
  ms: number;
  /** Processor time of the build's processes (NaN without GNU time). */
  cpu: number;
  peak: number;
  steps: string;
  /** Bytes gzip of the JavaScript each page of ROUTES names on #root. */
  js: Record<string, number>;
  html: Record<'home' | 'list', [raw: number, gzip: number]>;
  /** Bytes gzip of the search chunk with what it imports, less what the home page has loaded. */
  search: number;
  /** What a query loads: that chunk, its shards of the index and its results (bench/search.ts). */
  query: QueryBytes;
  lighthouse: Awaited<ReturnType<typeof runLighthouse>>;
}

async function measure(root: string, count: number): Promise<Measure> {
  const dir = await projectOf(root, count);
  try {
    const { ms, cpu, peak, steps } = await timedBuild(dir);
    const dist = path.join(dir, 'dist');
    const weigh = weigher(dist);
    const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
    const js: Record<string, number> = {};
    const htmlOf: Record<string, string> = {};
    for (const [name, route] of Object.entries(ROUTES)) {
      htmlOf[name] = await readFile(path.join(dist, pageFile(route)), 'utf8');
      js[name] = await weigh(bootFiles(htmlOf[name]!));
    }
    const size = (html: string): [number, number] => [Buffer.byteLength(html), gzipSync(html).length];
    const home = bootFiles(htmlOf.home!);
    const searchKey = Object.keys(manifest).find((key) => key.endsWith('src/search/search-index.ts'));
    if (!searchKey) throw new Error('dist/.vite/manifest.json: no chunk for src/search/search-index.ts');
    const search = await weigh(chunkFiles(manifest, [searchKey]).filter((file) => !home.includes(file)));
    const query = await searchQueries(dir, search);
    const server = await serve(dir);
    try {
      const lighthouse = await runLighthouse(server.origin, Object.values(ROUTES), new Set());
      return {
        count,
        ms,
        cpu,
        peak,
        steps,
        js,
        html: { home: size(htmlOf.home!), list: size(htmlOf.list!) },
        search,
        query,
        lighthouse,
      };
    } finally {
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

const MAX_PER_CALCULATOR_MS = 100;
const MAX_PEAK = 4 * GB;
const JS_SLACK = 2 * 1024;
/** The most a query of the search box may load, per 1,000 calculators (bench/search.ts). */
const MAX_QUERY_PER_THOUSAND = 30 * 1024;

export async function benchScale(root: string): Promise<void> {
  heading('Scale: the build and the pages at 1,000 and 5,000 calculators');
  const real = (await generate({ root, write: false })).checked!.calculators.length;
  const measures: Measure[] = [];
  for (const count of [real, ...SIZES]) {
    measures.push(await measure(root, count));
    const m = measures.at(-1)!;
    console.log(
      `${count} calculators: npm run build ${(m.ms / 1000).toFixed(1)} s (${m.steps}), peak ${(m.peak / GB).toFixed(2)} GB.`,
    );
  }
  console.log();
  table(
    [
      'calculators',
      'build s',
      'ms per calculator',
      'CPU s',
      'peak memory GB',
      'home HTML KB (gzip)',
      'list HTML KB (gzip)',
      'search index KB gzip',
      'a query loads KB gzip (median, most)',
    ],
    measures.map((m) => [
      m.count,
      (m.ms / 1000).toFixed(1),
      (m.ms / m.count).toFixed(0),
      (m.cpu / 1000).toFixed(1),
      (m.peak / GB).toFixed(2),
      `${kb(m.html.home[0])} (${kb(m.html.home[1])})`,
      `${kb(m.html.list[0])} (${kb(m.html.list[1])})`,
      kb(m.search),
      `${kb(m.query.median)}, ${kb(m.query.most)}`,
    ]),
  );
  console.log('\nJavaScript a page names on #root (KB gzip), and Lighthouse mobile performance (FCP, LCP, TBT):\n');
  table(
    ['page', ...measures.map((m) => `${m.count}: JS`), ...measures.map((m) => `${m.count}: Lighthouse`)],
    Object.keys(ROUTES).map((name, i) => [
      name,
      ...measures.map((m) => kb(m.js[name]!)),
      ...measures.map((m) => {
        const run = m.lighthouse[i]!;
        return `${run.performance} (${(run.fcp / 1000).toFixed(2)} s, ${(run.lcp / 1000).toFixed(2)} s, ${run.tbt.toFixed(0)} ms)`;
      }),
    ]),
  );
  const [reference, ...scaled] = measures;
  for (const m of scaled) {
    const grown = Object.keys(ROUTES).filter((name) => m.js[name]! > reference!.js[name]! + JS_SLACK);
    budget(
      `Scale ${m.count}: JavaScript of each page within 2 KB of its size at ${reference!.count}`,
      grown.length === 0,
      Object.keys(ROUTES)
        .map((name) => `${name} ${kb(reference!.js[name]!)} -> ${kb(m.js[name]!)} KB`)
        .join(', '),
    );
    const slow = m.lighthouse.filter((run) => overBudget(run).length || !run.hydrated);
    budget(
      `Scale ${m.count}: Lighthouse performance 100 (and the route budgets) on home, list and three calculator pages`,
      slow.length === 0,
      slow.length
        ? slow
            .map((run) => `${run.route}: ${run.performance}, ${overBudget(run).join(', ') || 'not hydrated'}`)
            .join('; ')
        : `worst ${Math.min(...m.lighthouse.map((run) => run.performance))}`,
    );
    budget(
      `Scale ${m.count}: build ≤ ${MAX_PER_CALCULATOR_MS / 1000} s per calculator`,
      m.ms / m.count <= MAX_PER_CALCULATOR_MS,
      `${(m.ms / 1000).toFixed(1)} s, ${(m.ms / m.count).toFixed(0)} ms per calculator`,
    );
    budget(`Scale ${m.count}: build peak memory ≤ 4 GB`, m.peak <= MAX_PEAK, `${(m.peak / GB).toFixed(2)} GB`);
    budget(
      `Scale ${m.count}: the most a search query loads ≤ ${kb(MAX_QUERY_PER_THOUSAND)} KB gzip per 1,000 calculators`,
      m.query.most <= (MAX_QUERY_PER_THOUSAND * m.count) / 1000,
      `${kb(m.query.most)} KB ("${m.query.worst}"), ${kb((m.query.most * 1000) / m.count)} per 1,000; median ${kb(m.query.median)} KB`,
    );
  }
}
