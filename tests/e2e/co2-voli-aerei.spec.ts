import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/ambiente/co2-voli-aerei';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore CO2 Voli Aerei');
  // round trip: 1500 * 2 = 3000 km; 3000 * 0.09 = 270 kg
  await expectResult(page, 'co2Kg', '270 kg');
  // 270 / 1000 = 0.27 t
  await expectResult(page, 'co2Tonnes', '0,27 t');
  // 270 / 20 = 13.5 -> rounded up to 14 whole trees
  await expectResult(page, 'treesNeeded', '14');
  await expect(page.locator('[data-result="treesNeeded"] small')).toContainText('13,5 alberi arrotondati per eccesso');
  // 270 / 0.15 = 1800 km
  await expectResult(page, 'carKmEquivalent', '1.800 km');
  await expect(page.locator('[data-result="co2Kg"] small')).toHaveText('Andata e ritorno: 3.000 km in volo');
});

test('the trip type toggle switches between round trip and one way', async ({ page }) => {
  const trip = page.getByRole('switch', { name: 'Tipo di viaggio' });
  await expect(trip).toHaveAttribute('aria-checked', 'true');
  await expect(trip).toHaveText('Andata e ritorno');
  await trip.click();
  await expect(trip).toHaveAttribute('aria-checked', 'false');
  await expect(trip).toHaveText('Solo andata');
  // one way: 1500 * 0.09 = 135 kg; 0.135 t; 135 / 20 = 6.75 -> 7; 135 / 0.15 = 900 km
  await expectResult(page, 'co2Kg', '135 kg');
  await expectResult(page, 'co2Tonnes', '0,135 t');
  await expectResult(page, 'treesNeeded', '7');
  await expectResult(page, 'carKmEquivalent', '900 km');
  await expect(page.locator('[data-result="co2Kg"] small')).toHaveText('Solo andata: 1.500 km in volo');
  await trip.click();
  await expectResult(page, 'co2Kg', '270 kg');
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Distanza del volo', '1.234,5');
  // round trip: 1234.5 * 2 * 0.09 = 222.21 kg; 0.22221 t (up to 6 decimals below 1);
  // 222.21 / 20 = 11.1105 -> 12 trees; 222.21 / 0.15 = 1481.4 -> 1481 km
  await expectResult(page, 'co2Kg', '222,21 kg');
  await expectResult(page, 'co2Tonnes', '0,22221 t');
  await expectResult(page, 'treesNeeded', '12');
  await expectResult(page, 'carKmEquivalent', '1.481 km');
  await type(page, 'Distanza del volo', '6.900');
  // Italian thousands: 6900 * 2 * 0.09 = 1242 kg; 1.242 t -> 1,24; 1242 / 20 = 62.1 -> 63; 1242 / 0.15 = 8280
  await expectResult(page, 'co2Kg', '1.242 kg');
  await expectResult(page, 'co2Tonnes', '1,24 t');
  await expectResult(page, 'treesNeeded', '63');
  await expectResult(page, 'carKmEquivalent', '8.280 km');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Distanza del volo', '0');
  await expectResult(page, 'co2Kg', '270 kg');
  await type(page, 'Distanza del volo', '-500');
  await expectResult(page, 'co2Kg', '270 kg');
  await expectResult(page, 'treesNeeded', '14');
  // not a number counts as 0: the guard distance > 0 fails too
  await type(page, 'Distanza del volo', 'abc');
  await expectResult(page, 'co2Kg', '270 kg');
  await expectResult(page, 'carKmEquivalent', '1.800 km');
  await type(page, 'Distanza del volo', '2500');
  // 2500 * 2 * 0.09 = 450 kg
  await expectResult(page, 'co2Kg', '450 kg');
});

test('draws the comparison chart and links to the car calculator', async ({ page }) => {
  const chart = page.getByRole('img', { name: 'Emissioni del viaggio a confronto' });
  await expect(chart.locator('canvas')).toBeVisible();
  await page.getByRole('button', { name: 'Calcola', exact: true }).click();
  await expectResult(page, 'co2Kg', '270 kg');
  await page.getByRole('link', { name: "Calcola l'impronta CO2 dell'auto" }).click();
  await expect(page).toHaveURL(/\/calcolatori\/ambiente\/impronta-co2-auto$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Impronta CO2 Auto');
});
