import { expect, type Page, type Route, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/conversioni/convertitore-valute';
/** The `sources[rates].url` of the YAML. */
const ratesUrl = 'https://api.frankfurter.dev/v1/latest';
const isRatesCall = (u: URL) => u.href.split('?')[0] === ratesUrl;

const warning = 'Impossibile recuperare i tassi di cambio aggiornati. Utilizzando tassi di esempio.';
const mockAnswer = {
  amount: 1,
  base: 'EUR',
  date: '2026-11-20',
  rates: { USD: 1.2, GBP: 0.9, JPY: 170, CHF: 0.95, CAD: 1.5, AUD: 1.7, CNY: 8 },
};

/** Console errors that the failure paths provoke on purpose. */
const sourceError = /^Errore nel recupero dei tassi di cambio$/;
const failureErrors = [sourceError, /Failed to load resource: the server responded with a status of 500/];
const abortErrors = [sourceError, /Failed to load resource: net::ERR_FAILED/];

/** A cross-origin JSON answer (the page fetches without cookies, so "*" is enough for CORS). */
function fulfil(route: Route, body: unknown, status = 200) {
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(body),
  });
}

async function mockRates(page: Page, answer: unknown = mockAnswer): Promise<string[]> {
  const calls: string[] = [];
  await page.route(isRatesCall, async (route) => {
    calls.push(route.request().method());
    await fulfil(route, answer);
  });
  return calls;
}

const refreshButton = (page: Page) => page.getByRole('button', { name: 'Aggiorna tassi' });
const warningBox = (page: Page) => page.getByRole('status').filter({ hasText: warning });
const rateRow = (page: Page, code: string) =>
  page
    .getByRole('table', { name: 'Tassi di cambio (1 EUR)' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });

