import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/energia-ambiente/risparmio-fotovoltaico';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Risparmio Fotovoltaico');
  // 2800 * 0.25 + 1200 * 0.12 = 700 + 144 = 844
  await expectResult(page, 'totalSaving', '844,00 €');
  // 4000 * 70 / 100 = 2800
  await expectResult(page, 'selfConsumedKwh', '2.800 kWh');
  // 4000 - 2800 = 1200
  await expectResult(page, 'soldKwh', '1.200 kWh');
  // 2800 * 0.25 = 700
  await expectResult(page, 'billSaving', '700,00 €');
  // 1200 * 0.12 = 144
  await expectResult(page, 'saleRevenue', '144,00 €');
  const note = page.locator('aside.note.info');
  await expect(note.locator('strong')).toHaveText("Conviene consumare l'energia che produci");
  await expect(note).toContainText(nb('Ogni kWh usato in casa ti fa risparmiare 0,25 €, mentre ogni kWh venduto ti viene pagato 0,12 €.'));
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, "Produzione annua dell'impianto", '6.000');
  await type(page, 'Quota di autoconsumo', '40');
  await type(page, "Costo dell'energia in bolletta", '0,28');
  await type(page, "Prezzo di vendita dell'energia", '0,10');
  // 6000 * 40% = 2400; 3600 sold; 2400 * 0.28 = 672; 3600 * 0.10 = 360; total 1032
  await expectResult(page, 'selfConsumedKwh', '2.400 kWh');
  await expectResult(page, 'soldKwh', '3.600 kWh');
  await expectResult(page, 'billSaving', '672,00 €');
  await expectResult(page, 'saleRevenue', '360,00 €');
  await expectResult(page, 'totalSaving', '1.032,00 €');
  await type(page, 'Quota di autoconsumo', '35,5');
  // 6000 * 35.5% = 2130; 3870 sold; 2130 * 0.28 = 596.40; 3870 * 0.10 = 387; total 983.40
  await expectResult(page, 'selfConsumedKwh', '2.130 kWh');
  await expectResult(page, 'soldKwh', '3.870 kWh');
  await expectResult(page, 'billSaving', '596,40 €');
  await expectResult(page, 'saleRevenue', '387,00 €');
  await expectResult(page, 'totalSaving', '983,40 €');
});

test('the self-consumption panel shows only when a used kWh is worth more than a sold one', async ({ page }) => {
  await type(page, "Prezzo di vendita dell'energia", '0,25');
  // 2800 * 0.25 + 1200 * 0.25 = 700 + 300 = 1000
  await expectResult(page, 'saleRevenue', '300,00 €');
  await expectResult(page, 'totalSaving', '1.000,00 €');
  await expect(page.locator('aside.note')).toHaveCount(0);
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, "Produzione annua dell'impianto", '0');
  await expectResult(page, 'totalSaving', '844,00 €');
  await type(page, "Produzione annua dell'impianto", 'abc');
  await expectResult(page, 'selfConsumedKwh', '2.800 kWh');
  await type(page, "Produzione annua dell'impianto", '4000');
  await type(page, 'Quota di autoconsumo', '120');
  await expectResult(page, 'soldKwh', '1.200 kWh');
  await type(page, 'Quota di autoconsumo', '70');
  await type(page, "Prezzo di vendita dell'energia", '-0,12');
  await expectResult(page, 'saleRevenue', '144,00 €');
  await expectResult(page, 'totalSaving', '844,00 €');
});

test('draws the self-consumed/sold pie and links to the energy saving calculator', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'Energia autoconsumata e venduta' }).locator('canvas')).toBeVisible();
  await page.getByRole('link', { name: 'Calcola il risparmio energetico' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/energia-ambiente\/risparmio-energetico-domestico$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Risparmio Energetico Domestico');
});
