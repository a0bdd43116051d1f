/**
 * In Chromium (the one the end-to-end tests use: scripts/chromium.ts): Lighthouse scores of every
 * route, the time from a keystroke to the updated result on screen, and the dev loop (a saved
 * calculator file to the updated page).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.ts';
import { devSandbox, loopTarget } from '../scripts/dev-sandbox.ts';
import { budget, heading, median, table } from './report.ts';
import { PAGES, sitemapRoutes } from './site.ts';

/**
 * Every route in about 3 s rather than 8: no screenshots, no back/forward-cache test (a second
 * navigation), and 0.15 s, not 1, after the first paint and the load and of quiet network and CPU
 * to end a page's recording. The server is on this machine, so every request answers within
 * milliseconds: the app's chunks, requested at the first paint, and their work are still in the
 * trace, which each route checks (the page's `hydrated` mark, src/main.tsx, is in it).
 */
const QUIET_MS = 150;
const RUN_SETTINGS = {
  disableFullPageScreenshot: true,
  // Straight from the last page to the next, not through about:blank (the storage is still reset).
  skipAboutBlank: true,
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
  pauseAfterFcpMs: QUIET_MS,
  pauseAfterLoadMs: QUIET_MS,
  networkQuietThresholdMs: QUIET_MS,
  cpuQuietThresholdMs: QUIET_MS,
};

/**
 * The audits the performance score is made of (its weighted metrics; the other audits of the
 * category are diagnostics with no weight): on the pages that are not samples, only these run, so
 * Lighthouse gathers and computes nothing else (the score is the same).
 */
const SCORED_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** The user timings of a recording (src/main.tsx marks `hydrated` once every island has hydrated). */
function marksOf(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const items =
    (lhr.audits['user-timings']?.details as { items?: { name: string; timingType: string }[] } | undefined)?.items ??
    [];
  return items.filter((item) => item.timingType === 'Mark').map((item) => item.name);
}

/** Issue budgets for every route, Lighthouse 12 mobile defaults (simulated slow 4G, 4× CPU). */
const ROUTE_BUDGETS = { performance: 100, fcp: 900, lcp: 1000, tbt: 50, cls: 0 };

/** One route's Lighthouse figures: the scores, the metrics, and whether its recording holds the hydration. */
export interface LighthouseRun {
  route: string;
  sample: boolean;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Accessibility, best practices and SEO (the samples only). */
  others: Partial<Record<'accessibility' | 'best-practices' | 'seo', number>>;
  /** The scored audits each category of a sample failed, as "id — title". */
  failed: Partial<Record<'accessibility' | 'best-practices' | 'seo', string[]>>;
  hydrated: boolean;
}

/** The figures a route misses of ROUTE_BUDGETS (an empty list: every budget met). */
export const overBudget = (run: LighthouseRun) => [
  ...(run.performance < ROUTE_BUDGETS.performance ? ['performance'] : []),
  ...(['fcp', 'lcp', 'tbt', 'cls'] as const).filter((key) => run[key] > ROUTE_BUDGETS[key]),
];

/** The runs of `routes` as table rows (performance, the other scores, FCP, LCP, TBT, CLS). */
export function lighthouseRows(runs: LighthouseRun[]): (string | number)[][] {
  return runs.map((run) => [
    `${run.route}${run.sample ? ' *' : ''}`,
    run.performance,
    ...(['accessibility', 'best-practices', 'seo'] as const).map((id) => run.others[id] ?? ''),
    `${(run.fcp / 1000).toFixed(2)} s`,
    `${(run.lcp / 1000).toFixed(2)} s`,
    `${run.tbt.toFixed(0)} ms`,
    run.cls.toFixed(3),
  ]);
}

/** "Worst of n routes: performance …, FCP …, LCP …, TBT …, CLS …". */
export function worstOf(runs: LighthouseRun[]): string {
  const most = (key: 'fcp' | 'lcp' | 'tbt' | 'cls') => Math.max(...runs.map((run) => run[key]));
  return `Worst of ${runs.length} routes: performance ${Math.min(...runs.map((run) => run.performance))}, FCP ${(most('fcp') / 1000).toFixed(2)} s, LCP ${(most('lcp') / 1000).toFixed(2)} s, TBT ${most('tbt').toFixed(0)} ms, CLS ${most('cls').toFixed(3)}`;
}

export const LIGHTHOUSE_HEADERS = [
  'route',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
];

/**
 * Lighthouse 12 mobile defaults (simulated slow 4G, 4× CPU) on `routes` of the site at `origin`,
 * one after the other in one headless Chromium: the performance category on each, and
 * accessibility, best practices and SEO too on the `samples`.
 */
