/**
 * The currency converter when the exchange-rate service misbehaves: every bad answer is refused
 * as a whole, the yellow warning shows, and the bundled sample rates are used, marked as such above
 * the results and in the phone's result bar.
 * (currency-converter.spec.ts covers a 500 answer, an aborted request, a missing currency and the
 * refresh after a failure.)
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb } from './helpers.ts';

const url = '/calcolatori/conversioni/convertitore-valute';
/** The `sources[rates].url` of the YAML. */
const ratesUrl = 'https://api.frankfurter.dev/v1/latest';
const isRatesCall = (u: URL) => u.href.split('?')[0] === ratesUrl;
/** The source sets no `timeoutMs`: the generator's default. */
const timeoutMs = 5000;

const warning = 'Impossibile recuperare i tassi di cambio aggiornati. Utilizzando tassi di esempio.';
const rates = { USD: 1.2, GBP: 0.9, JPY: 170, CHF: 0.95, CAD: 1.5, AUD: 1.7, CNY: 8 };
const good = { amount: 1, base: 'EUR', date: '2026-11-20', rates };

/** What the failure itself logs: the source's error, and Chromium's line for a non-OK status. */
const sourceError = /^Errore nel recupero dei tassi di cambio$/;
const statusError = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

const corsHeaders = { 'access-control-allow-origin': '*' };
const json =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', headers: corsHeaders, body: JSON.stringify(body) });
const raw =
  (body: string, contentType = 'application/json') =>
  (route: Route) =>
    route.fulfill({ status: 200, contentType, headers: corsHeaders, body });

async function expectSampleRates(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: warning })).toBeVisible();
  await expect(page.getByText(warning)).toHaveCount(1);
  // The sample rates, per 1 EUR: USD 1.08, GBP 0.86. 100 EUR -> USD = 100 * 1.08 = 108.
  await expectResult(page, 'toAmount', '108,00');
  await expectResult(page, 'rate', '1,0800');
  await expect(page.locator('[data-result="rate"] small')).toHaveText(nb('1 EUR = 1,0800 USD'));
  // Nothing of a refused answer is mixed in: GBP is the sample 0.86, not the answer's 0.9.
  const table = page.getByRole('table', { name: 'Tassi di cambio (1 EUR)' });
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'GBP', exact: true }) })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('0,8600');
  await expect(page.getByText(/^Aggiornati alle/)).toHaveCount(0);
  // The results say so themselves, not only the source's status under the form.
  await expect(page.locator('.results-card .stale-results')).toHaveText('Dati di esempio: non aggiornati');
}

const cases: { name: string; answer: (route: Route) => Promise<void>; logs?: RegExp[] }[] = [
  { name: 'a 404 answer', answer: json({ message: 'not found' }, 404), logs: [statusError(404)] },
  { name: 'a 401 answer', answer: json({ message: 'unauthorized' }, 401), logs: [statusError(401)] },
  { name: 'invalid JSON', answer: raw('{"base":"EUR","rates":{"USD":1.2,') },
  { name: 'an HTML page instead of JSON', answer: raw('<!doctype html><title>Portale</title>', 'text/html') },
  { name: 'an empty body', answer: raw('') },
  { name: 'no rates object', answer: json({ amount: 1, base: 'EUR', date: '2026-11-20' }) },
  { name: 'rates that are not an object', answer: json({ ...good, rates: null }) },
  { name: 'a zero rate', answer: json({ ...good, rates: { ...rates, JPY: 0 } }) },
  { name: 'a negative rate', answer: json({ ...good, rates: { ...rates, USD: -1.2 } }) },
  { name: 'a rate written as text', answer: json({ ...good, rates: { ...rates, USD: '1.2' } }) },
  { name: 'a rate too large to be finite', answer: raw(JSON.stringify(good).replace('"CHF":0.95', '"CHF":1e999')) },
  { name: 'rates quoted against another base', answer: json({ ...good, base: 'USD', rates: { ...rates, USD: 1 } }) },
  { name: 'an answer without a base', answer: json({ amount: 1, date: '2026-11-20', rates }) },
];

for (const { name, answer, logs = [] } of cases) {
  test(`${name}: the warning and the sample rates`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    failOnConsoleErrors(page, [sourceError, ...logs]);
    let calls = 0;
    await page.route(isRatesCall, (route) => {
      calls += 1;
      return answer(route);
    });
    await page.goto(url);
    await expectSampleRates(page);
    expect(calls).toBe(1);
    // The failure path was taken: the source logged why it refused the answer.
    expect(errors.filter((text) => sourceError.test(text))).toHaveLength(1);
  });
}

test('an answer that never comes: the call is given up after timeoutMs', async ({ page }) => {
  failOnConsoleErrors(page, [sourceError]);
  // Page timers run only when the test advances the clock.
  await page.clock.install({ time: new Date('2026-11-20T10:00:00') });
  await page.clock.pauseAt(new Date('2026-11-20T10:00:01'));
  const held: Route[] = [];
  await page.route(isRatesCall, (route) => {
    held.push(route);
  });
  await page.goto(url);
  await expect.poll(() => held.length).toBe(1);
  await expect(page.getByRole('button', { name: 'Aggiorna tassi' })).toHaveAttribute('aria-busy', 'true');
  // Until the answer comes, the sample rates are shown (100 * 1.08 = 108) without the warning.
  await expectResult(page, 'toAmount', '108,00');
  await page.clock.runFor(timeoutMs - 1);
  await expect(page.getByRole('button', { name: 'Aggiorna tassi' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText(warning)).toHaveCount(0);
  await page.clock.runFor(1);
  await expectSampleRates(page);
  await expect(page.getByRole('button', { name: 'Aggiorna tassi' })).toHaveAttribute('aria-busy', 'false');
});

test('on a phone, the result bar says the rates are samples too', async ({ page }) => {
  failOnConsoleErrors(page, [sourceError, statusError(503)]);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.route(isRatesCall, json({ message: 'unavailable' }, 503));
  await page.goto(url);
  await expectSampleRates(page);
  // Below the card, the bar shows the headline, marked.
  await page.locator('footer').scrollIntoViewIfNeeded();
  const bar = page.locator('.result-bar');
  await expect(bar).toBeVisible();
  await expect(bar.locator('.stale-mark')).toHaveText('Dati di esempio: non aggiornati');
});
