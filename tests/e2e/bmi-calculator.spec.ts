import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/salute/calcolatore-bmi';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore BMI');
  // 70 / 1.75^2 = 22.857 -> "22,9"; below 25: "Peso normale"
  await expectResult(page, 'bmi', '22,9');
  await expect(page.locator('[data-result="bmi"] small')).toHaveText('Peso normale');
  await expectResult(page, 'category', 'Peso normale');
  // 18.5 * 1.75^2 = 56.656; 24.9 * 1.75^2 = 76.256
  await expectResult(page, 'idealWeightMin', '56,7 kg');
  await expectResult(page, 'idealWeightMax', '76,3 kg');
  const normal = page.locator('aside.note.success');
  await expect(normal.locator('strong')).toHaveText("Il tuo peso è nell'intervallo normale");
  await expect(normal).toContainText('Per la tua altezza il peso normale va da 56,7 a 76,3 kg.');
  await expect(page.locator('aside.note.warning')).toHaveCount(0);
  await expect(page.locator('aside.note.danger')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Peso', '85,5');
  await type(page, 'Altezza', '170');
  // 85.5 / 1.7^2 = 29.585 -> "29,6", between 25 and 30: "Sovrappeso"
  await expectResult(page, 'bmi', '29,6');
  await expectResult(page, 'category', 'Sovrappeso');
  // 18.5 * 2.89 = 53.465; 24.9 * 2.89 = 71.961
  await expectResult(page, 'idealWeightMin', '53,5 kg');
  await expectResult(page, 'idealWeightMax', '72,0 kg');
  // 85.5 - 71.961 = 13.539 kg to lose
  const over = page.locator('aside.note.warning');
  await expect(over.locator('strong')).toHaveText('Sei nella fascia del sovrappeso');
  await expect(over).toContainText('servirebbero circa 13,5 kg in meno');
  await expect(page.locator('aside.note.success')).toHaveCount(0);

  await type(page, 'Peso', '110');
  await type(page, 'Altezza', '180');
  // 110 / 1.8^2 = 33.951 -> "34,0": "Obesità"; 110 - 24.9 * 3.24 = 110 - 80.676 = 29.324
  await expectResult(page, 'bmi', '34,0');
  await expectResult(page, 'category', 'Obesità');
  await expectResult(page, 'idealWeightMin', '59,9 kg');
  await expectResult(page, 'idealWeightMax', '80,7 kg');
  await expect(page.locator('aside.note.danger')).toContainText('servirebbero circa 29,3 kg in meno');

  await type(page, 'Peso', '48');
  await type(page, 'Altezza', '168');
  // 48 / 1.68^2 = 17.007 -> "17,0": "Sottopeso"; 18.5 * 2.8224 - 48 = 52.214 - 48 = 4.214
  await expectResult(page, 'bmi', '17,0');
  await expectResult(page, 'category', 'Sottopeso');
  const under = page.locator('aside.note.warning');
  await expect(under.locator('strong')).toHaveText("Sei sotto l'intervallo di peso normale");
  await expect(under).toContainText('servirebbero circa 4,2 kg in più');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Peso', '0');
  await expectResult(page, 'bmi', '22,9');
  await type(page, 'Peso', 'abc');
  await expectResult(page, 'bmi', '22,9');
  await expectResult(page, 'idealWeightMin', '56,7 kg');
  await type(page, 'Peso', '70');
  await type(page, 'Altezza', '-170');
  await expectResult(page, 'bmi', '22,9');
  await type(page, 'Altezza', '');
  await expectResult(page, 'bmi', '22,9');
  await expectResult(page, 'category', 'Peso normale');
  await type(page, 'Peso', '62,5');
  await type(page, 'Altezza', '160');
  // 62.5 / 1.6^2 = 24.414 -> "24,4": still "Peso normale"; 18.5 * 2.56 = 47.36; 24.9 * 2.56 = 63.744
  await expectResult(page, 'bmi', '24,4');
  await expectResult(page, 'category', 'Peso normale');
  await expectResult(page, 'idealWeightMin', '47,4 kg');
  await expectResult(page, 'idealWeightMax', '63,7 kg');
});

test('draws the weight chart and links to the calorie needs', async ({ page }) => {
  await expect(page.getByRole('img', { name: "Il tuo peso e l'intervallo di peso ideale" }).locator('canvas')).toBeVisible();
  await page.getByRole('link', { name: 'Calcola il fabbisogno calorico' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/salute\/fabbisogno-calorico$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Fabbisogno Calorico');
});