export async function runLighthouse(
  origin: string,
  routes: string[],
  samples: ReadonlySet<string>,
): Promise<LighthouseRun[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium().executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const runs: LighthouseRun[] = [];
  try {
    for (const route of routes) {
      const sample = samples.has(route);
      const only = sample
        ? { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }
        : { onlyCategories: ['performance'], onlyAudits: [...SCORED_METRICS, 'user-timings'] };
      const result = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...only,
        ...RUN_SETTINGS,
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const run: LighthouseRun = {
        route,
        sample,
        performance: score('performance'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        others: {},
        failed: {},
        hydrated: marksOf(lhr).includes('hydrated'),
      };
      for (const id of sample ? (['accessibility', 'best-practices', 'seo'] as const) : []) {
        run.others[id] = score(id);
        if (score(id) < 100)
          run.failed[id] = Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                lhr.categories[id]!.auditRefs.some((r) => r.id === a.id && r.weight > 0),
            )
            .map((a) => `${a.id} — ${a.title}`);
      }
      runs.push(run);
    }
  } finally {
    chrome.kill();
  }
  return runs;
}

export async function benchLighthouse(root: string, origin: string): Promise<void> {
  heading('Lighthouse 12 (mobile defaults, simulated slow 4G and CPU), every route of the sitemap');
  console.log(
    'Performance on every route; accessibility, best practices and SEO too on the sample pages (marked *).\n',
  );
  const runs = await runLighthouse(origin, await sitemapRoutes(root), new Set<string>(Object.values(PAGES)));
  const failures: string[] = [];
  for (const run of runs)
    for (const [id, audits] of Object.entries(run.failed)) {
      failures.push(`${run.route}: ${id} ${run.others[id as keyof typeof run.others]}`);
      for (const a of audits) console.log(`  ${run.route} / ${id}: ${a}`);
    }
  const slow = runs.filter((run) => overBudget(run).length).map((run) => run.route);
  const cut = runs.filter((run) => !run.hydrated).map((run) => run.route);
  table(LIGHTHOUSE_HEADERS, lighthouseRows(runs));
  console.log(`\n${worstOf(runs)}.`);
  budget(
    `Lighthouse, every route: performance ${ROUTE_BUDGETS.performance}, FCP ≤ ${ROUTE_BUDGETS.fcp / 1000} s, LCP ≤ ${ROUTE_BUDGETS.lcp / 1000} s, TBT ≤ ${ROUTE_BUDGETS.tbt} ms, CLS ${ROUTE_BUDGETS.cls}`,
    slow.length === 0,
    slow.length ? `${slow.length} of ${runs.length} routes miss one` : `all ${runs.length} routes`,
  );
  budget(
    "Lighthouse: every route's recording holds the page's hydration",
    cut.length === 0,
    cut.length ? `cut short: ${cut.join(', ')}` : `all ${runs.length} routes`,
  );
  budget(
    'Lighthouse: accessibility, best practices and SEO 100 on the sample pages',
    failures.length === 0,
    failures.join('; ') || 'all met',
  );
}

