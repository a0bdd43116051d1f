/**
 * A phone's speed: interaction to next paint (INP) in Chromium slowed down 4× (CDP
 * `Emulation.setCPUThrottlingRate`), at 360 × 780 with touch and mobile emulation, on every
 * calculator page of the sitemap, each visit a new visitor's first page, its first keystroke counted.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.ts';
import { pageFile } from '../scripts/page-file.ts';
import { budget, heading, median, table } from './report.ts';
import { sitemapRoutes } from './site.ts';

const SLOWDOWN = 4;
const KEYSTROKES = 10;
/** The budgets of every calculator page (issue 35): no keystroke of any visit over WORST, the median keystroke of its visits at most MEDIAN (ms). */
const WORST = 100;
const MEDIAN = 50;
/**
 * Each page is measured on this many visits (INP_VISITS), taken in rounds over the list so that a
 * moment of the machine's own noise falls on one visit of a page, not on all of them; every visit
 * counts, its worst keystroke included.
 */
const VISITS = Number(process.env.INP_VISITS ?? 3);
/**
 * Event Timing reports no entry under 16 ms (its smallest `durationThreshold`; durations are
 * rounded to 8 ms): an interaction with no entry took less.
 */
const THRESHOLD = 16;

/**
 * The field typed in: the first text field of the calculator's form (number fields are text fields
 * with an input mode), or on a form of dates only its first date, whose day the arrow keys change.
 */
const FIELDS = [
  { selector: 'form.inputs input:is([type="text"], [type="number"])', keys: ['1', 'Backspace'] },
  { selector: 'form.inputs input[type="date"]', keys: ['ArrowUp', 'ArrowDown'] },
];

/**
 * Before the page's scripts: every Event Timing entry of an interaction, by `interactionId` (keydown
 * and keyup of a key share it), its first start and longest duration, in `window.inpEntries`.
 */
function observeInteractions() {
  const w = window as unknown as { inpEntries: Record<number, [start: number, duration: number]> };
  w.inpEntries = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      if (!entry.interactionId) continue;
      const seen = w.inpEntries[entry.interactionId];
      w.inpEntries[entry.interactionId] = [
        Math.min(seen?.[0] ?? entry.startTime, entry.startTime),
        Math.max(seen?.[1] ?? 0, entry.duration),
      ];
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The calculator pages of the build: the sitemap's routes whose page holds the calculator island. */
async function calculatorRoutes(root: string): Promise<string[]> {
  const routes: string[] = [];
  for (const route of await sitemapRoutes(root)) {
    const html = await readFile(path.join(root, 'dist', pageFile(route)), 'utf8');
    if (html.includes('data-island="calculator"')) routes.push(route);
  }
  return routes;
}

/**
 * One visit: a new visitor (a context of its own: no cache, no code compiled before) opens `url` on a
 * phone 4× slower, and once the page is hydrated (`performance.mark('hydrated')`, src/main.tsx)
 * taps the first field and types ten keystrokes at its end (alternately "1" and Backspace, or up
 * and down on a date), the first as soon as the tap is painted, each next once the last one's work
 * is done (its frame, then an idle moment: a deferred render included). Returns each interaction's
 * duration (ms), in order; one with no entry counts as under the threshold.
 */
async function visit(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    // Slowed from the start, as a phone is: set before the page opens, as Lighthouse and browsertime set it.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
    let kind = FIELDS[0]!;
    for (const candidate of FIELDS) {
      if (!(await page.locator(candidate.selector).count())) continue;
      kind = candidate;
      break;
    }
    const painted = () =>
      page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const settled = async () => {
      await painted();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    };
    // The tap: focused with the caret at the end, with no interaction of its own, and the focus ring
    // drawn as a visitor's tap draws it (a focus from a script draws none: the first key would).
    await page
      .locator(kind.selector)
      .first()
      .evaluate((field: HTMLInputElement) => {
        field.focus({ focusVisible: true } as FocusOptions & { focusVisible: boolean });
        if (field.type !== 'date') field.setSelectionRange(field.value.length, field.value.length);
      });
    await painted();
    // Each key's start on the page's clock: an interaction belongs to the last key started before it.
    const starts: number[] = [];
    for (let i = 0; i < KEYSTROKES; i++) {
      if (i > 0) await settled();
      starts.push(await page.evaluate(() => performance.now()));
      await page.keyboard.press(kind.keys[i % 2]!);
    }
    await settled();
    // Entries are delivered after the frame that ends them.
    await page.waitForTimeout(200);
    const found = await page.evaluate(
      () => (window as unknown as { inpEntries: Record<number, [number, number]> }).inpEntries,
    );
    const times = Array<number>(KEYSTROKES).fill(0);
    for (const [start, duration] of Object.values(found)) {
      const key = starts.findLastIndex((at) => at <= start);
      if (key < 0 || times[key]) throw new Error(`${url}: an interaction that is not one of the keys`);
      times[key] = duration;
    }
    return times;
  } finally {
    await context.close();
  }
}

