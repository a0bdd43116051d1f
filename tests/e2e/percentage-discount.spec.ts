import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, result, type } from './helpers.ts';

const url = '/calcolatori/percentuali/sconto-percentuale';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Sconto Percentuale');
  await expect(page.getByLabel('Prezzo originale', { exact: true })).toHaveValue('100');
  await expect(page.getByLabel('Percentuale di sconto', { exact: true })).toHaveValue('20');
  // discountAmount = 100 * 20 / 100 = 20; finalPrice = 100 - 20 = 80
  await expectResult(page, 'finalPrice', '80,00 €');
  await expectResult(page, 'discountAmount', '20,00 €');
  await expectResult(page, 'savings', '20,00 €');
  await expectResult(page, 'originalPrice', '100,00 €');
  await expectResult(page, 'discountPercentage', '20,00%');
  // 20 is in [15, 30)
  await expectResult(page, 'discountLabel', 'Buon Sconto');
  // payShare = 100 - 20 = 80 %
  await expect(page.locator('[data-result="savings"] small')).toHaveText(nb('Quota del prezzo di listino che paghi: 80,00%'));
  await expect(page.getByRole('img', { name: 'Prezzo finale e risparmio' }).locator('canvas')).toBeVisible();
  // The empty-results text is not shown once a result exists.
  await expect(page.getByText('Inserisci i dati per vedere i risultati.')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals and thousands', async ({ page }) => {
  await type(page, 'Prezzo originale', '59,90');
  await type(page, 'Percentuale di sconto', '30');
  // 59.90 * 30 / 100 = 17.97; 59.90 - 17.97 = 41.93
  await expectResult(page, 'discountAmount', '17,97 €');
  await expectResult(page, 'finalPrice', '41,93 €');
  await expectResult(page, 'discountLabel', 'Grande Sconto!');

  await type(page, 'Prezzo originale', '1.250');
  await type(page, 'Percentuale di sconto', '2,5');
  // 1250 * 2.5 / 100 = 31.25; 1250 - 31.25 = 1218.75 (4-digit numbers have no separator)
  await expectResult(page, 'discountAmount', '31,25 €');
  await expectResult(page, 'finalPrice', '1.218,75 €');
  await expectResult(page, 'originalPrice', '1.250,00 €');
  await expectResult(page, 'discountPercentage', '2,50%');
  await expectResult(page, 'discountLabel', 'Piccolo Sconto');
  // payShare = 100 - 2.5 = 97.5 %
  await expect(page.locator('[data-result="savings"] small')).toHaveText(nb('Quota del prezzo di listino che paghi: 97,50%'));

  // The Calcola button gives the same result.
  await page.getByRole('button', { name: 'Calcola' }).click();
  await expectResult(page, 'finalPrice', '1.218,75 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  // Guard price > 0
  await type(page, 'Prezzo originale', '0');
  await expectResult(page, 'finalPrice', '80,00 €');
  await type(page, 'Prezzo originale', '-10');
  await expectResult(page, 'finalPrice', '80,00 €');
  // "abc" counts as 0: fails price > 0
  await type(page, 'Prezzo originale', 'abc');
  await expectResult(page, 'finalPrice', '80,00 €');
  await expectResult(page, 'originalPrice', '100,00 €');
  await page.getByRole('button', { name: 'Calcola' }).click();
  await expectResult(page, 'finalPrice', '80,00 €');

  await type(page, 'Prezzo originale', '200');
  // 200 * 20 / 100 = 40; 200 - 40 = 160
  await expectResult(page, 'finalPrice', '160,00 €');
  // Guard discount >= 0
  await type(page, 'Percentuale di sconto', '-5');
  await expectResult(page, 'finalPrice', '160,00 €');
  await expectResult(page, 'discountPercentage', '20,00%');
  // A non-number discount counts as 0, which is allowed: no discount at all
  await type(page, 'Percentuale di sconto', 'abc');
  // 200 * 0 / 100 = 0; 200 - 0 = 200
  await expectResult(page, 'finalPrice', '200,00 €');
  await expectResult(page, 'discountAmount', '0,00 €');
  await expectResult(page, 'discountLabel', 'Nessuno Sconto');
});

test('labels the discount by its thresholds', async ({ page }) => {
  const cases: [string, string, string][] = [
    // [discount, label, final price of 100 € = 100 - 100 * d / 100]
    ['50', 'Sconto Eccezionale!', '50,00 €'], // 50 >= 50
    ['49,9', 'Grande Sconto!', '50,10 €'], // 30 <= 49.9 < 50; 100 - 49.9 = 50.1
    ['30', 'Grande Sconto!', '70,00 €'], // 30 >= 30
    ['29,9', 'Buon Sconto', '70,10 €'], // 15 <= 29.9 < 30; 100 - 29.9 = 70.1
    ['15', 'Buon Sconto', '85,00 €'], // 15 >= 15
    ['14,9', 'Piccolo Sconto', '85,10 €'], // 0 < 14.9 < 15; 100 - 14.9 = 85.1
    ['5', 'Piccolo Sconto', '95,00 €'], // 0 < 5 < 15
    ['0', 'Nessuno Sconto', '100,00 €'], // not above 0
    ['100', 'Sconto Eccezionale!', '0,00 €'], // 100 - 100 = 0
  ];
  for (const [discount, label, finalPrice] of cases) {
    await type(page, 'Percentuale di sconto', discount);
    await expectResult(page, 'finalPrice', finalPrice);
    await expectResult(page, 'discountLabel', label);
  }
});

test('a discount above 100 % shows the warning note and hides the chart', async ({ page }) => {
  const note = page.locator('aside.note', { hasText: 'Sconto superiore al 100%' });
  const chart = page.getByRole('img', { name: 'Prezzo finale e risparmio' });
  await expect(chart).toBeVisible();
  await expect(note).toHaveCount(0);
  await type(page, 'Percentuale di sconto', '120');
  // 100 * 120 / 100 = 120; 100 - 120 = -20
  await expectResult(page, 'discountAmount', '120,00 €');
  await expect(result(page, 'finalPrice')).toHaveText(/^-20,00\u00a0€$/);
  await expectResult(page, 'discountLabel', 'Sconto Eccezionale!');
  await expect(note).toBeVisible();
  await expect(note).toContainText('Con uno sconto oltre il 100% il prezzo finale diventa negativo.');
  await expect(note).toHaveClass(/warning/);
  await expect(chart).toHaveCount(0);
  await type(page, 'Percentuale di sconto', '100');
  await expect(note).toHaveCount(0);
  await expect(chart).toBeVisible();
});
