/**
 * A phone's speed: interaction to next paint (INP) in Chromium slowed down 4× (CDP
 * `Emulation.setCPUThrottlingRate`), at 360 × 780 with touch and mobile emulation, on every
 * calculator page of the sitemap, against a bare field measured the same way in the same run.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.ts';
import { pageFile } from '../scripts/page-file.ts';
import { budget, heading, median, table } from './report.ts';
import { sitemapRoutes } from './site.ts';

const SLOWDOWN = 4;
const KEYSTROKES = 10;
/**
 * Each page is measured on this many visits (INP_VISITS), taken in rounds over the list so that a
 * moment of the machine's own noise falls on one visit of a page, not on all of them. A page's INP is
 * the median of its visits' (each the worst of its keystrokes), as a page's INP on the web is judged
 * across its visits (the 75th percentile of them), not by its worst one.
 */
const VISITS = Number(process.env.INP_VISITS ?? 3);
/**
 * Event Timing reports no entry under 16 ms (its smallest `durationThreshold`; durations are
 * rounded to 8 ms): an interaction with no entry took less, and the floor is never taken below it.
 */
const THRESHOLD = 16;

/** Served at the bench's own address on the site's origin: one field and a one-line handler. */
const FLOOR_ROUTE = '/__bench-inp-floor';
const FLOOR_PAGE = `<!doctype html><html lang="it"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>floor</title><form class="inputs"><input type="text" aria-label="campo"></form><p></p>
<script>const f = document.querySelector("input"); f.oninput = () => { document.querySelector("p").textContent = f.value; }; performance.mark("hydrated");</script>`;

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
 * Opens `url` once hydrated (`performance.mark('hydrated')`, src/main.tsx), slows the CPU down,
 * types ten keystrokes at the end of the first field (alternately "1" and Backspace, or up and down
 * on a date), each after
 * the last one's work is done (its frame, then an idle moment: a deferred render included), and
 * returns each interaction's duration (ms), in order; one with no entry counts as under the threshold.
 */
async function interactions(context: BrowserContext, url: string): Promise<number[]> {
  const page = await context.newPage();
  try {
    await page.addInitScript(observeInteractions);
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    let kind = FIELDS[0]!;
    for (const candidate of FIELDS) {
      if (!(await page.locator(candidate.selector).count())) continue;
      kind = candidate;
      break;
    }
    const settled = () =>
      page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => setTimeout(() => requestIdleCallback(resolve, { timeout: 2000 }))),
          ),
      );
    // As a visitor's, the first key comes once the page is idle (not in the moment it hydrates).
    await settled();
    // Focused with the caret at the end, with no interaction of its own, and the focus ring drawn
    // as a visitor's tap or Tab draws it (a focus from a script draws none: the first key would).
    await page
      .locator(kind.selector)
      .first()
      .evaluate((field: HTMLInputElement) => {
        field.focus({ focusVisible: true } as FocusOptions & { focusVisible: boolean });
        if (field.type !== 'date') field.setSelectionRange(field.value.length, field.value.length);
      });
    await settled();
    // Each key's start on the page's clock: an interaction belongs to the last key started before it.
    const starts: number[] = [];
    for (let i = 0; i < KEYSTROKES; i++) {
      starts.push(await page.evaluate(() => performance.now()));
      await page.keyboard.press(kind.keys[i % 2]!);
      await settled();
    }
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
    await page.close();
  }
}

const shown = (ms: number) => (ms < THRESHOLD ? `< ${THRESHOLD}` : ms.toFixed(0));

export async function benchInp(root: string, origin: string): Promise<void> {
  heading(`A phone's speed: interaction to next paint (Chromium, CPU ${SLOWDOWN}× slower, 360 × 780, touch)`);
  console.log(`Every calculator page of the sitemap, on ${VISITS} visits in rounds: once hydrated,`);
  console.log(`${KEYSTROKES} keystrokes in the first field of the form, each timed by the Event Timing API (the`);
  console.log(`longest entry of its interaction). A visit's INP is the worst of its ${KEYSTROKES}, a page's the`);
  console.log("median of its visits'; medians over the visits, and the worst key of all. The floor: a bare");
  console.log('field with a one-line handler, measured the same way.\n');
  const load = loadavg()[0]!;
  const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: CHROMIUM_ARGS });
  const rows: (string | number)[][] = [];
  const over: string[] = [];
  let floor = 0;
  let worst = { route: '', inp: 0 };
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    await context.route(`${origin}${FLOOR_ROUTE}`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: FLOOR_PAGE }),
    );
    const routes = await calculatorRoutes(root);
    // The first calculator page a tab opens runs the code of a keystroke (React's,
    // react-hook-form's, the renderer's) for the first time in its renderer: each page is measured
    // as a visitor's second page of the site, after one opened first here (the last of the list; its
    // figures are printed, not budgeted), so that the order of the pages does not decide which one
    // pays for it.
    const visit = routes.at(-1)!;
    const visitTimes = await interactions(context, `${origin}${visit}`);
    // Every visit's keystrokes, by page: the floor first, then the calculators, round after round.
    const measured = [FLOOR_ROUTE, ...routes];
    const visits = new Map<string, number[][]>(measured.map((route) => [route, []]));
    for (let round = 0; round < VISITS; round++)
      for (const route of measured) {
        const times = await interactions(context, `${origin}${route}`);
        visits.get(route)!.push(times);
        if (process.env.INP_ALL) console.log(route, times.join(' '));
      }
    /** A page's row: its first key and median key over its visits, its INP (the median of its visits'), its worst key. */
    const row = (name: string, times: number[][]) => {
      const inp = median(times.map((keys) => Math.max(...keys)));
      const all = times.flat();
      return {
        inp,
        cells: [
          name,
          shown(median(times.map((keys) => keys[0]!))),
          shown(median(all)),
          shown(inp),
          shown(Math.max(...all)),
        ],
      };
    };
    const bare = row('floor (a bare field)', visits.get(FLOOR_ROUTE)!);
    floor = Math.max(THRESHOLD, bare.inp);
    rows.push(bare.cells);
    for (const route of routes) {
      const { inp, cells } = row(route, visits.get(route)!);
      if (inp > 2 * floor) over.push(`${route} ${inp.toFixed(0)} ms`);
      if (inp > worst.inp) worst = { route, inp };
      rows.push(cells);
    }
    rows.push(row(`first page of the visit, not budgeted (${visit}, one visit)`, [visitTimes]).cells);
    await context.close();
  } finally {
    await browser.close();
  }
  table(['page', 'first key ms', 'median key ms', `INP ms (median of ${VISITS} visits)`, 'worst key ms'], rows);
  const pages = rows.length - 2;
  // Other programs' work lengthens single keystrokes most: the budget is for a quiet machine.
  console.log(`\nLoad average (1 min) at the start and the end: ${load.toFixed(1)}, ${loadavg()[0]!.toFixed(1)}.`);
  budget(
    `INP at ${SLOWDOWN}× CPU ≤ 2× the bare field's, every calculator (${pages})`,
    over.length === 0,
    `floor ${floor.toFixed(0)} ms, worst ${worst.inp.toFixed(0)} ms (${worst.route})${over.length ? `; over: ${over.join(', ')}` : ''}`,
  );
}
