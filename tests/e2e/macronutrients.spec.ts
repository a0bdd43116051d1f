import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/salute/macronutrienti';
const macrosCaption = 'Ripartizione dei macronutrienti';
const mealsCaption = 'Distribuzione nei pasti';

function note(page: Page, id: string) {
  return page.locator(`[data-result="${id}"] small`);
}

/** The rows of a table, each as its cells' texts. */
async function expectRows(page: Page, caption: string, rows: string[][]): Promise<void> {
  const body = page.getByRole('table', { name: caption }).locator('tbody tr');
  await expect(body).toHaveCount(rows.length);
  for (let i = 0; i < rows.length; i++) await expect(body.nth(i).locator('td')).toHaveText(rows[i]!);
}

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Macronutrienti');
  await expect(page.getByLabel('Obiettivo')).toHaveValue('maintenance');
  await expectResult(page, 'totalCalories', '2.000 kcal');
  // maintenance 25/45/30 of 2000: 500 kcal / 4 = 125 g; 900 / 4 = 225 g; 600 / 9 = 66.67 g
  await expectResult(page, 'protein', '125 g');
  await expect(note(page, 'protein')).toHaveText('500 kcal · 25% delle calorie');
  await expectResult(page, 'carbs', '225 g');
  await expect(note(page, 'carbs')).toHaveText('900 kcal · 45% delle calorie');
  await expectResult(page, 'fats', '67 g');
  await expect(note(page, 'fats')).toHaveText('600 kcal · 30% delle calorie');
  await expect(page.getByRole('table', { name: macrosCaption }).locator('thead th')).toHaveText(['Macronutriente', 'Percentuale', 'Calorie (kcal)', 'Grammi (g)']);
  await expectRows(page, macrosCaption, [
    ['Proteine', '25%', '500', '125'],
    ['Carboidrati', '45%', '900', '225'],
    ['Grassi', '30%', '600', '67'],
  ]);
  await expect(page.getByRole('table', { name: mealsCaption }).locator('thead th')).toHaveText(['Pasto', 'Quota', 'Calorie (kcal)', 'Proteine (g)', 'Carboidrati (g)', 'Grassi (g)']);
  // share of 125 / 225 / 66.67 g: 25% -> 31.25, 56.25, 16.67; 35% -> 43.75, 78.75, 23.33;
  // 30% -> 37.5, 67.5, 20; 10% -> 12.5, 22.5, 6.67 (halves round up)
  await expectRows(page, mealsCaption, [
    ['Colazione', '25%', '500', '31', '56', '17'],
    ['Pranzo', '35%', '700', '44', '79', '23'],
    ['Cena', '30%', '600', '38', '68', '20'],
    ['Spuntini', '10%', '200', '13', '23', '7'],
  ]);
});

test('recomputes on every change, accepting Italian numbers', async ({ page }) => {
  await type(page, 'Calorie giornaliere', '1.800');
  await page.getByLabel('Obiettivo').selectOption({ label: 'Dimagrimento (30/40/30)' });
  // 1800 * 30% = 540 kcal / 4 = 135 g; * 40% = 720 / 4 = 180 g; * 30% = 540 / 9 = 60 g
  await expectResult(page, 'totalCalories', '1.800 kcal');
  await expectResult(page, 'protein', '135 g');
  await expect(note(page, 'protein')).toHaveText('540 kcal · 30% delle calorie');
  await expectResult(page, 'carbs', '180 g');
  await expect(note(page, 'carbs')).toHaveText('720 kcal · 40% delle calorie');
  await expectResult(page, 'fats', '60 g');
  // meals: 135 / 180 / 60 g * 25% = 33.75, 45, 15; 35% = 47.25, 63, 21; 30% = 40.5, 54, 18; 10% = 13.5, 18, 6
  await expectRows(page, mealsCaption, [
    ['Colazione', '25%', '450', '34', '45', '15'],
    ['Pranzo', '35%', '630', '47', '63', '21'],
    ['Cena', '30%', '540', '41', '54', '18'],
    ['Spuntini', '10%', '180', '14', '18', '6'],
  ]);
  await type(page, 'Calorie giornaliere', '2.500,5');
  await page.getByLabel('Obiettivo').selectOption('keto');
  // keto 25/5/70 of 2500.5: 625.125 kcal / 4 = 156.28 g; 125.025 / 4 = 31.26 g; 1750.35 / 9 = 194.48 g
  await expectResult(page, 'totalCalories', '2.501 kcal');
  await expectResult(page, 'protein', '156 g');
  await expectResult(page, 'carbs', '31 g');
  await expect(note(page, 'carbs')).toHaveText('125 kcal · 5% delle calorie');
  await expectResult(page, 'fats', '194 g');
  await expect(note(page, 'fats')).toHaveText('1.750 kcal · 70% delle calorie');
  await expectRows(page, macrosCaption, [
    ['Proteine', '25%', '625', '156'],
    ['Carboidrati', '5%', '125', '31'],
    ['Grassi', '70%', '1.750', '194'],
  ]);
  const keto = page.locator('aside.note', { hasText: 'Dieta chetogenica' });
  await expect(keto).toContainText('i carboidrati scendono a circa 31 g al giorno');
  await page.getByLabel('Obiettivo').selectOption('maintenance');
  await expect(page.locator('aside.note', { hasText: 'Dieta chetogenica' })).toHaveCount(0);
});

test('the activity level does not change the result', async ({ page }) => {
  const activity = page.getByLabel('Livello di attività');
  await expect(activity).toHaveValue('moderate');
  await expect(activity.locator('option')).toHaveText(['Sedentario', 'Leggero', 'Moderato', 'Attivo', 'Atleta']);
  await expect(page.getByText('Non modifica il calcolo')).toBeVisible();
  await activity.selectOption({ label: 'Atleta' });
  await expect(activity).toHaveValue('athlete');
  await expectResult(page, 'protein', '125 g');
  await expectResult(page, 'carbs', '225 g');
  await expectResult(page, 'fats', '67 g');
  await activity.selectOption('sedentary');
  await expectResult(page, 'totalCalories', '2.000 kcal');
  await expectResult(page, 'protein', '125 g');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Calorie giornaliere', '0');
  await expectResult(page, 'totalCalories', '2.000 kcal');
  await type(page, 'Calorie giornaliere', '-1500');
  await expectResult(page, 'protein', '125 g');
  await type(page, 'Calorie giornaliere', 'abc');
  await expectResult(page, 'totalCalories', '2.000 kcal');
  await type(page, 'Calorie giornaliere', '');
  await expectResult(page, 'fats', '67 g');
  await expectRows(page, macrosCaption, [
    ['Proteine', '25%', '500', '125'],
    ['Carboidrati', '45%', '900', '225'],
    ['Grassi', '30%', '600', '67'],
  ]);
  await type(page, 'Calorie giornaliere', '2200');
  await page.getByLabel('Obiettivo').selectOption('muscle-gain');
  // 30/45/25 of 2200: 660 / 4 = 165 g; 990 / 4 = 247.5 -> 248 g; 550 / 9 = 61.1 g
  await expectResult(page, 'protein', '165 g');
  await expectResult(page, 'carbs', '248 g');
  await expectResult(page, 'fats', '61 g');
});

test('draws the pie chart and links to the calorie needs', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'Calorie per macronutriente' }).locator('canvas')).toBeVisible();
  await page.getByRole('link', { name: 'Calcola il fabbisogno calorico' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/salute\/fabbisogno-calorico$/);
});
