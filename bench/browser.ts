/**
 * In Chromium (the one the end-to-end tests use: scripts/chromium.ts): Lighthouse scores of a few
 * pages, the time from a keystroke to the updated result on screen, and the dev loop (a saved
 * calculator file to the updated page).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.ts';
import { devSandbox, loopTarget } from '../scripts/dev-sandbox.ts';
import { budget, heading, median, table } from './report.ts';
import { PAGES } from './site.ts';

export async function benchLighthouse(origin: string): Promise<void> {
  heading('Lighthouse 12 (mobile defaults, simulated slow 4G and CPU)');
  const pages = {
    home: PAGES.home,
    'mortgage (chart, table)': PAGES['calculator with chart'],
    'proportions (no chart)': PAGES['calculator without chart'],
    'compound interest (chart)': '/calcolatori/finanza/calcolatore-interesse-composto',
    'blog article': PAGES['blog article'],
  };
  const chrome = await chromeLauncher.launch({ chromePath: findChromium().executablePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const rows: (string | number)[][] = [];
  const failures: string[] = [];
  try {
    for (const [name, route] of Object.entries(pages)) {
      const result = await lighthouse(`${origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const scores = { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
      rows.push([
        name,
        scores.performance,
        scores.accessibility,
        scores['best-practices'],
        scores.seo,
        `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
        `${audit('total-blocking-time').toFixed(0)} ms`,
        audit('cumulative-layout-shift').toFixed(3),
      ]);
      if (scores.performance < 98) failures.push(`${name}: performance ${scores.performance}`);
      for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
        if (scores[id] < 100) {
          failures.push(`${name}: ${id} ${scores[id]}`);
          const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories[id]!.auditRefs.some((r) => r.id === a.id && r.weight > 0));
          for (const a of failed) console.log(`  ${name} / ${id}: ${a.id} — ${a.title}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  table(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'], rows);
  budget('Lighthouse: performance ≥ 98, accessibility, best practices and SEO 100, every page', failures.length === 0, failures.join('; ') || 'all met');
}

export async function benchKeystroke(origin: string): Promise<void> {
  heading('Keystroke to result (Chromium, 50 keystrokes per page)');
  console.log('From the input event to the changed result in the DOM, and to the frame that shows it (its animation-frame');
  console.log('step, with style and layout). Charts follow in a deferred render and are not part of this time.\n');
  const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: CHROMIUM_ARGS });
  const rows: (string | number)[][] = [];
  let worstMedian = 0;
  try {
    for (const route of [PAGES['calculator with chart'], '/calcolatori/finanza/calcolatore-interesse-composto', '/calcolatori/salute/calcolatore-bmi']) {
      const page = await browser.newPage();
      await page.goto(`${origin}${route}`);
      await page
        .locator('canvas')
        .first()
        .waitFor()
        .catch(() => undefined);
      const latencies = await keystrokeLatencies(page, page.locator('form input[inputmode="decimal"]').first());
      const dom = latencies.map((l) => l[0]);
      const screen = latencies.map((l) => l[1]);
      worstMedian = Math.max(worstMedian, median(screen));
      rows.push([route, median(dom).toFixed(1), Math.max(...dom).toFixed(1), median(screen).toFixed(1), Math.max(...screen).toFixed(1)]);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  table(['page', 'to DOM median ms', 'to DOM worst ms', 'on screen median ms', 'on screen worst ms'], rows);
  budget('Keystroke to result on screen < 16 ms median', worstMedian < 16, `worst page median ${worstMedian.toFixed(1)} ms`);
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
  table(['file', 'median ms', 'worst ms', 'page reloads'], [[target.file, median(times).toFixed(0), Math.max(...times).toFixed(0), reloads - 1]]);
  budget('Dev loop: save to updated page < 1 s median, typed input kept', median(times) < 1000 && reloads === 1, `median ${median(times).toFixed(0)} ms, ${reloads - 1} reloads`);
}

/**
 * 50 keystrokes in `field` (alternately "1" and Backspace at its end); for each, the time from the
 * input event to the changed `.results` in the DOM, and to the frame that shows it (its
 * animation-frame step, with style and layout done).
 */
export async function keystrokeLatencies(page: Page, field: Locator): Promise<[dom: number, screen: number][]> {
  await page.evaluate(() => {
    const w = window as unknown as { latencies: [number, number][] };
    w.latencies = [];
    let start = 0;
    let waiting = false;
    document.addEventListener(
      'input',
      () => {
        start = performance.now();
        waiting = true;
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
        w.latencies.push([dom, performance.now() - start]);
      });
    }).observe(document.querySelector('.results')!, { subtree: true, childList: true, characterData: true });
  });
  await field.focus();
  await page.keyboard.press('End');
  for (let i = 0; i < 50; i++) {
    await page.keyboard.press(i % 2 === 0 ? '1' : 'Backspace');
    await page.waitForFunction((n) => (window as unknown as { latencies: unknown[] }).latencies.length > n, i);
  }
  return page.evaluate(() => (window as unknown as { latencies: [number, number][] }).latencies);
}