export async function benchKeystroke(origin: string): Promise<void> {
  heading('Keystroke to result (Chromium, 50 keystrokes per page)');
  console.log(
    'From the input event to the changed result in the DOM, and to the frame that shows it (its animation-frame',
  );
  console.log("step, with style and layout), and whether that is the keystroke's own frame (the first after its input");
  console.log('event). Charts follow in a deferred render and are not part of this time.\n');
  const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: CHROMIUM_ARGS });
  const rows: (string | number)[][] = [];
  let keys = 0;
  const late: string[] = [];
  try {
    for (const route of [
      PAGES['calculator with chart'],
      '/calcolatori/finanza/calcolatore-interesse-composto',
      '/calcolatori/salute/calcolatore-bmi',
    ]) {
      const page = await browser.newPage();
      await page.goto(`${origin}${route}`);
      // Each chart loads as it nears the screen: scrolled to, so its deferred updates run as a visitor's would.
      const chart = page.locator('figure.chart').first();
      await chart.scrollIntoViewIfNeeded();
      await chart.locator('canvas').waitFor();
      const latencies = await keystrokeLatencies(page, page.locator('form input[inputmode="decimal"]').first());
      const dom = latencies.map((l) => l[0]);
      const screen = latencies.map((l) => l[1]);
      const inFrame = latencies.filter((l) => l[2]).length;
      keys += latencies.length;
      if (inFrame < latencies.length) late.push(`${route} ${latencies.length - inFrame}`);
      rows.push([
        route,
        median(dom).toFixed(1),
        Math.max(...dom).toFixed(1),
        median(screen).toFixed(1),
        Math.max(...screen).toFixed(1),
        `${inFrame} of ${latencies.length}`,
      ]);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  table(
    ['page', 'to DOM median ms', 'to DOM worst ms', 'on screen median ms', 'on screen worst ms', "in the key's frame"],
    rows,
  );
  budget(
    "Keystroke: the result on screen in the keystroke's frame, every keystroke (desktop)",
    late.length === 0,
    late.length ? `keystrokes whose result came a frame later or more: ${late.join(', ')}` : `all ${keys}`,
  );
}

export async function benchDevLoop(root: string): Promise<void> {
  heading('Dev loop: save a calculator file -> the open page updated (Vite dev server, Chromium, 7 saves)');
  console.log('From writing the YAML file to the renamed result on the page: the generator run, the rewrite of the');
  console.log("changed module, Vite's hot update and React's render (the typed input kept, no reload). On a copy of");
  console.log('the project (scripts/dev-sandbox.ts); the first save is a warm-up and not counted.\n');
  const target = await loopTarget(root);
  const sandbox = await devSandbox(root);
  const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: CHROMIUM_ARGS });
  const times: number[] = [];
  let reloads = 0;
  try {
    const page = await browser.newPage();
    page.on('load', () => reloads++);
    await page.goto(`${sandbox.origin}${target.url}`);
    await page.getByLabel(target.field, { exact: true }).fill(target.value);
    for (let n = 0; n <= 7; n++) {
      const started = performance.now();
      await sandbox.save(target.file, (doc) => doc.setIn(['results', 0, 'label'], `Risultato ${n}`));
      await page.locator('.results dt', { hasText: `Risultato ${n}` }).waitFor({ timeout: 30_000 });
      if (n > 0) times.push(performance.now() - started);
    }
    if ((await page.getByLabel(target.field, { exact: true }).inputValue()) !== target.value) reloads++;
  } finally {
    await browser.close();
    await sandbox.close();
  }
  table(
    ['file', 'median ms', 'worst ms', 'page reloads'],
    [[target.file, median(times).toFixed(0), Math.max(...times).toFixed(0), reloads - 1]],
  );
  budget(
    'Dev loop: save to updated page < 1 s median, typed input kept',
    median(times) < 1000 && reloads === 1,
    `median ${median(times).toFixed(0)} ms, ${reloads - 1} reloads`,
  );
}

/**
 * 50 keystrokes in `field` (alternately "1" and Backspace at its end); for each, the time from the
 * input event to the changed `.results` in the DOM, and to the frame that shows it (its
 * animation-frame step, with style and layout done), and whether that frame is the keystroke's own
 * (the first after its input event). `react`: wait until React runs the page first.
 */
export async function keystrokeLatencies(
  page: Page,
  field: Locator,
  react = true,
): Promise<[dom: number, screen: number, keysFrame: boolean][]> {
  // A built page paints before its scripts run: time the page React has taken over (its calculator
  // hydrated, or the whole page rendered).
  if (react) {
    await page.waitForFunction(() =>
      [document.getElementById('root'), document.querySelector('[data-island="calculator"]')].some((element) =>
        Object.keys(element ?? {}).some((key) => key.startsWith('__react')),
      ),
    );
  }
  await page.evaluate(() => {
    const w = window as unknown as { latencies: [number, number, boolean][] };
    w.latencies = [];
    let start = 0;
    let waiting = false;
    let keysFrame = false;
    document.addEventListener(
      'input',
      () => {
        start = performance.now();
        waiting = true;
        // The keystroke's frame (this callback runs first in it): the change is in it if made by then.
        requestAnimationFrame(() => {
          keysFrame = !waiting;
        });
      },
      true,
    );
    new MutationObserver(() => {
      if (!waiting) return;
      waiting = false;
      const dom = performance.now() - start;
      // The frame that shows the change: its animation-frame step, with style and layout done.
      requestAnimationFrame(() => {
        void document.body.offsetHeight;
        w.latencies.push([dom, performance.now() - start, keysFrame]);
      });
    }).observe(document.querySelector('.results')!, { subtree: true, childList: true, characterData: true });
  });
  await field.focus();
  await page.keyboard.press('End');
  for (let i = 0; i < 50; i++) {
    await page.keyboard.press(i % 2 === 0 ? '1' : 'Backspace');
    await page.waitForFunction((n) => (window as unknown as { latencies: unknown[] }).latencies.length > n, i);
  }
  return page.evaluate(() => (window as unknown as { latencies: [number, number, boolean][] }).latencies);
}