test.describe('with the rates service answering', () => {
  test('shows the default conversion with the fetched rates and no warning', async ({ page }) => {
    failOnConsoleErrors(page);
    const calls = await mockRates(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Convertitore di Valute');
    // 100 EUR -> USD: 100 / 1 * 1.2 = 120
    await expectResult(page, 'toAmount', '120,00');
    await expectResult(page, 'fromAmount', '100,00');
    // rate = 1.2 / 1 = 1.2, 4 decimals
    await expectResult(page, 'rate', '1,2000');
    await expect(page.locator('[data-result="toAmount"] dt')).toHaveText('Importo convertito (USD)');
    await expect(page.locator('[data-result="toAmount"] small')).toHaveText(nb('100,00 EUR = 120,00 USD'));
    await expect(page.locator('[data-result="rate"] small')).toHaveText(nb('1 EUR = 1,2000 USD'));
    // Rate table: the six currencies after EUR, with the fetched rates.
    await expect(rateRow(page, 'USD')).toHaveText(/USD\s*Dollaro statunitense \(\$\)\s*1,2000/);
    await expect(rateRow(page, 'GBP').getByRole('cell').nth(2)).toHaveText('0,9000');
    await expect(rateRow(page, 'JPY').getByRole('cell').nth(2)).toHaveText('170,0000');
    await expect(rateRow(page, 'AUD').getByRole('cell').nth(2)).toHaveText('1,7000');
    await expect(page.getByRole('table', { name: 'Tassi di cambio (1 EUR)' }).locator('tbody tr')).toHaveCount(6);
    await expect(rateRow(page, 'CNY')).toHaveCount(0);
    await expect(page.getByText(/^Aggiornati alle \d{2}:\d{2}$/)).toBeVisible();
    await expect(refreshButton(page)).toBeEnabled();
    await expect(warningBox(page)).toHaveCount(0);
    await expect(page.getByText(warning)).toHaveCount(0);
    expect(calls).toEqual(['GET']);
  });

  test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
    failOnConsoleErrors(page);
    await mockRates(page);
    await page.goto(url);
    await expectResult(page, 'toAmount', '120,00');
    await type(page, 'Importo', '2,5');
    await page.getByLabel('A', { exact: true }).selectOption('JPY');
    // 2.5 / 1 * 170 = 425
    await expectResult(page, 'toAmount', '425,00');
    await expectResult(page, 'fromAmount', '2,50');
    await expectResult(page, 'rate', '170,0000');
    await type(page, 'Importo', '1.234,56');
    await page.getByLabel('A', { exact: true }).selectOption({ label: 'GBP — Sterlina britannica (£)' });
    // 1234.56 / 1 * 0.9 = 1111.104 (4-digit numbers have no separator)
    await expectResult(page, 'toAmount', '1.111,10');
    await expectResult(page, 'fromAmount', '1.234,56');
    // Cross rate GBP -> JPY: 250 / 0.9 * 170 = 47222.222...; rate 170 / 0.9 = 188.8888...
    await type(page, 'Importo', '250');
    await page.getByLabel('Da', { exact: true }).selectOption('GBP');
    await page.getByLabel('A', { exact: true }).selectOption('JPY');
    await expectResult(page, 'toAmount', '47.222,22');
    await expectResult(page, 'rate', '188,8889');
    await expect(page.locator('[data-result="rate"] dt')).toHaveText('Tasso di cambio: 1 GBP in JPY');
    // Same currency on both sides: 250 / 0.9 * 0.9 = 250
    await page.getByLabel('A', { exact: true }).selectOption('GBP');
    await expectResult(page, 'toAmount', '250,00');
    await expectResult(page, 'rate', '1,0000');
  });

  test('an invalid amount keeps the previous result', async ({ page }) => {
    failOnConsoleErrors(page);
    await mockRates(page);
    await page.goto(url);
    await expectResult(page, 'toAmount', '120,00');
    for (const bad of ['0', '-20', 'abc', '']) {
      await type(page, 'Importo', bad);
      await expectResult(page, 'toAmount', '120,00');
      await expectResult(page, 'fromAmount', '100,00');
    }
    await page.getByRole('button', { name: 'Calcola', exact: true }).click();
    await expectResult(page, 'toAmount', '120,00');
    await type(page, 'Importo', '50');
    // 50 * 1.2 = 60
    await expectResult(page, 'toAmount', '60,00');
  });

  test('an answer missing a currency is refused: sample rates and the warning', async ({ page }) => {
    failOnConsoleErrors(page, [sourceError]);
    const { CNY: _dropped, ...partial } = mockAnswer.rates;
    await mockRates(page, { ...mockAnswer, rates: partial });
    await page.goto(url);
    await expect(warningBox(page)).toBeVisible();
    // fallback: 100 * 1.08 = 108
    await expectResult(page, 'toAmount', '108,00');
    await expectResult(page, 'rate', '1,0800');
  });

  test('the swap button exchanges from and to', async ({ page }) => {
    failOnConsoleErrors(page);
    await mockRates(page);
    await page.goto(url);
    await expectResult(page, 'toAmount', '120,00');
    await page.getByRole('button', { name: 'Inverti valute' }).click();
    await expect(page.getByLabel('Da', { exact: true })).toHaveValue('USD');
    await expect(page.getByLabel('A', { exact: true })).toHaveValue('EUR');
    // 100 USD -> EUR: 100 / 1.2 * 1 = 83.333...; rate 1 / 1.2 = 0.8333...
    await expectResult(page, 'toAmount', '83,33');
    await expectResult(page, 'rate', '0,8333');
    await expect(page.locator('[data-result="toAmount"] dt')).toHaveText('Importo convertito (EUR)');
    await expect(page.locator('[data-result="fromAmount"] dt')).toHaveText('Importo di partenza (USD)');
    await page.getByLabel('Da', { exact: true }).selectOption('CHF');
    await page.getByLabel('A', { exact: true }).selectOption('CAD');
    await type(page, 'Importo', '50');
    // 50 / 0.95 * 1.5 = 78.947...; rate 1.5 / 0.95 = 1.578947...
    await expectResult(page, 'toAmount', '78,95');
    await expectResult(page, 'rate', '1,5789');
    await page.getByRole('button', { name: 'Inverti valute' }).click();
    await expect(page.getByLabel('Da', { exact: true })).toHaveValue('CAD');
    await expect(page.getByLabel('A', { exact: true })).toHaveValue('CHF');
    await expect(page.getByLabel('Importo', { exact: true })).toHaveValue('50');
    // 50 / 1.5 * 0.95 = 31.666...; rate 0.95 / 1.5 = 0.63333...
    await expectResult(page, 'toAmount', '31,67');
    await expectResult(page, 'rate', '0,6333');
  });
});

