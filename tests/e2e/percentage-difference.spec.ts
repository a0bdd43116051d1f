import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/percentuali/differenza-percentuale';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Differenza Percentuale');
  await expect(page.getByLabel('Primo valore', { exact: true })).toHaveValue('80');
  await expect(page.getByLabel('Secondo valore', { exact: true })).toHaveValue('120');
  // |80 - 120| = 40; mean (80 + 120) / 2 = 100; 40 / 100 * 100 = 40 %
  await expectResult(page, 'percentageDifference', '40,00%');
  await expectResult(page, 'value1', '80,00');
  await expectResult(page, 'value2', '120,00');
  await expectResult(page, 'absoluteDifference', '40,00');
  await expect(page.locator('[data-result="absoluteDifference"] small')).toHaveText(nb('Media dei due valori: 100,00'));
  // (120 - 80) / 80 * 100 = 50 %; (80 - 120) / 120 * 100 = -33.333 %
  await expectResult(page, 'relativeToFirst', '50,00%');
  await expectResult(page, 'relativeToSecond', '-33,33%');
  await expect(page.getByRole('img', { name: 'Confronto tra i due valori' }).locator('canvas')).toBeVisible();
  await expect(page.locator('aside.note')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals and thousands', async ({ page }) => {
  await type(page, 'Primo valore', '2,5');
  await type(page, 'Secondo valore', '4');
  // |2.5 - 4| = 1.5; mean 3.25; 1.5 / 3.25 * 100 = 46.1538 %
  // (4 - 2.5) / 2.5 * 100 = 60 %; (2.5 - 4) / 4 * 100 = -37.5 %
  await expectResult(page, 'absoluteDifference', '1,50');
  await expectResult(page, 'percentageDifference', '46,15%');
  await expectResult(page, 'relativeToFirst', '60,00%');
  await expectResult(page, 'relativeToSecond', '-37,50%');

  await type(page, 'Primo valore', '1.200');
  await type(page, 'Secondo valore', '1.500');
  // |1200 - 1500| = 300; mean 1350 (4 digits: no separator); 300 / 1350 * 100 = 22.2222 %
  // (1500 - 1200) / 1200 * 100 = 25 %; (1200 - 1500) / 1500 * 100 = -20 %
  await expectResult(page, 'value1', '1.200,00');
  await expectResult(page, 'value2', '1.500,00');
  await expectResult(page, 'absoluteDifference', '300,00');
  await expectResult(page, 'percentageDifference', '22,22%');
  await expectResult(page, 'relativeToFirst', '25,00%');
  await expectResult(page, 'relativeToSecond', '-20,00%');
  await expect(page.locator('[data-result="absoluteDifference"] small')).toHaveText(nb('Media dei due valori: 1.350,00'));

  await type(page, 'Secondo valore', '-1.200');
  // opposite signs: |1200 - (-1200)| = 2400; mean of absolute values (1200 + 1200) / 2 = 1200; 200 %
  // (-1200 - 1200) / 1200 * 100 = -200 %; (1200 + 1200) / 1200 * 100 = 200 %
  await expectResult(page, 'absoluteDifference', '2.400,00');
  await expectResult(page, 'percentageDifference', '200,00%');
  await expectResult(page, 'relativeToFirst', '-200,00%');
  await expectResult(page, 'relativeToSecond', '200,00%');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Primo valore', '0');
  // one value at 0 is allowed: |0 - 120| = 120; mean 60; 200 %; relative to 0 is N/D
  // (0 - 120) / 120 * 100 = -100 %
  await expectResult(page, 'percentageDifference', '200,00%');
  await expectResult(page, 'relativeToFirst', 'N/D');
  await expectResult(page, 'relativeToSecond', '-100,00%');
  const note = page.locator('aside.note', { hasText: 'Un valore è zero' });
  await expect(note).toBeVisible();
  await expect(note).toHaveClass(/warning/);
  // Guard: not both values 0 (empty or non-numeric text counts as 0)
  for (const text of ['0', 'abc', '']) {
    await type(page, 'Secondo valore', text);
    await expectResult(page, 'percentageDifference', '200,00%');
    await expectResult(page, 'value2', '120,00');
    await expectResult(page, 'relativeToFirst', 'N/D');
  }
  await type(page, 'Primo valore', '50');
  // first 50, second empty = 0: |50 - 0| = 50; mean 25; 200 %; (0 - 50) / 50 * 100 = -100 %; relative to 0: N/D
  await expectResult(page, 'value2', '0,00');
  await expectResult(page, 'relativeToFirst', '-100,00%');
  await expectResult(page, 'relativeToSecond', 'N/D');
  await type(page, 'Secondo valore', '75');
  // |50 - 75| = 25; mean 62.5; 40 %; (75 - 50) / 50 * 100 = 50 %; (50 - 75) / 75 * 100 = -33.33 %
  await expectResult(page, 'percentageDifference', '40,00%');
  await expectResult(page, 'relativeToFirst', '50,00%');
  await expectResult(page, 'relativeToSecond', '-33,33%');
  await expect(note).toHaveCount(0);
});

test('the swap button exchanges the two values', async ({ page }) => {
  await page.getByRole('button', { name: 'Scambia i valori' }).click();
  await expect(page.getByLabel('Primo valore', { exact: true })).toHaveValue('120');
  await expect(page.getByLabel('Secondo valore', { exact: true })).toHaveValue('80');
  // the difference on the mean does not depend on the order: 40 %
  await expectResult(page, 'percentageDifference', '40,00%');
  // (80 - 120) / 120 * 100 = -33.33 %; (120 - 80) / 80 * 100 = 50 %
  await expectResult(page, 'relativeToFirst', '-33,33%');
  await expectResult(page, 'relativeToSecond', '50,00%');
  await expectResult(page, 'value1', '120,00');
});
