import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/finanza/calcolatore-rata-mutuo';
const caption = 'Piano di ammortamento (primi 12 mesi)';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Rata Mutuo');
  // i = 0.025/12, n = 30*12 = 360; M = 200000*i / (1 - (1+i)^-360) = 790.2418
  await expectResult(page, 'monthlyPayment', '790,24 €');
  await expect(page.locator('[data-result="monthlyPayment"] small')).toHaveText('360 rate mensili');
  // 790.241798 * 360 = 284487.0471
  await expectResult(page, 'totalAmount', '284.487,05 €');
  // 284487.0471 - 200000 = 84487.0471
  await expectResult(page, 'totalInterest', '84.487,05 €');
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Tasso di interesse annuo (TAN)', '3,8');
  await type(page, 'Importo del mutuo', '150.000');
  await type(page, 'Durata', '20');
  // i = 0.038/12, n = 240; M = 150000*i / (1 - (1+i)^-240) = 893.2405
  await expectResult(page, 'monthlyPayment', '893,24 €');
  await expect(page.locator('[data-result="monthlyPayment"] small')).toHaveText('240 rate mensili');
  // 893.240527 * 240 = 214377.7265
  await expectResult(page, 'totalAmount', '214.377,73 €');
  // 214377.7265 - 150000 = 64377.7265
  await expectResult(page, 'totalInterest', '64.377,73 €');
  await type(page, 'Tasso di interesse annuo (TAN)', '0');
  // rate 0: M = 150000 / 240 = 625
  await expectResult(page, 'monthlyPayment', '625,00 €');
  await expectResult(page, 'totalInterest', '0,00 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Importo del mutuo', '0');
  await expectResult(page, 'monthlyPayment', '790,24 €');
  await type(page, 'Importo del mutuo', 'abc');
  await expectResult(page, 'monthlyPayment', '790,24 €');
  await expectResult(page, 'totalAmount', '284.487,05 €');
  await type(page, 'Importo del mutuo', '200000');
  await type(page, 'Tasso di interesse annuo (TAN)', '-1');
  await expectResult(page, 'monthlyPayment', '790,24 €');
  await type(page, 'Tasso di interesse annuo (TAN)', '2,5');
  await type(page, 'Durata', '0');
  await expectResult(page, 'monthlyPayment', '790,24 €');
  await type(page, 'Durata', '-5');
  await expectResult(page, 'totalInterest', '84.487,05 €');
  await type(page, 'Durata', '30');
  // a non-number rate counts as 0, which is valid: M = 200000 / 360 = 555.5556
  await type(page, 'Tasso di interesse annuo (TAN)', 'abc');
  await expectResult(page, 'monthlyPayment', '555,56 €');
  // 555.5556 * 360 = 200000
  await expectResult(page, 'totalAmount', '200.000,00 €');
  await expectResult(page, 'totalInterest', '0,00 €');
});

test('shows the amortisation table of the first 12 months', async ({ page }) => {
  const table = page.getByRole('table', { name: caption });
  await expect(table.locator('caption')).toHaveText(caption);
  await expect(table.locator('thead th')).toHaveText(['Mese', 'Rata', 'Quota capitale', 'Quota interessi', 'Debito residuo']);
  await expect(table.locator('tbody tr')).toHaveCount(12);
  // month 1: interest = 200000 * 0.025/12 = 416.6667; principal = 790.2418 - 416.6667 = 373.5751;
  // balance = 200000 - 373.5751 = 199626.4249
  await expect(table.locator('tbody tr').first().locator('td')).toHaveText(['1', nb('790,24 €'), nb('373,58 €'), nb('416,67 €'), nb('199.626,42 €')]);
  // month 12 (balance rolled forward in python): principal 382.2260, interest 408.0158, balance 195465.3735
  await expect(table.locator('tbody tr').last().locator('td')).toHaveText(['12', nb('790,24 €'), nb('382,23 €'), nb('408,02 €'), nb('195.465,37 €')]);
});

test('a term of 0,5 years gives a 6-row table', async ({ page }) => {
  await type(page, 'Durata', '0,5');
  // n = 0.5*12 = 6; M = 200000*i / (1 - (1+i)^-6) with i = 0.025/12 = 33576.8104
  await expectResult(page, 'monthlyPayment', '33.576,81 €');
  await expect(page.locator('[data-result="monthlyPayment"] small')).toHaveText('6 rate mensili');
  // 33576.8104 * 6 = 201460.8625; interest 1460.8625
  await expectResult(page, 'totalAmount', '201.460,86 €');
  await expectResult(page, 'totalInterest', '1.460,86 €');
  const table = page.getByRole('table', { name: caption });
  // min(12, 6) = 6 rows
  await expect(table.locator('tbody tr')).toHaveCount(6);
  // month 1: interest 416.6667, principal 33576.8104 - 416.6667 = 33160.1438, balance 166839.8562
  await expect(table.locator('tbody tr').first().locator('td')).toHaveText(['1', nb('33.576,81 €'), nb('33.160,14 €'), nb('416,67 €'), nb('166.839,86 €')]);
  // month 6: interest 33507.0042 * i = 69.8063, principal 33507.0042, balance 0
  await expect(table.locator('tbody tr').last().locator('td')).toHaveText(['6', nb('33.576,81 €'), nb('33.507,00 €'), nb('69,81 €'), nb('0,00 €')]);
  await type(page, 'Durata', '1');
  // n = 12 again
  await expect(table.locator('tbody tr')).toHaveCount(12);
});

test('draws the capital/interest chart', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'Capitale e interessi totali' }).locator('canvas')).toBeVisible();
});
