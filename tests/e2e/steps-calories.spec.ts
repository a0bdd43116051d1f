import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/salute/passi-calorie';

function note(page: Page, id: string) {
  return page.locator(`[data-result="${id}"] small`);
}

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Passi e Calorie');
  await expect(page.getByLabel('Andatura')).toHaveValue('moderate');
  // stride 175 * 0.413 / 100 = 0.72275 m; 10000 * 0.72275 / 1000 = 7.2275 km
  await expectResult(page, 'distance', '7,23 km');
  await expect(note(page, 'distance')).toHaveText('Lunghezza del passo stimata: 0,72 m');
  // 10000 * 0.045 * 70 * 0.001 = 31.5 kcal
  await expectResult(page, 'calories', '31,5 kcal');
  // 10000 / 100 = 100 min = 1 h 40 min
  await expectResult(page, 'activeTime', '100 min');
  await expect(note(page, 'activeTime')).toHaveText('1 h 40 min a 100 passi al minuto');
  // 10000 is not below 10000 but below 12500: "Attivo"
  await expectResult(page, 'activityLevel', 'Attivo');
  // weekly: 70000 steps; 7.2275 * 7 = 50.5925 km; 31.5 * 7 = 220.5 kcal; 700 min = 11 h 40 min
  await expectResult(page, 'totalSteps', '70.000');
  await expectResult(page, 'totalDistance', '50,59 km');
  await expectResult(page, 'totalCalories', '220,5 kcal');
  await expectResult(page, 'totalActiveTime', '700 min');
  await expect(note(page, 'totalActiveTime')).toHaveText('11 h 40 min');
  await expect(page.locator('aside.note.success strong')).toHaveText('Obiettivo standard raggiunto');
  await expect(page.locator('aside.note.info')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian numbers', async ({ page }) => {
  await type(page, 'Passi al giorno', '6.000');
  await type(page, 'Peso', '82');
  await type(page, 'Altezza', '168');
  await page.getByLabel('Andatura').selectOption({ label: 'Lenta (~3 km/h)' });
  // stride 168 * 0.413 / 100 = 0.69384 m; 6000 * 0.69384 / 1000 = 4.16304 km
  await expectResult(page, 'distance', '4,16 km');
  await expect(note(page, 'distance')).toHaveText('Lunghezza del passo stimata: 0,69 m');
  // 6000 * 0.035 * 82 * 0.001 = 17.22 kcal
  await expectResult(page, 'calories', '17,2 kcal');
  // 6000 / 80 = 75 min
  await expectResult(page, 'activeTime', '75 min');
  await expect(note(page, 'activeTime')).toHaveText('1 h 15 min a 80 passi al minuto');
  await expectResult(page, 'activityLevel', 'Poco Attivo');
  // weekly: 42000; 4.16304 * 7 = 29.14128; 17.22 * 7 = 120.54; 75 * 7 = 525 min = 8 h 45 min
  await expectResult(page, 'totalSteps', '42.000');
  await expectResult(page, 'totalDistance', '29,14 km');
  await expectResult(page, 'totalCalories', '120,5 kcal');
  await expect(note(page, 'totalActiveTime')).toHaveText('8 h 45 min');
  // 7500 - 6000 = 1500 steps to the base goal
  await expect(page.locator('aside.note.info')).toContainText('Ti mancano 1.500 passi');
  await expect(page.locator('aside.note.success')).toHaveCount(0);

  await page.getByLabel('Andatura').selectOption('fast');
  // fast: 6000 * 0.065 * 82 * 0.001 = 31.98 kcal; 6000 / 140 = 42.86 min -> 43 min (under an hour)
  await expectResult(page, 'calories', '32,0 kcal');
  await expectResult(page, 'activeTime', '43 min');
  await expect(note(page, 'activeTime')).toHaveText('43 min a 140 passi al minuto');
  // the pace does not change the distance
  await expectResult(page, 'distance', '4,16 km');
  // 42.857 * 7 = 300 min = 5 h 0 min; 31.98 * 7 = 223.86 kcal
  await expectResult(page, 'totalActiveTime', '300 min');
  await expect(note(page, 'totalActiveTime')).toHaveText('5 h 0 min');
  await expectResult(page, 'totalCalories', '223,9 kcal');

  await type(page, 'Peso', '72,5');
  // 6000 * 0.065 * 72.5 * 0.001 = 28.275 kcal -> "28,3"
  await expectResult(page, 'calories', '28,3 kcal');
});

test('classifies the daily steps into the five activity levels', async ({ page }) => {
  const levels: [string, string][] = [
    ['4999', 'Sedentario'],
    ['5000', 'Poco Attivo'],
    ['7499', 'Poco Attivo'],
    ['7500', 'Moderatamente Attivo'],
    ['9999', 'Moderatamente Attivo'],
    ['12499', 'Attivo'],
    ['12.500', 'Molto Attivo'],
  ];
  for (const [steps, level] of levels) {
    await type(page, 'Passi al giorno', steps);
    await expectResult(page, 'activityLevel', level);
  }
  // 15000 steps: 15000 * 0.72275 / 1000 = 10.84 km; 15000 * 0.045 * 70 * 0.001 = 47.25 kcal -> "47,3"
  await type(page, 'Passi al giorno', '15000');
  await expectResult(page, 'distance', '10,84 km');
  await expectResult(page, 'calories', '47,3 kcal');
  await expectResult(page, 'activityLevel', 'Molto Attivo');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Passi al giorno', '0');
  await expectResult(page, 'distance', '7,23 km');
  await type(page, 'Passi al giorno', 'abc');
  await expectResult(page, 'distance', '7,23 km');
  await expectResult(page, 'calories', '31,5 kcal');
  await type(page, 'Passi al giorno', '10000');
  await type(page, 'Peso', '');
  await expectResult(page, 'calories', '31,5 kcal');
  await type(page, 'Peso', '70');
  await type(page, 'Altezza', '-175');
  await expectResult(page, 'distance', '7,23 km');
  await expectResult(page, 'activityLevel', 'Attivo');
  await type(page, 'Altezza', '160');
  // 160 * 0.413 / 100 = 0.6608 m; 10000 * 0.6608 / 1000 = 6.608 km
  await expectResult(page, 'distance', '6,61 km');
});

test('draws the steps chart', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'I tuoi passi e gli obiettivi' }).locator('canvas')).toBeVisible();
});
