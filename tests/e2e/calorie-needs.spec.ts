import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/salute/fabbisogno-calorico';

function note(page: import('@playwright/test').Page, id: string) {
  return page.locator(`[data-result="${id}"] small`);
}

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Fabbisogno Calorico');
  await expect(page.getByRole('radio', { name: 'Uomo' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Livello di attività fisica')).toHaveValue('moderate');
  // man: 10*70 + 6.25*175 - 5*30 + 5 = 1648.75; * 1.55 = 2555.5625
  await expectResult(page, 'tdee', '2.556 kcal');
  await expect(note(page, 'tdee')).toHaveText('Metabolismo basale × 1,55 (livello di attività)');
  await expectResult(page, 'bmr', '1.649 kcal');
  // 2555.5625 - 500 = 2055.56; + 300 = 2855.56
  await expectResult(page, 'weightLoss', '2.056 kcal');
  await expectResult(page, 'weightGain', '2.856 kcal');
  // protein 2555.5625 * 0.2 = 511.11 kcal / 4 = 127.78 g; carbs * 0.5 = 1277.78 kcal / 4 = 319.45 g;
  // fats * 0.3 = 766.67 kcal / 9 = 85.19 g
  await expectResult(page, 'protein', '128 g');
  await expect(note(page, 'protein')).toHaveText('20% delle calorie (511 kcal)');
  await expectResult(page, 'carbs', '319 g');
  await expect(note(page, 'carbs')).toHaveText('50% delle calorie (1.278 kcal)');
  await expectResult(page, 'fats', '85 g');
  await expect(note(page, 'fats')).toHaveText('30% delle calorie (767 kcal)');
  await expect(page.locator('aside.note.warning')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await page.getByRole('radio', { name: 'Donna' }).click();
  await expect(page.getByRole('radio', { name: 'Donna' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Uomo' })).toHaveAttribute('aria-checked', 'false');
  // woman: 700 + 1093.75 - 150 - 161 = 1482.75; * 1.55 = 2298.2625
  await expectResult(page, 'bmr', '1.483 kcal');
  await expectResult(page, 'tdee', '2.298 kcal');
  await type(page, 'Peso', '72,5');
  // 725 + 1093.75 - 150 - 161 = 1507.75; * 1.55 = 2337.0125; -500 = 1837.01; +300 = 2637.01
  await expectResult(page, 'bmr', '1.508 kcal');
  await expectResult(page, 'tdee', '2.337 kcal');
  await expectResult(page, 'weightLoss', '1.837 kcal');
  await expectResult(page, 'weightGain', '2.637 kcal');
  await page.getByLabel('Livello di attività fisica').selectOption('active');
  // 1507.75 * 1.725 = 2600.87; protein 520.17 kcal / 4 = 130.04 g; carbs 1300.43 / 4 = 325.11 g;
  // fats 780.26 / 9 = 86.70 g
  await expectResult(page, 'tdee', '2.601 kcal');
  await expect(note(page, 'tdee')).toHaveText('Metabolismo basale × 1,725 (livello di attività)');
  await expectResult(page, 'weightLoss', '2.101 kcal');
  await expectResult(page, 'weightGain', '2.901 kcal');
  await expectResult(page, 'protein', '130 g');
  await expectResult(page, 'carbs', '325 g');
  await expectResult(page, 'fats', '87 g');
  await expectResult(page, 'bmr', '1.508 kcal');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Età', '0');
  await expectResult(page, 'tdee', '2.556 kcal');
  await type(page, 'Età', 'abc');
  await expectResult(page, 'tdee', '2.556 kcal');
  await expectResult(page, 'bmr', '1.649 kcal');
  await type(page, 'Età', '30');
  await type(page, 'Peso', '-70');
  await expectResult(page, 'tdee', '2.556 kcal');
  await type(page, 'Peso', '70');
  await type(page, 'Altezza', '');
  await expectResult(page, 'tdee', '2.556 kcal');
  await expectResult(page, 'weightLoss', '2.056 kcal');
  await type(page, 'Altezza', '180');
  // 700 + 6.25*180 - 150 + 5 = 1680; * 1.55 = 2604
  await expectResult(page, 'bmr', '1.680 kcal');
  await expectResult(page, 'tdee', '2.604 kcal');
});

test('warns when the weight-loss calories fall below the basal rate', async ({ page }) => {
  await page.getByRole('radio', { name: 'Donna' }).click();
  await type(page, 'Età', '45');
  await type(page, 'Peso', '62,5');
  await type(page, 'Altezza', '165');
  await page.getByLabel('Livello di attività fisica').selectOption({ label: 'Sedentario (poco o nessun esercizio)' });
  // 625 + 1031.25 - 225 - 161 = 1270.25; * 1.2 = 1524.3; - 500 = 1024.3 < 1270.25
  await expectResult(page, 'bmr', '1.270 kcal');
  await expectResult(page, 'tdee', '1.524 kcal');
  await expectResult(page, 'weightLoss', '1.024 kcal');
  const warning = page.locator('aside.note.warning');
  await expect(warning.locator('strong')).toHaveText('Attenzione al deficit');
  await expect(warning).toContainText('Le calorie per dimagrire (1.024 kcal) sono inferiori al tuo metabolismo basale (1.270 kcal).');
  await page.getByLabel('Livello di attività fisica').selectOption('extra');
  // 1270.25 * 1.9 = 2413.475; - 500 = 1913.48 > 1270.25: no warning
  await expectResult(page, 'tdee', '2.413 kcal');
  await expect(page.locator('aside.note.warning')).toHaveCount(0);
});

test('draws both charts and links to the macronutrients', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'Calorie giornaliere per obiettivo' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ripartizione delle calorie tra i macronutrienti' }).locator('canvas')).toBeVisible();
  await page.getByRole('link', { name: 'Calcola i macronutrienti' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/salute\/macronutrienti$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Macronutrienti');
});
