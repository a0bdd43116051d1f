import { expect, test } from '@playwright/test';
import { chartsDrawn, dataLayer, failOnConsoleErrors, keepEvents, keptEvents, open, type } from './helpers.ts';

test.beforeEach(({ page }) => failOnConsoleErrors(page));

test('page_view on every route change; calculator_view on a calculator page', async ({ page }) => {
  await keepEvents(page);
  await open(page, '/');
  await page.getByRole('link', { name: 'Usa questo calcolatore: Calcolatore IVA' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore IVA');
  await expect.poll(async () => (await keptEvents(page)).some((e) => e.event === 'calculator_view')).toBe(true);
  const events = await keptEvents(page);
  const views = events.filter((e) => e.event === 'page_view').map((e) => e.page_path);
  expect(views).toEqual(['/', '/calcolatori/tasse/calcolatore-iva']);
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'conversion', conversion_label: 'page_view_conversion' }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'calculator_view',
      calculator_id: 'vat-calculator',
      category: 'finanza-fisco',
      title: 'Calcolatore IVA',
    }),
  );
});

test('each successful calculation: custom event, calculator_used with the derived category, and a conversion', async ({
  page,
}) => {
  await open(page, '/calcolatori/finanza/calcolatore-interesse-composto');
  expect((await dataLayer(page)).filter((e) => e.event === 'custom_event')).toEqual([]);
  await type(page, 'Durata', '12');
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'custom_event').length).toBe(1);
  const events = await dataLayer(page);
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'custom_event',
      action: 'compound_interest',
      category: 'calculation',
      label: 'calculate',
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'calculator_used',
      calculator_name: 'compound_interest',
      calculator_category: 'finance',
      action_type: 'calculate',
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'conversion', conversion_label: 'calculate_conversion' }),
  );
  // A failing guard is not a calculation.
  await type(page, 'Durata', '0');
  await page.getByRole('button', { name: 'Calcola', exact: true }).click();
  expect((await dataLayer(page)).filter((e) => e.event === 'custom_event')).toHaveLength(1);
});

test('the derived category follows the url segment', async ({ page }) => {
  await open(page, '/calcolatori/tasse/scorporo-iva');
  await page.getByRole('button', { name: 'Calcola', exact: true }).click();
  await expect
    .poll(async () => (await dataLayer(page)).find((e) => e.event === 'calculator_used')?.calculator_category)
    .toBe('taxes');
  await open(page, '/calcolatori/salute/calcolatore-bmi');
  await page.getByRole('button', { name: 'Calcola', exact: true }).click();
  await expect
    .poll(async () => (await dataLayer(page)).find((e) => e.event === 'calculator_used')?.calculator_category)
    .toBe('health');
  await open(page, '/calcolatori/vita-quotidiana/costo-pranzo-fuori');
  await page.getByRole('button', { name: 'Calcola', exact: true }).click();
  await expect
    .poll(async () => (await dataLayer(page)).find((e) => e.event === 'calculator_used')?.calculator_category)
    .toBe('other');
});

test('interactions and data calls are recorded', async ({ page }) => {
  await page.route('https://api.frankfurter.dev/**', (route) =>
    route.fulfill({
      json: { base: 'EUR', rates: { USD: 1.2, GBP: 0.9, JPY: 170, CHF: 0.95, CAD: 1.5, AUD: 1.7, CNY: 8 } },
    }),
  );
  await open(page, '/calcolatori/conversioni/convertitore-valute');
  await expect
    .poll(async () => (await dataLayer(page)).find((e) => e.event === 'api_call'))
    .toMatchObject({ source: 'rates', status: 'success' });
  await page.getByRole('button', { name: /Inverti valute/ }).click();
  const events = await dataLayer(page);
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'interaction', interaction: 'swap', calculator_id: 'currency-converter' }),
  );
  expect(events).toContainEqual(
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
  await open(page, '/calcolatori/finanza/calcolatore-interesse-composto');
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
