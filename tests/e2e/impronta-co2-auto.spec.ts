import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/ambiente/impronta-co2-auto';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Impronta CO2 Auto');
  // litres 12000 * 6.5 / 100 = 780; kg 780 * 2.31 = 1801.8
  await expectResult(page, 'yearlyEmissions', '1.801,8 kg');
  // 1801.8 * 1000 / 12000 = 150.15 -> whole grams
  await expectResult(page, 'gramsPerKm', '150 g/km');
  await expectResult(page, 'fuelLitres', '780 litri');
  // 1801.8 / 1000 = 1.8018 -> 2 decimals
  await expect(page.locator('[data-result="yearlyEmissions"] small')).toHaveText("Pari a 1,80 tonnellate di CO2 all'anno");
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Consumo medio', '2,5');
  // 12000 * 2.5 / 100 = 300 l; 300 * 2.31 = 693 kg; 693 * 1000 / 12000 = 57.75 -> 58
  await expectResult(page, 'fuelLitres', '300 litri');
  await expectResult(page, 'yearlyEmissions', '693 kg');
  await expectResult(page, 'gramsPerKm', '58 g/km');
  await type(page, 'Fattore di emissione', '2,68');
  // diesel factor: 300 * 2.68 = 804 kg; 804 * 1000 / 12000 = 67
  await expectResult(page, 'yearlyEmissions', '804 kg');
  await expectResult(page, 'gramsPerKm', '67 g/km');
  await type(page, 'Chilometri percorsi all\'anno', '20.000');
  // Italian thousands: 20000 * 2.5 / 100 = 500 l; 500 * 2.68 = 1340 kg; 1340 * 1000 / 20000 = 67
  await expectResult(page, 'fuelLitres', '500 litri');
  await expectResult(page, 'yearlyEmissions', '1.340 kg');
  await expectResult(page, 'gramsPerKm', '67 g/km');
});

test('an invalid input keeps the previous result; zero km shows N/D per km', async ({ page }) => {
  await type(page, 'Consumo medio', '-1');
  await expectResult(page, 'yearlyEmissions', '1.801,8 kg');
  await expectResult(page, 'gramsPerKm', '150 g/km');
  await type(page, 'Consumo medio', '6,5');
  await type(page, 'Chilometri percorsi all\'anno', '-100');
  await expectResult(page, 'yearlyEmissions', '1.801,8 kg');
  await expectResult(page, 'fuelLitres', '780 litri');
  // 0 km passes the guard: 0 litres, 0 kg, and 0 * 1000 / 0 is not a number -> N/D
  await type(page, 'Chilometri percorsi all\'anno', '0');
  await expectResult(page, 'yearlyEmissions', '0 kg');
  await expectResult(page, 'fuelLitres', '0 litri');
  await expectResult(page, 'gramsPerKm', 'N/D');
});

test('draws the comparison chart and links to the flights calculator', async ({ page }) => {
  await expect(page.getByText('benzina 2,31 · diesel 2,68 · GPL 1,67', { exact: false })).toBeVisible();
  const chart = page.getByRole('img', { name: 'Emissioni annue a confronto con le alternative' });
  await expect(chart.locator('canvas')).toBeVisible();
  await page.getByRole('button', { name: 'Calcola', exact: true }).click();
  await expectResult(page, 'yearlyEmissions', '1.801,8 kg');
  await page.getByRole('link', { name: 'Calcola la CO2 di un volo' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/ambiente\/co2-voli-aerei$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore CO2 Voli Aerei');
});
