import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/finanza/calcolatore-rata-prestito';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Rata Prestito');
  // i = 0.075/12, n = 5*12 = 60; M = 10000*i / (1 - (1+i)^-60) = 200.3795
  await expectResult(page, 'monthlyPayment', '200,38 €');
  await expect(page.locator('[data-result="monthlyPayment"] small')).toHaveText('60 rate mensili');
  // 200.379486 * 60 = 12022.7692
  await expectResult(page, 'totalAmount', '12.022,77 €');
  // 12022.7692 - 10000 = 2022.7692; share 2022.7692 / 12022.7692 * 100 = 16.82
  await expectResult(page, 'totalInterest', '2.022,77 €');
  await expect(page.locator('[data-result="totalInterest"] small')).toHaveText('16,8% del totale restituito');
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Tasso di interesse annuo (TAN)', '6,9');
  await type(page, 'Importo del prestito', '25.000');
  await type(page, 'Durata', '7');
  // i = 0.069/12, n = 84; M = 25000*i / (1 - (1+i)^-84) = 376.0961
  await expectResult(page, 'monthlyPayment', '376,10 €');
  await expect(page.locator('[data-result="monthlyPayment"] small')).toHaveText('84 rate mensili');
  // 376.096070 * 84 = 31592.0699; interest 6592.0699
  await expectResult(page, 'totalAmount', '31.592,07 €');
  await expectResult(page, 'totalInterest', '6.592,07 €');
  await type(page, 'Durata', '2,5');
  // n = 2.5*12 = 30; M = 25000*i / (1 - (1+i)^-30) = 909.6613; total 27289.8405; interest 2289.8405
  await expectResult(page, 'monthlyPayment', '909,66 €');
  await expect(page.locator('[data-result="monthlyPayment"] small')).toHaveText('30 rate mensili');
  await expectResult(page, 'totalAmount', '27.289,84 €');
  await expectResult(page, 'totalInterest', '2.289,84 €');
  await type(page, 'Tasso di interesse annuo (TAN)', '0');
  // rate 0: M = 25000 / 30 = 833.3333, no interest
  await expectResult(page, 'monthlyPayment', '833,33 €');
  await expectResult(page, 'totalInterest', '0,00 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Importo del prestito', '0');
  await expectResult(page, 'monthlyPayment', '200,38 €');
  await type(page, 'Importo del prestito', 'abc');
  await expectResult(page, 'monthlyPayment', '200,38 €');
  await expectResult(page, 'totalAmount', '12.022,77 €');
  await type(page, 'Importo del prestito', '10000');
  await type(page, 'Tasso di interesse annuo (TAN)', '-1');
  await expectResult(page, 'monthlyPayment', '200,38 €');
  await type(page, 'Tasso di interesse annuo (TAN)', '7,5');
  await type(page, 'Durata', '0');
  await expectResult(page, 'monthlyPayment', '200,38 €');
  await type(page, 'Durata', '-3');
  await expectResult(page, 'totalInterest', '2.022,77 €');
  await type(page, 'Durata', '3');
  // valid again: i = 0.075/12, n = 36; M = 311.0622; total 11198.2385; interest 1198.2385
  await expectResult(page, 'monthlyPayment', '311,06 €');
  await expectResult(page, 'totalAmount', '11.198,24 €');
  await expectResult(page, 'totalInterest', '1.198,24 €');
});

test('draws the capital/interest chart and links to the TAEG calculator', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'Capitale e interessi' }).locator('canvas')).toBeVisible();
  const note = page.locator('aside.note.info');
  await expect(note.locator('strong')).toHaveText('Vuoi conoscere il costo reale con le spese?');
  await note.getByRole('link', { name: 'Calcola TAEG e TAN' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/finanza\/calcolatore-taeg-tan$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore TAEG e TAN');
});
