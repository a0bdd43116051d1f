import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readProject } from '../../generator/disk.ts';
import { load } from '../../generator/load.ts';
import type { CategoryEntry } from '../../language/definition.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { calculate, defaultValues } from '../../src/engine/compute.ts';
import { RECORDED_EVENTS } from '../../src/pages/info/recorded-events.ts';
import { readCalculatorPages } from '../support/calculator-files.ts';
import { EVERY_FEATURE, NUMBERS, ROOM } from './fixtures.ts';
import { openCalculator } from './form.ts';
import { chartsDrawn, dataLayer, failOnConsoleErrors, keepEvents, keptEvents, open, type } from './helpers.ts';

test.beforeEach(({ page }) => failOnConsoleErrors(page));

// Every event a test saw is on the Privacy page, with no field the page does not list for it.
test.afterEach(async ({ page }) => {
  if (page.url() === 'about:blank') return;
  const listed = new Map(RECORDED_EVENTS.map((e) => [e.event, ['event', ...Object.keys(e.fields)]]));
  for (const e of [...(await keptEvents(page)), ...(await dataLayer(page))]) {
    const fields = listed.get(String(e.event));
    expect(fields, `${e.event}: on the Privacy page (src/pages/info/recorded-events.ts)`).toBeDefined();
    expect(
      Object.keys(e).filter((key) => !fields!.includes(key)),
      `${e.event}: fields not on the Privacy page`,
    ).toEqual([]);
  }
});

