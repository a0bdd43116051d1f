import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/finanza/calcolatore-interesse-composto';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Interesse Composto');
  // 10000 * (1 + 0.05/12)^120 = 16470.0949...
  await expectResult(page, 'finalAmount', '16.470,09 €');
  await expectResult(page, 'totalInterest', '6.470,09 €');
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Tasso di interesse annuo', '2,5');
  // 10000 * (1 + 0.025/12)^120 = 12836.915
  await expectResult(page, 'finalAmount', '12.836,92 €');
  await page.getByLabel('Frequenza di capitalizzazione').selectOption({ label: 'Annuale' });
  // 10000 * 1.025^10 = 12800.85
  await expectResult(page, 'finalAmount', '12.800,85 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Capitale iniziale', '0');
  await expectResult(page, 'finalAmount', '16.470,09 €');
  await type(page, 'Capitale iniziale', 'abc');
  await expectResult(page, 'finalAmount', '16.470,09 €');
  await type(page, 'Capitale iniziale', '20.000');
  // Italian thousands: 20000 * (1 + 0.05/12)^120 = 32940.19
  await expectResult(page, 'finalAmount', '32.940,19 €');
});

test('draws the yearly chart after the page and links to the PAC', async ({ page }) => {
  const chart = page.getByRole('img', { name: 'Crescita del capitale' });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(page.getByText('Vuoi aggiungere versamenti mensili?')).toBeVisible();
  await page.getByRole('link', { name: 'Vai al PAC' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/finanza\/piano-accumulo-capitale$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore PAC');
});