test.describe('with the rates service failing', () => {
  test("the console gets the spec's message, never the answer's body", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    failOnConsoleErrors(page, failureErrors);
    await page.route(isRatesCall, (route) => fulfil(route, { message: 'token-abc123 leaked in the body' }, 500));
    await page.goto(url);
    await expect(warningBox(page)).toBeVisible();
    expect(errors.filter((text) => sourceError.test(text))).toHaveLength(1);
    expect(errors.filter((text) => text.includes('token-abc123'))).toEqual([]);
  });

  test('a failed refresh keeps the last good rates and says so', async ({ page }) => {
    failOnConsoleErrors(page, failureErrors);
    let fail = false;
    await page.route(isRatesCall, (route) =>
      fail ? fulfil(route, { message: 'down' }, 500) : fulfil(route, mockAnswer),
    );
    await page.goto(url);
    // 100 * 1.2 = 120
    await expectResult(page, 'toAmount', '120,00');
    const time = (await page.getByText(/^Aggiornati alle \d{2}:\d{2}$/).textContent())!.slice(
      'Aggiornati alle '.length,
    );
    fail = true;
    await refreshButton(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Aggiornamento non riuscito: restano i dati ricevuti alle ${time}.` }),
    ).toBeVisible();
    // The fetched rates stay; the sample rates (100 * 1.08 = 108) and their warning do not come back.
    await expectResult(page, 'toAmount', '120,00');
    await expect(rateRow(page, 'GBP').getByRole('cell').nth(2)).toHaveText('0,9000');
    await expect(page.getByText(warning)).toHaveCount(0);
  });

  test('with no network on a later day, the rates of the last visit, with their date', async ({ page }) => {
    failOnConsoleErrors(page, [sourceError, /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/]);
    let offline = false;
    await page.route(isRatesCall, (route) =>
      offline ? route.abort('internetdisconnected') : fulfil(route, mockAnswer),
    );
    await page.clock.setFixedTime(new Date('2026-11-20T10:30:00'));
    await page.goto(url);
    await expect(page.getByText('Aggiornati alle 10:30', { exact: true })).toBeVisible();
    offline = true;
    await page.clock.setFixedTime(new Date('2026-11-21T09:00:00'));
    await page.reload();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Aggiornamento non riuscito: restano i dati ricevuti il 20 novembre 2026 alle 10:30.' }),
    ).toBeVisible();
    // The kept rates, not the sample ones (100 * 1.08 = 108) with their warning: 100 * 1.2 = 120.
    await expectResult(page, 'toAmount', '120,00');
    await expect(rateRow(page, 'GBP').getByRole('cell').nth(2)).toHaveText('0,9000');
    await expect(page.getByText(warning)).toHaveCount(0);
  });

  test('a 500 answer shows the yellow warning and uses the sample rates', async ({ page }) => {
    failOnConsoleErrors(page, failureErrors);
    let calls = 0;
    await page.route(isRatesCall, async (route) => {
      calls += 1;
      await fulfil(route, { message: 'internal error' }, 500);
    });
    await page.goto(url);
    await expect(warningBox(page)).toBeVisible();
    await expect(warningBox(page)).toHaveText(warning);
    await expect(warningBox(page)).toHaveClass(/warning/);
    // yellow box: background #fef9c3, border #fde047
    await expect(warningBox(page)).toHaveCSS('background-color', 'rgb(254, 249, 195)');
    await expect(warningBox(page)).toHaveCSS('border-color', 'rgb(253, 224, 71)');
    // fallback: 100 / 1 * 1.08 = 108; rate 1.08
    await expectResult(page, 'toAmount', '108,00');
    await expectResult(page, 'rate', '1,0800');
    await expect(rateRow(page, 'USD').getByRole('cell').nth(2)).toHaveText('1,0800');
    await expect(rateRow(page, 'JPY').getByRole('cell').nth(2)).toHaveText('161,5000');
    await expect(page.getByText(/^Aggiornati alle/)).toHaveCount(0);
    await expect(refreshButton(page)).toBeEnabled();
    // Cross rate with the sample rates: 100 USD -> GBP = 100 / 1.08 * 0.86 = 79.6296...; rate 0.86 / 1.08 = 0.79629...
    await page.getByLabel('Da', { exact: true }).selectOption('USD');
    await page.getByLabel('A', { exact: true }).selectOption('GBP');
    await expectResult(page, 'toAmount', '79,63');
    await expectResult(page, 'rate', '0,7963');
    expect(calls).toBe(1);
  });

  test('an aborted request shows the warning and uses the sample rates', async ({ page }) => {
    failOnConsoleErrors(page, abortErrors);
    await page.route(isRatesCall, (route) => route.abort('failed'));
    await page.goto(url);
    await expect(warningBox(page)).toBeVisible();
    // 100 * 1.08 = 108
    await expectResult(page, 'toAmount', '108,00');
    await expectResult(page, 'rate', '1,0800');
    await type(page, 'Importo', '12,5');
    // 12.5 * 1.08 = 13.5
    await expectResult(page, 'toAmount', '13,50');
  });

  test('after a failure, the refresh button fetches again and the warning goes away', async ({ page }) => {
    failOnConsoleErrors(page, failureErrors);
    let fail = true;
    await page.route(isRatesCall, async (route) => {
      if (fail) await fulfil(route, { message: 'down' }, 500);
      else await fulfil(route, mockAnswer);
    });
    await page.goto(url);
    await expect(warningBox(page)).toBeVisible();
    await expectResult(page, 'toAmount', '108,00');
    fail = false;
    await refreshButton(page).click();
    await expect(warningBox(page)).toHaveCount(0);
    // 100 * 1.2 = 120
    await expectResult(page, 'toAmount', '120,00');
    await expectResult(page, 'rate', '1,2000');
  });
});

test('the refresh button is disabled while the rates are loading and the new rates apply after', async ({ page }) => {
  failOnConsoleErrors(page);
  // Requests are held until the test answers them.
  const held: Route[] = [];
  await page.route(isRatesCall, (route) => {
    held.push(route);
  });
  await page.goto(url);
  await expect.poll(() => held.length).toBe(1);
  await expect(refreshButton(page)).toBeDisabled();
  await expect(refreshButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(warningBox(page)).toHaveCount(0);
  // Until the first answer, the rates shown are said to be provisional.
  await expect(
    page.getByRole('status').filter({ hasText: 'Tassi di esempio, in attesa dei tassi aggiornati.' }),
  ).toBeVisible();
  await fulfil(held[0]!, mockAnswer);
  await expect(refreshButton(page)).toBeEnabled();
  // 100 * 1.2 = 120
  await expectResult(page, 'toAmount', '120,00');
  await expect(page.getByText('Tassi di esempio, in attesa dei tassi aggiornati.')).toHaveCount(0);

  await refreshButton(page).click();
  await expect.poll(() => held.length).toBe(2);
  await expect(refreshButton(page)).toBeDisabled();
  // The current rates stay while the new ones are pending.
  await expectResult(page, 'toAmount', '120,00');
  await fulfil(held[1]!, { ...mockAnswer, date: '2026-11-21', rates: { ...mockAnswer.rates, USD: 1.25, GBP: 0.8 } });
  await expect(refreshButton(page)).toBeEnabled();
  await expect(refreshButton(page)).toHaveAttribute('aria-busy', 'false');
  // 100 * 1.25 = 125
  await expectResult(page, 'toAmount', '125,00');
  await expectResult(page, 'rate', '1,2500');
  await expect(rateRow(page, 'GBP').getByRole('cell').nth(2)).toHaveText('0,8000');
  await expect(warningBox(page)).toHaveCount(0);
});