test('page_view on every route change; calculator_view on a calculator page', async ({ page }) => {
  await keepEvents(page);
  await open(page, '/');
  // The test site's deposit (tests/fixtures/site/calculators/prove/prova-deposito.yaml).
  const { title } = NUMBERS;
  await page.getByRole('link', { name: `Usa questo calcolatore: ${title}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect.poll(async () => (await keptEvents(page)).some((e) => e.event === 'calculator_view')).toBe(true);
  const events = await keptEvents(page);
  const views = events.filter((e) => e.event === 'page_view').map((e) => e.page_path);
  expect(views).toEqual(['/', NUMBERS.url]);
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'conversion', conversion_label: 'page_view_conversion' }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'calculator_view',
      calculator_id: NUMBERS.id,
      category: NUMBERS.category,
      title,
    }),
  );
});

test('each successful calculation: custom event, calculator_used with the derived category, and a conversion', async ({
  page,
}) => {
  await open(page, NUMBERS.url);
  expect((await dataLayer(page)).filter((e) => e.event === 'custom_event')).toEqual([]);
  await type(page, 'Durata', '12');
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'custom_event').length).toBe(1);
  const events = await dataLayer(page);
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'custom_event',
      action: 'prova_deposito',
      category: 'calculation',
      label: 'calculate',
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'calculator_used',
      calculator_name: 'prova_deposito',
      // The test site's segment, prove, has no analytics category (tests/fixtures/site/calculators/categories.yaml).
      calculator_category: 'other',
      action_type: 'calculate',
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'conversion', conversion_label: 'calculate_conversion' }),
  );
  // A failing guard (Durata: from 1 year) is not a calculation.
  await type(page, 'Durata', '0');
  await page.getByRole('button', { name: 'Calcola', exact: true }).click();
  expect((await dataLayer(page)).filter((e) => e.event === 'custom_event')).toHaveLength(1);
});

/**
 * The url segments the catalogue's categories give an analytics category (calculators/categories.yaml,
 * `analytics`), each with a calculator of that segment that computes at its defaults on any day with
 * no data source, whichever the catalogue holds: the first two such segments with another category.
 */
async function mappedSegments(): Promise<{ segment: string; analytics: string; url: string; file: string }[]> {
  const project = load(await readProject(path.resolve(import.meta.dirname, '../..')));
  const file = project.categories!.find((c) => c.file === 'calculators/categories.yaml')!;
  const categories = file.doc.toJS() as CategoryEntry[];
  const pages = await readCalculatorPages();
  const found: { segment: string; analytics: string; url: string; file: string }[] = [];
  for (const [segment, analytics] of categories.flatMap((c) => Object.entries(c.analytics ?? {}))) {
    if (found.length === 2) break;
    if (found.some((f) => f.analytics === analytics)) continue;
    for (const { data, url, where } of pages.filter((p) => p.url.startsWith(`/calcolatori/${segment}/`))) {
      const module: CalculatorModule = (await import(`../../src/generated/calculators/${data.id}.ts`)).default;
      if (module.today || module.sources.length || !calculate(module, defaultValues(module), {})) continue;
      found.push({ segment, analytics, url, file: where() });
      break;
    }
  }
  return found;
}

test('the derived category follows the url segment', async ({ page }) => {
  const calculateAt = async (url: string) => {
    await open(page, url);
    await page.getByRole('button', { name: 'Calcola', exact: true }).click();
  };
  const category = async () => (await dataLayer(page)).find((e) => e.event === 'calculator_used')?.calculator_category;
  const mapped = await mappedSegments();
  expect(mapped.length, 'two segments of calculators/categories.yaml with an analytics category').toBe(2);
  for (const { segment, analytics, url, file } of mapped) {
    await calculateAt(url);
    await expect.poll(category, { message: `${file}: the segment ${segment}` }).toBe(analytics);
  }
  // The test site's segment has none: 'other'.
  await calculateAt(ROOM.url);
  await expect.poll(category).toBe('other');
});

test('interactions and data calls are recorded', async ({ page }) => {
  // Only the catalogue's currency converter calls a data source (the test site has none): a failure
  // names its file.
  const converter = (await readCalculatorPages()).find((p) => p.data.id === 'currency-converter');
  expect(converter, 'the currency converter (id currency-converter), the calculator with a data source').toBeDefined();
  const { data, url, where } = converter!;
  const source = data.sources?.[0];
  const swap = data.actions?.find((a) => a.kind === 'swap');
  expect(source, `${where()}: a data source`).toBeDefined();
  expect(swap, `${where('actions')}: a swap action`).toBeDefined();
  // Its source answered with its fallback (a good answer).
  await openCalculator(page, data, url);
  await expect
    .poll(async () => (await dataLayer(page)).find((e) => e.event === 'api_call'), {
      message: `${where('sources', 0)}: the call of its source recorded`,
    })
    .toMatchObject({ source: source!.id, status: 'success' });
  await page.getByRole('button', { name: swap!.label }).click();
  const events = await dataLayer(page);
  expect(events, `${where('actions')}: the swap recorded`).toContainEqual(
    expect.objectContaining({ event: 'interaction', interaction: 'swap', calculator_id: data.id }),
  );
  expect(events, where()).toContainEqual(
    expect.objectContaining({ event: 'conversion', conversion_label: 'engagement_conversion' }),
  );
});

test('no third-party script is loaded without a tag-manager id', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' && url.hostname !== 'api.frankfurter.dev') external.push(request.url());
  });
  await open(page, '/');
  // The test site's calculator with every kind of chart.
  await open(page, EVERY_FEATURE.url);
  await chartsDrawn(page);
  expect(external).toEqual([]);
  expect(
    await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((s) => new URL((s as HTMLScriptElement).src).hostname)),
  ).toEqual(expect.arrayContaining(['localhost']));
});

test('web vitals: INP, LCP and CLS of a page reach the dataLayer, as the page is left', async ({ page }) => {
  await keepEvents(page);
  await open(page, '/');
  // web-vitals, asked for once the page's script runs (src/main.tsx), in its chunk: its observers then read what was buffered.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\/assets\/web-vitals-[\w-]+\.js$/.test(e.name)),
      ),
    )
    .toBe(true);
  // Keys on a phone's speed: each interaction takes over Event Timing's least 16 ms, so the browser times it.
  await page.evaluate(() => {
    const w = window as unknown as { timed: number };
    w.timed = 0;
    new PerformanceObserver((list) => {
      w.timed += list.getEntries().filter((e) => (e as PerformanceEventTiming).interactionId).length;
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.getByRole('combobox', { name: 'Cerca calcolatori' }).focus();
  await page.keyboard.type('iva');
  // An interaction timed (its entry is written once its frame is presented): INP reads it.
  await expect.poll(() => page.evaluate(() => (window as unknown as { timed: number }).timed)).toBeGreaterThan(0);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // web-vitals takes an interaction's entries in when the page is next idle (a page hidden first would
  // report INP before taking them): the visitor leaves a moment later, as a visitor does.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // Leaving the page hides it: each metric is final then, and reported.
  await page.goto('/calcolatori');
  const vitals = (await keptEvents(page)).filter((e) => e.event === 'web_vitals');
  expect(vitals.map((e) => e.metric_name).sort()).toEqual(['CLS', 'INP', 'LCP']);
  for (const vital of vitals)
    expect(vital).toMatchObject({
      page_path: '/',
      metric_value: expect.any(Number),
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      metric_id: expect.stringMatching(/^v\d+-/),
    });
  // Times in whole milliseconds; the page painted something.
  const lcp = vitals.find((e) => e.metric_name === 'LCP')!;
  expect(Number.isInteger(lcp.metric_value) && (lcp.metric_value as number) > 0).toBe(true);
});
