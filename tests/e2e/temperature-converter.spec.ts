import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/conversioni/convertitore-temperature';

/** The four scales and the context label, as shown. */
async function expectScales(page: Page, c: string, f: string, k: string, r: string, context: string): Promise<void> {
  await expectResult(page, 'celsius', `${c} °C`);
  await expectResult(page, 'fahrenheit', `${f} °F`);
  await expectResult(page, 'kelvin', `${k} K`);
  await expectResult(page, 'rankine', `${r} °R`);
  await expectResult(page, 'context', context);
}

function scale(page: Page) {
  return page.getByLabel('Scala di partenza');
}

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Convertitore di Temperature');
  await expect(page.getByLabel('Temperatura', { exact: true })).toHaveValue('25');
  await expect(scale(page)).toHaveValue('celsius');
  await expect(scale(page).locator('option')).toHaveText(['Gradi Celsius (°C)', 'Gradi Fahrenheit (°F)', 'Kelvin (K)', 'Gradi Rankine (°R)']);
  // 25 °C: F = 25 * 9/5 + 32 = 77; K = 25 + 273.15 = 298.15; R = 298.15 * 9/5 = 536.67; 20 < 25 <= 25
  await expectScales(page, '25,00', '77,00', '298,15', '536,67', 'Piacevole');
  await expect(page.locator('aside.note')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals and thousands', async ({ page }) => {
  await type(page, 'Temperatura', '2,5');
  // F = 2.5 * 1.8 + 32 = 36.5; K = 275.65; R = 275.65 * 1.8 = 496.17; 0 < 2.5 <= 10
  await expectScales(page, '2,50', '36,50', '275,65', '496,17', 'Molto freddo');

  await type(page, 'Temperatura', '1.000');
  // F = 1000 * 1.8 + 32 = 1832; K = 1273.15; R = 1273.15 * 1.8 = 2291.67 (4 digits: no separator)
  await expectScales(page, '1.000,00', '1.832,00', '1.273,15', '2.291,67', 'Caldo estremo');

  await type(page, 'Temperatura', '-40');
  // F = -40 * 1.8 + 32 = -40; K = 233.15; R = 233.15 * 1.8 = 419.67; -40 <= -40
  await expectScales(page, '-40,00', '-40,00', '233,15', '419,67', 'Freddo estremo');

  await page.getByRole('button', { name: 'Calcola' }).click();
  await expectResult(page, 'fahrenheit', '-40,00 °F');
});

test('converts from every starting scale', async ({ page }) => {
  await scale(page).selectOption({ label: 'Gradi Fahrenheit (°F)' });
  await type(page, 'Temperatura', '98,6');
  // C = (98.6 - 32) * 5/9 = 37; K = 310.15; R = 310.15 * 1.8 = 558.27; 35 < 37 <= 40
  await expectScales(page, '37,00', '98,60', '310,15', '558,27', 'Torrido');

  await scale(page).selectOption({ label: 'Kelvin (K)' });
  await type(page, 'Temperatura', '300');
  // C = 300 - 273.15 = 26.85; F = 26.85 * 1.8 + 32 = 80.33; R = 300 * 1.8 = 540; 25 < 26.85 <= 30
  await expectScales(page, '26,85', '80,33', '300,00', '540,00', 'Caldo');

  await scale(page).selectOption({ label: 'Gradi Rankine (°R)' });
  await type(page, 'Temperatura', '671,67');
  // C = (671.67 - 491.67) * 5/9 = 100; F = 212; K = 373.15; above 40
  await expectScales(page, '100,00', '212,00', '373,15', '671,67', 'Caldo estremo');
});

test('labels the temperature by its Celsius thresholds', async ({ page }) => {
  const cases: [string, string, string][] = [
    // [typed °C, shown °C, label]: each "up to" bound is included
    ['-40,5', '-40,50', 'Freddo estremo'],
    ['-40', '-40,00', 'Freddo estremo'],
    ['-39,9', '-39,90', 'Congelamento'],
    ['0', '0,00', 'Congelamento'],
    ['0,1', '0,10', 'Molto freddo'],
    ['10', '10,00', 'Molto freddo'],
    ['10,1', '10,10', 'Fresco'],
    ['20', '20,00', 'Fresco'],
    ['20,1', '20,10', 'Piacevole'],
    ['25', '25,00', 'Piacevole'],
    ['25,1', '25,10', 'Caldo'],
    ['30', '30,00', 'Caldo'],
    ['30,5', '30,50', 'Molto caldo'],
    ['35', '35,00', 'Molto caldo'],
    ['35,1', '35,10', 'Torrido'],
    ['40', '40,00', 'Torrido'],
    ['40,1', '40,10', 'Caldo estremo'],
  ];
  for (const [typed, shown, label] of cases) {
    await type(page, 'Temperatura', typed);
    await expectResult(page, 'celsius', `${shown} °C`);
    await expectResult(page, 'context', label);
  }
});

test('an invalid input keeps the previous result', async ({ page }) => {
  // Guard: not below absolute zero (-273.15 °C)
  await type(page, 'Temperatura', '-300');
  await expectScales(page, '25,00', '77,00', '298,15', '536,67', 'Piacevole');
  await type(page, 'Temperatura', '-273,16');
  await expectResult(page, 'celsius', '25,00 °C');
  // Non-numeric text counts as 0 °C, a valid temperature: F = 32; K = 273.15; R = 491.67
  await type(page, 'Temperatura', 'abc');
  await expectScales(page, '0,00', '32,00', '273,15', '491,67', 'Congelamento');

  await type(page, 'Temperatura', '20');
  // F = 68; K = 293.15; R = 527.67; 10 < 20 <= 20
  await expectScales(page, '20,00', '68,00', '293,15', '527,67', 'Fresco');
  // 20 K is valid, but -1 K and -460 °F are below absolute zero
  await scale(page).selectOption({ label: 'Kelvin (K)' });
  // 20 K: C = -253.15; F = -253.15 * 1.8 + 32 = -423.67; R = 36
  await expectScales(page, '-253,15', '-423,67', '20,00', '36,00', 'Freddo estremo');
  await type(page, 'Temperatura', '-1');
  await expectResult(page, 'kelvin', '20,00 K');
  await type(page, 'Temperatura', '-460');
  await expectResult(page, 'kelvin', '20,00 K');
  // -460 °F is below -459.67 °F as well
  await scale(page).selectOption({ label: 'Gradi Fahrenheit (°F)' });
  await expectResult(page, 'kelvin', '20,00 K');
  await expectResult(page, 'fahrenheit', '-423,67 °F');
});

test('absolute zero itself is accepted and shows a note', async ({ page }) => {
  const note = page.locator('aside.note', { hasText: 'Zero assoluto' });
  await scale(page).selectOption({ label: 'Gradi Fahrenheit (°F)' });
  await type(page, 'Temperatura', '-459,67');
  // C = (-459.67 - 32) * 5/9 = -273.15; K = 0; R = 0
  await expectScales(page, '-273,15', '-459,67', '0,00', '0,00', 'Freddo estremo');
  await expect(note).toBeVisible();
  await expect(note).toHaveClass(/info/);
  await expect(note).toContainText(nb('Hai inserito lo zero assoluto (-459,67 °F)'));
  await type(page, 'Temperatura', '-400');
  // C = (-400 - 32) * 5/9 = -240; K = 33.15; R = 59.67
  await expectScales(page, '-240,00', '-400,00', '33,15', '59,67', 'Freddo estremo');
  await expect(note).toHaveCount(0);
});