const shown = (ms: number) => (ms < THRESHOLD ? `< ${THRESHOLD}` : ms.toFixed(0));

export async function benchInp(root: string, origin: string): Promise<void> {
  heading(`A phone's speed: interaction to next paint (Chromium, CPU ${SLOWDOWN}× slower, 360 × 780, touch)`);
  console.log(`Every calculator page of the sitemap, on ${VISITS} visits in rounds, each a new visitor's first page:`);
  console.log(`once hydrated, ${KEYSTROKES} keystrokes in the first field of the form, the first as soon as the tap`);
  console.log('is painted, each timed by the Event Timing API (the longest entry of its interaction). A page meets');
  console.log(
    `the budget when no keystroke of any visit took over ${WORST} ms and the median of all its keystrokes is`,
  );
  console.log(`at most ${MEDIAN} ms.\n`);
  const load = loadavg()[0]!;
  const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: CHROMIUM_ARGS });
  const routes = await calculatorRoutes(root);
  // Every visit's keystrokes, by page, round after round.
  const visits = new Map<string, number[][]>(routes.map((route) => [route, []]));
  try {
    for (let round = 0; round < VISITS; round++)
      for (const route of routes) {
        const times = await visit(browser, `${origin}${route}`);
        visits.get(route)!.push(times);
        if (process.env.INP_ALL) console.log(route, times.join(' '));
      }
  } finally {
    await browser.close();
  }
  const rows: string[][] = [];
  const over: string[] = [];
  let worst = { route: '', ms: 0 };
  let slowest = { route: '', ms: 0 };
  for (const [route, times] of visits) {
    const all = times.flat();
    const [middle, most] = [median(all), Math.max(...all)];
    const met = most <= WORST && middle <= MEDIAN;
    if (!met) over.push(`${route} (median ${shown(middle)}, worst ${shown(most)} ms)`);
    if (most > worst.ms) worst = { route, ms: most };
    if (middle > slowest.ms) slowest = { route, ms: middle };
    rows.push([route, times.map((keys) => shown(keys[0]!)).join(', '), shown(middle), shown(most), met ? '✓' : '✗']);
  }
  table(
    ['page', 'first key ms (each visit)', 'median key ms', 'worst key ms', `≤ ${WORST} worst, ≤ ${MEDIAN} median`],
    rows,
  );
  // Other programs' work lengthens single keystrokes most: the budget is for a quiet machine.
  console.log(`\nLoad average (1 min) at the start and the end: ${load.toFixed(1)}, ${loadavg()[0]!.toFixed(1)}.`);
  budget(
    `INP at ${SLOWDOWN}× CPU: every keystroke ≤ ${WORST} ms and the median ≤ ${MEDIAN} ms, first keys of a visit's first page counted, every calculator (${routes.length})`,
    over.length === 0,
    `worst ${shown(worst.ms)} ms (${worst.route}), highest median ${shown(slowest.ms)} ms (${slowest.route})${over.length ? `; over: ${over.join(', ')}` : ''}`,
  );
}
