import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/tasse/ammortamento-beni';

function schedule(page: Page) {
  return page.getByRole('table', { name: 'Piano di ammortamento' });
}

/** The rows of the schedule table: year, quota of the year, accumulated, residual. */
async function expectSchedule(page: Page, rows: string[][]): Promise<void> {
  const body = schedule(page).locator('tbody tr');
  await expect(body).toHaveCount(rows.length);
  for (const [i, row] of rows.entries()) await expect(body.nth(i).locator('td')).toHaveText(row.map(nb));
}

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Ammortamento Beni');
  await expect(page.getByRole('radio', { name: 'Lineare' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Accelerato' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Valore del bene', { exact: true })).toHaveValue('10000');
  await expect(page.getByLabel("Durata dell'ammortamento", { exact: true })).toHaveValue('5');
  // the rate only matters for the accelerated method
  await expect(page.getByLabel('Aliquota di ammortamento')).toHaveCount(0);
  // linear: 10000 / 5 = 2000; total 2000 * 5 = 10000; residual max(10000 - 10000, 0) = 0; 2000 / 10000 = 20 %
  await expectResult(page, 'yearlyQuota', '2.000,00 €');
  await expectResult(page, 'totalDepreciation', '10.000,00 €');
  await expectResult(page, 'residualValue', '0,00 €');
  await expectResult(page, 'equivalentRate', '20,00%');
  // residual after year y = 10000 - 2000 * y
  await expectSchedule(page, [
    ['1', '2.000,00 €', '2.000,00 €', '8.000,00 €'],
    ['2', '2.000,00 €', '4.000,00 €', '6.000,00 €'],
    ['3', '2.000,00 €', '6.000,00 €', '4.000,00 €'],
    ['4', '2.000,00 €', '8.000,00 €', '2.000,00 €'],
    ['5', '2.000,00 €', '10.000,00 €', '0,00 €'],
  ]);
  await expect(page.getByRole('img', { name: 'Valore residuo negli anni' }).locator('canvas')).toBeVisible();
  await expect(page.locator('aside.note')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals and thousands', async ({ page }) => {
  await type(page, 'Valore del bene', '1.234,56');
  // 1234.56 / 5 = 246.912
  await expectResult(page, 'yearlyQuota', '246,91 €');
  await expectResult(page, 'totalDepreciation', '1.234,56 €');
  await expectResult(page, 'residualValue', '0,00 €');

  await type(page, 'Valore del bene', '24.000');
  await type(page, "Durata dell'ammortamento", '4');
  // 24000 / 4 = 6000; 6000 / 24000 * 100 = 25 %
  await expectResult(page, 'yearlyQuota', '6.000,00 €');
  await expectResult(page, 'totalDepreciation', '24.000,00 €');
  await expectResult(page, 'equivalentRate', '25,00%');

  await type(page, 'Valore del bene', '10000');
  await type(page, "Durata dell'ammortamento", '2,5');
  // 10000 / 2.5 = 4000; total 4000 * 2.5 = 10000; 4000 / 10000 = 40 %
  await expectResult(page, 'yearlyQuota', '4.000,00 €');
  await expectResult(page, 'totalDepreciation', '10.000,00 €');
  await expectResult(page, 'equivalentRate', '40,00%');
  // rows up to ceil(2.5) = 3: residual 6000, 2000, max(10000 - 12000, 0) = 0; last quota 2000 - 0
  await expectSchedule(page, [
    ['1', '4.000,00 €', '4.000,00 €', '6.000,00 €'],
    ['2', '4.000,00 €', '8.000,00 €', '2.000,00 €'],
    ['3', '2.000,00 €', '10.000,00 €', '0,00 €'],
  ]);

  // Spec: an empty years field counts as 1 year: 10000 / 1 = 10000; 100 %
  await type(page, "Durata dell'ammortamento", '');
  await expectResult(page, 'yearlyQuota', '10.000,00 €');
  await expectResult(page, 'equivalentRate', '100,00%');
  await expectSchedule(page, [['1', '10.000,00 €', '10.000,00 €', '0,00 €']]);
});

test('the accelerated method uses the rate', async ({ page }) => {
  const accelerated = page.getByRole('radio', { name: 'Accelerato' });
  await accelerated.click();
  await expect(accelerated).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Lineare' })).toHaveAttribute('aria-checked', 'false');
  const rate = page.getByLabel('Aliquota di ammortamento', { exact: true });
  await expect(rate).toBeVisible();
  await expect(rate).toHaveValue('20');
  // 10000 * 20 / 100 = 2000; * 5 = 10000; residual 0
  await expectResult(page, 'yearlyQuota', '2.000,00 €');
  await expectResult(page, 'residualValue', '0,00 €');

  await type(page, 'Aliquota di ammortamento', '12');
  // 10000 * 12 / 100 = 1200; total 1200 * 5 = 6000; residual 10000 - 6000 = 4000
  await expectResult(page, 'yearlyQuota', '1.200,00 €');
  await expectResult(page, 'totalDepreciation', '6.000,00 €');
  await expectResult(page, 'residualValue', '4.000,00 €');
  await expectResult(page, 'equivalentRate', '12,00%');
  await expectSchedule(page, [
    ['1', '1.200,00 €', '1.200,00 €', '8.800,00 €'],
    ['2', '1.200,00 €', '2.400,00 €', '7.600,00 €'],
    ['3', '1.200,00 €', '3.600,00 €', '6.400,00 €'],
    ['4', '1.200,00 €', '4.800,00 €', '5.200,00 €'],
    ['5', '1.200,00 €', '6.000,00 €', '4.000,00 €'],
  ]);

  await type(page, 'Aliquota di ammortamento', '12,5');
  await type(page, 'Valore del bene', '8.000');
  await type(page, "Durata dell'ammortamento", '3');
  // 8000 * 12.5 / 100 = 1000; total 3000; residual 5000
  await expectResult(page, 'yearlyQuota', '1.000,00 €');
  await expectResult(page, 'totalDepreciation', '3.000,00 €');
  await expectResult(page, 'residualValue', '5.000,00 €');

  // back to linear: the rate field goes away and 8000 / 3 = 2666.67
  await page.getByRole('radio', { name: 'Lineare' }).click();
  await expect(page.getByLabel('Aliquota di ammortamento')).toHaveCount(0);
  await expectResult(page, 'yearlyQuota', '2.666,67 €');
  await expectResult(page, 'residualValue', '0,00 €');
});

