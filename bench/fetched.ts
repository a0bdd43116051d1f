/**
 * The JavaScript a page fetches by itself on a phone: every script requested from loading the page
 * until 5 s after its load event, with no interaction (what `bundle` weighs from the HTML, and what
 * the page then loads unasked: a tooltip, a toast, a chart near the top). In Chromium as a phone
 * (360 × 780, touch), every route of the sitemap and the 404 page, a few at a time; each file
 * weighed as the `bundle` section does (its gzip size in dist/). Service workers are blocked: the
 * worker's own precache of the app shell fetches chunks the page already has.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.ts';
import { budget, heading, kb, table } from './report.ts';
import { sitemapRoutes } from './site.ts';

const AFTER_LOAD_MS = 5000;
const AT_ONCE = 6;
const BUDGET_KB = 105;

export async function benchFetched(root: string, origin: string): Promise<void> {
  heading(
    `JavaScript a phone fetches by itself (KB gzip): from the request to ${AFTER_LOAD_MS / 1000} s after load, no interaction`,
  );
  const routes = [...(await sitemapRoutes(root)), '/pagina-che-non-esiste'];
  const sizes = new Map<string, number>();
  const weigh = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(path.join(root, 'dist', file))).length);
    return sizes.get(file)!;
  };
  const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: CHROMIUM_ARGS });
  const measured: { route: string; bytes: number; files: string[] }[] = [];
  try {
    const measure = async (route: string) => {
      const context = await browser.newContext({
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
      });
      await page.goto(`${origin}${route}`, { waitUntil: 'load' });
      await page.waitForTimeout(AFTER_LOAD_MS);
      await context.close();
      let bytes = 0;
      for (const file of files) bytes += await weigh(file);
      measured.push({ route, bytes, files: [...files] });
    };
    for (let i = 0; i < routes.length; i += AT_ONCE) await Promise.all(routes.slice(i, i + AT_ONCE).map(measure));
  } finally {
    await browser.close();
  }
  measured.sort((a, b) => b.bytes - a.bytes);
  table(
    ['route', 'JavaScript fetched', 'files'],
    measured.slice(0, Number(process.env.FETCHED_ROWS ?? 5)).map((m) => [m.route, kb(m.bytes), m.files.length]),
  );
  const worst = measured[0]!;
  const lightest = measured.at(-1)!;
  console.log(
    `\n${measured.length} pages: ${kb(lightest.bytes)}-${kb(worst.bytes)} KB. The heaviest, ${worst.route}: ${worst.files
      .map((file) => `${path.basename(file)} ${kb(sizes.get(file)!)}`)
      .join(', ')}.`,
  );
  budget(
    `JavaScript a page fetches by itself on a phone (${AFTER_LOAD_MS / 1000} s after load, no interaction) ≤ ${BUDGET_KB} KB gzip, every page (${measured.length})`,
    worst.bytes <= BUDGET_KB * 1024,
    `heaviest ${kb(worst.bytes)} KB (${worst.route})`,
  );
}
