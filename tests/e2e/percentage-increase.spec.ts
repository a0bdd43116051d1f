import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/percentuali/incremento-percentuale';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Incremento Percentuale');
  await expect(page.getByLabel('Valore iniziale', { exact: true })).toHaveValue('100');
  await expect(page.getByLabel('Valore finale', { exact: true })).toHaveValue('150');
  // change 150 - 100 = 50; 50 / |100| * 100 = 50 %; ratio 150 / 100 = 1.5
  await expectResult(page, 'percentageChange', '50,00%');
  await expectResult(page, 'changeType', 'Incremento');
  await expectResult(page, 'initialValue', '100,00');
  await expectResult(page, 'finalValue', '150,00');
  await expectResult(page, 'absoluteChange', '50,00');
  await expect(page.locator('[data-result="absoluteChange"] small')).toHaveText(nb('Il valore finale è 1,5 volte quello iniziale'));
  await expect(page.getByRole('img', { name: 'Valore iniziale e finale' }).locator('canvas')).toBeVisible();
  await expect(page.locator('aside.note')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals and thousands', async ({ page }) => {
  await type(page, 'Valore iniziale', '2,5');
  await type(page, 'Valore finale', '3,1');
  // 3.1 - 2.5 = 0.6; 0.6 / 2.5 * 100 = 24 %
  await expectResult(page, 'absoluteChange', '0,60');
  await expectResult(page, 'percentageChange', '24,00%');
  await expectResult(page, 'changeType', 'Incremento');

  await type(page, 'Valore iniziale', '1.500');
  await type(page, 'Valore finale', '1.234,56');
  // 1234.56 - 1500 = -265.44; -265.44 / 1500 * 100 = -17.696 %
  await expectResult(page, 'absoluteChange', '-265,44');
  await expectResult(page, 'percentageChange', '-17,70%');
  await expectResult(page, 'changeType', 'Diminuzione');
  await expectResult(page, 'initialValue', '1.500,00');
  await expectResult(page, 'finalValue', '1.234,56');

  await type(page, 'Valore finale', '1500');
  // equal values: 0 change
  await expectResult(page, 'absoluteChange', '0,00');
  await expectResult(page, 'percentageChange', '0,00%');
  await expectResult(page, 'changeType', 'Nessuna variazione');

  await type(page, 'Valore finale', '15.000');
  // 15000 - 1500 = 13500; 13500 / 1500 * 100 = 900 %
  await expectResult(page, 'absoluteChange', '13.500,00');
  await expectResult(page, 'percentageChange', '900,00%');
  await page.getByRole('button', { name: 'Calcola' }).click();
  await expectResult(page, 'percentageChange', '900,00%');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  // Guard: initial value not 0; empty or non-numeric text counts as 0
  for (const text of ['0', 'abc', '', '0,0']) {
    await type(page, 'Valore iniziale', text);
    await expectResult(page, 'percentageChange', '50,00%');
    await expectResult(page, 'initialValue', '100,00');
  }
  await type(page, 'Valore iniziale', '80');
  await type(page, 'Valore finale', '60');
  // (60 - 80) / 80 * 100 = -25 %
  await expectResult(page, 'percentageChange', '-25,00%');
  await expectResult(page, 'changeType', 'Diminuzione');
  // A final value of 0 is allowed: (0 - 80) / 80 * 100 = -100 %
  await type(page, 'Valore finale', '0');
  await expectResult(page, 'percentageChange', '-100,00%');
});

test('the swap button exchanges the two values', async ({ page }) => {
  await page.getByRole('button', { name: 'Inverti i valori' }).click();
  await expect(page.getByLabel('Valore iniziale', { exact: true })).toHaveValue('150');
  await expect(page.getByLabel('Valore finale', { exact: true })).toHaveValue('100');
  // (100 - 150) / 150 * 100 = -33.333 %; ratio 100 / 150 = 0.666667
  await expectResult(page, 'absoluteChange', '-50,00');
  await expectResult(page, 'percentageChange', '-33,33%');
  await expectResult(page, 'changeType', 'Diminuzione');
  await expect(page.locator('[data-result="absoluteChange"] small')).toHaveText(nb('Il valore finale è 0,666667 volte quello iniziale'));
});

test('negative values show the warning note', async ({ page }) => {
  const note = page.locator('aside.note', { hasText: 'Valori negativi' });
  await type(page, 'Valore iniziale', '-50');
  await type(page, 'Valore finale', '-25');
  // (-25 - (-50)) / |-50| * 100 = +50 %
  await expectResult(page, 'absoluteChange', '25,00');
  await expectResult(page, 'percentageChange', '50,00%');
  await expectResult(page, 'changeType', 'Incremento');
  await expect(note).toBeVisible();
  await expect(note).toHaveClass(/warning/);
  await type(page, 'Valore iniziale', '50');
  // (-25 - 50) / 50 * 100 = -150 %; the final value is still negative
  await expectResult(page, 'percentageChange', '-150,00%');
  await expect(note).toBeVisible();
  await type(page, 'Valore finale', '25');
  // (25 - 50) / 50 * 100 = -50 %
  await expectResult(page, 'percentageChange', '-50,00%');
  await expect(note).toHaveCount(0);
});