test('a rate beyond the value warns and keeps the residual value at zero', async ({ page }) => {
  const note = page.locator('aside.note', { hasText: "Il bene si ammortizza prima della fine del periodo" });
  await page.getByRole('radio', { name: 'Accelerato' }).click();
  await expect(note).toHaveCount(0);
  await type(page, 'Aliquota di ammortamento', '25');
  // 10000 * 25 / 100 = 2500; total 2500 * 5 = 12500 (spec: quota x years); residual max(10000 - 12500, 0) = 0
  await expectResult(page, 'yearlyQuota', '2.500,00 €');
  await expectResult(page, 'totalDepreciation', '12.500,00 €');
  await expectResult(page, 'residualValue', '0,00 €');
  await expect(note).toBeVisible();
  await expect(note).toHaveClass(/warning/);
  // full in 10000 / 2500 = 4 years; excess 12500 - 10000 = 2500
  await expect(note).toContainText(nb('Con una quota di 2.500,00 € il bene è interamente ammortizzato in 4,0 anni.'));
  await expect(note).toContainText(nb('supera il valore del bene di 2.500,00 €'));
  // residual 7500, 5000, 2500, 0, 0: nothing is written off in year 5
  await expectSchedule(page, [
    ['1', '2.500,00 €', '2.500,00 €', '7.500,00 €'],
    ['2', '2.500,00 €', '5.000,00 €', '5.000,00 €'],
    ['3', '2.500,00 €', '7.500,00 €', '2.500,00 €'],
    ['4', '2.500,00 €', '10.000,00 €', '0,00 €'],
    ['5', '0,00 €', '10.000,00 €', '0,00 €'],
  ]);
});

test('an asset up to 516,46 € shows the full deduction note', async ({ page }) => {
  const note = page.locator('aside.note', { hasText: 'Bene di costo non superiore a 516,46 €' });
  await type(page, 'Valore del bene', '516,46');
  // 516.46 / 5 = 103.292
  await expectResult(page, 'yearlyQuota', '103,29 €');
  await expect(note).toBeVisible();
  await expect(note).toHaveClass(/info/);
  await type(page, 'Valore del bene', '516,47');
  // 516.47 / 5 = 103.294
  await expectResult(page, 'yearlyQuota', '103,29 €');
  await expect(note).toHaveCount(0);
  await type(page, 'Valore del bene', '500');
  // 500 / 5 = 100
  await expectResult(page, 'yearlyQuota', '100,00 €');
  await expect(note).toBeVisible();
});

test('an invalid input keeps the previous result', async ({ page }) => {
  // Guard: value above 0
  for (const text of ['0', '-100', 'abc', '']) {
    await type(page, 'Valore del bene', text);
    await expectResult(page, 'yearlyQuota', '2.000,00 €');
    await expectResult(page, 'totalDepreciation', '10.000,00 €');
  }
  await type(page, 'Valore del bene', '15.000');
  // 15000 / 5 = 3000
  await expectResult(page, 'yearlyQuota', '3.000,00 €');
  // Guard: years above 0 (text that is not a number counts as 1, like an empty field)
  for (const text of ['0', '-2']) {
    await type(page, "Durata dell'ammortamento", text);
    await expectResult(page, 'yearlyQuota', '3.000,00 €');
    await expectResult(page, 'totalDepreciation', '15.000,00 €');
  }
  // Accelerated with a negative rate is refused
  await type(page, "Durata dell'ammortamento", '5');
  await page.getByRole('radio', { name: 'Accelerato' }).click();
  // 15000 * 20 / 100 = 3000
  await expectResult(page, 'yearlyQuota', '3.000,00 €');
  await type(page, 'Aliquota di ammortamento', '-5');
  await expectResult(page, 'yearlyQuota', '3.000,00 €');
  await expectResult(page, 'residualValue', '0,00 €');
  await type(page, 'Aliquota di ammortamento', '10');
  // 15000 * 10 / 100 = 1500; total 7500; residual 7500
  await expectResult(page, 'yearlyQuota', '1.500,00 €');
  await expectResult(page, 'residualValue', '7.500,00 €');
});
