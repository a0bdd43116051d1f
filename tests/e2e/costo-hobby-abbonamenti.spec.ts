import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, result, type } from './helpers.ts';

const url = '/calcolatori/vita-quotidiana/costo-hobby-abbonamenti';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Costo Hobby e Abbonamenti');
  // monthly 30 + 15 + 25 = 70; yearly 70 * 12 = 840
  await expectResult(page, 'yearlyTotal', '840,00 €');
  await expectResult(page, 'monthlyTotal', '70,00 €');
  // 70 / 1500 * 100 = 4.6667 -> 1 decimal
  await expectResult(page, 'salaryPercentage', '4,7%');
  // a real salary is given: no "salary missing" note
  await expect(page.locator('aside.note', { hasText: 'Stipendio non indicato' })).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Palestra e sport', '2,5');
  // 2.5 + 15 + 25 = 42.5; 42.5 * 12 = 510; 42.5 / 1500 * 100 = 2.8333
  await expectResult(page, 'monthlyTotal', '42,50 €');
  await expectResult(page, 'yearlyTotal', '510,00 €');
  await expectResult(page, 'salaryPercentage', '2,8%');
  await type(page, 'Stipendio netto mensile', '850');
  // 42.5 / 850 * 100 = 5.0
  await expectResult(page, 'salaryPercentage', '5,0%');
  await type(page, 'Streaming', '1.015');
  // Italian thousands: 2.5 + 1015 + 25 = 1042.5; * 12 = 12510; 1042.5 / 850 * 100 = 122.647
  await expectResult(page, 'monthlyTotal', '1.042,50 €');
  await expectResult(page, 'yearlyTotal', '12.510,00 €');
  await expectResult(page, 'salaryPercentage', '122,6%');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Palestra e sport', '-10');
  await expectResult(page, 'yearlyTotal', '840,00 €');
  await expectResult(page, 'monthlyTotal', '70,00 €');
  await type(page, 'Palestra e sport', '30');
  await type(page, 'Stipendio netto mensile', '-1500');
  await expectResult(page, 'salaryPercentage', '4,7%');
  await expectResult(page, 'yearlyTotal', '840,00 €');
  // a non-number fee counts as 0, which is allowed: 30 + 15 + 0 = 45; 45 * 12 = 540;
  // 45 / 1500 * 100 = 3.0
  await type(page, 'Stipendio netto mensile', '1500');
  await type(page, 'Altri servizi', 'abc');
  await expectResult(page, 'monthlyTotal', '45,00 €');
  await expectResult(page, 'yearlyTotal', '540,00 €');
  await expectResult(page, 'salaryPercentage', '3,0%');
});

test('an empty salary counts as 1 and a note asks for it', async ({ page }) => {
  await type(page, 'Stipendio netto mensile', '');
  // 70 / 1 * 100 = 7000
  await expectResult(page, 'salaryPercentage', '7.000,0%');
  await expectResult(page, 'yearlyTotal', '840,00 €');
  const note = page.locator('aside.note.info', { hasText: 'Stipendio non indicato' });
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(nb('la percentuale è calcolata su 1 €'));
  // a typed 0 is used as 1 as well
  await type(page, 'Stipendio netto mensile', '0');
  await expectResult(page, 'salaryPercentage', '7.000,0%');
  await expect(note).toHaveCount(1);
  await type(page, 'Stipendio netto mensile', '2.000');
  // 70 / 2000 * 100 = 3.5
  await expectResult(page, 'salaryPercentage', '3,5%');
  await expect(note).toHaveCount(0);
});

test('draws the pie chart and links to the cash flow calculator', async ({ page }) => {
  await expect(result(page, 'yearlyTotal')).toBeVisible();
  const chart = page.getByRole('img', { name: 'Ripartizione della spesa mensile' });
  await expect(chart.locator('canvas')).toBeVisible();
  await page.getByRole('button', { name: 'Calcola', exact: true }).click();
  await expectResult(page, 'yearlyTotal', '840,00 €');
  await page.getByRole('link', { name: 'Calcola il cash flow mensile' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/finanza\/cashflow-mensile$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Cash Flow Mensile');
});
