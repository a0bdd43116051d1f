import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/finanza/calcolatore-taeg-tan';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore TAEG e TAN');
  // i = 0.055/12, n = 60; M = 20000*i / (1 - (1+i)^-60) = 382.0232
  await expectResult(page, 'monthlyPayment', '382,02 €');
  await expect(page.locator('[data-result="monthlyPayment"] small')).toHaveText('60 rate mensili');
  // 382.023243 * 60 = 22921.3946 -> interest 2921.3946
  await expectResult(page, 'totalInterest', '2.921,39 €');
  await expectResult(page, 'totalFees', '500,00 €');
  // total cost = 22921.3946 + 500 = 23421.3946; received 20000 - 500 = 19500
  await expectResult(page, 'totalCost', '23.421,39 €');
  await expect(page.locator('[data-result="totalCost"] small')).toHaveText(nb('Somma effettivamente ricevuta: 19.500,00 €'));
  // TAEG = ((23421.3946 / 19500)^(1/5) - 1) * 100 = 3.7327
  await expectResult(page, 'taeg', '3,73%');
  await expectResult(page, 'tanRate', '5,50%');
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Importo del finanziamento', '10.000');
  await type(page, 'TAN (tasso annuo nominale)', '8');
  // i = 0.08/12, n = 60; M = 202.7639; total 12165.8366 + 500 = 12665.8366; received 9500
  // TAEG = ((12665.8366 / 9500)^(1/5) - 1) * 100 = 5.9210
  await expectResult(page, 'monthlyPayment', '202,76 €');
  await expectResult(page, 'taeg', '5,92%');
  await type(page, 'Durata', '3');
  await type(page, 'Spese del finanziamento', '300');
  // n = 36; M = 313.3637; interest 1281.0916; cost 11581.0916; received 9700
  // TAEG = ((11581.0916 / 9700)^(1/3) - 1) * 100 = 6.0863
  await expectResult(page, 'monthlyPayment', '313,36 €');
  await expectResult(page, 'totalInterest', '1.281,09 €');
  await expectResult(page, 'totalFees', '300,00 €');
  await expectResult(page, 'totalCost', '11.581,09 €');
  await expectResult(page, 'taeg', '6,09%');
  await expectResult(page, 'tanRate', '8,00%');
  await type(page, 'TAN (tasso annuo nominale)', '7,5');
  // i = 0.075/12, n = 36; M = 311.0622; cost 11198.2385 + 300 = 11498.2385
  // TAEG = ((11498.2385 / 9700)^(1/3) - 1) * 100 = 5.8327
  await expectResult(page, 'monthlyPayment', '311,06 €');
  await expectResult(page, 'totalCost', '11.498,24 €');
  await expectResult(page, 'taeg', '5,83%');
  await expectResult(page, 'tanRate', '7,50%');
  // empty fees count as 0: TAEG = ((11198.2385 / 10000)^(1/3) - 1) * 100 = 3.8444
  await type(page, 'Spese del finanziamento', '');
  await expectResult(page, 'totalFees', '0,00 €');
  await expectResult(page, 'taeg', '3,84%');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Importo del finanziamento', '0');
  await expectResult(page, 'taeg', '3,73%');
  await type(page, 'Importo del finanziamento', 'abc');
  await expectResult(page, 'taeg', '3,73%');
  await type(page, 'Importo del finanziamento', '20000');
  await type(page, 'TAN (tasso annuo nominale)', '-0,5');
  await expectResult(page, 'monthlyPayment', '382,02 €');
  await type(page, 'TAN (tasso annuo nominale)', '5,5');
  await type(page, 'Durata', '0');
  await expectResult(page, 'taeg', '3,73%');
  await type(page, 'Durata', '5');
  // fees as large as the amount, or negative: the previous result stays
  await type(page, 'Spese del finanziamento', '20000');
  await expectResult(page, 'taeg', '3,73%');
  await expectResult(page, 'totalFees', '500,00 €');
  await type(page, 'Spese del finanziamento', '-50');
  await expectResult(page, 'totalCost', '23.421,39 €');
});

test('explains the simplified TAEG and draws the cost chart', async ({ page }) => {
  const note = page.locator('aside.note.info');
  await expect(note.locator('strong')).toHaveText('Un TAEG semplificato');
  await expect(note).toContainText('non è mai inferiore al TAN');
  await expect(page.getByRole('img', { name: 'Composizione del costo totale' }).locator('canvas')).toBeVisible();
});
