import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/energia-ambiente/risparmio-energetico-domestico';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Risparmio Energetico Domestico');
  // 900 * 0.25 = 225
  await expectResult(page, 'risparmioEconomico', '225,00 €');
  // 3000 - 2100 = 900
  await expectResult(page, 'kwhRisparmiati', '900 kWh/anno');
  // 800 / 225 = 3.5556 -> 1 decimal
  await expectResult(page, 'tempoRientro', '3,6 anni');
  // 900 / 3000 * 100 = 30
  await expectResult(page, 'riduzioneConsumi', '30,0%');
  const note = page.locator('aside.note.success');
  // 3.5556 * 12 = 42.67 months -> 43
  await expect(note.locator('strong')).toHaveText('La spesa si ripaga in circa 43 mesi');
  await expect(note).toContainText(nb('Ogni anno in bolletta spendi 225,00 € in meno'));
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Consumo annuo attuale', '4.500');
  await type(page, "Consumo annuo dopo l'intervento", '3200');
  await type(page, "Prezzo dell'energia", '0,30');
  await type(page, "Costo dell'intervento", '2500');
  // 4500 - 3200 = 1300 kWh; 1300 * 0.30 = 390; 2500 / 390 = 6.4103; 1300 / 4500 * 100 = 28.89
  await expectResult(page, 'kwhRisparmiati', '1.300 kWh/anno');
  await expectResult(page, 'risparmioEconomico', '390,00 €');
  await expectResult(page, 'tempoRientro', '6,4 anni');
  await expectResult(page, 'riduzioneConsumi', '28,9%');
  // 6.4103 * 12 = 76.92 -> 77
  await expect(page.locator('aside.note.success strong')).toHaveText('La spesa si ripaga in circa 77 mesi');
  await type(page, 'Consumo annuo attuale', '2700');
  await type(page, "Consumo annuo dopo l'intervento", '1.850,5');
  // 2700 - 1850.5 = 849.5 kWh; 849.5 * 0.30 = 254.85; 2500 / 254.85 = 9.8097; 849.5 / 2700 = 31.46%
  await expectResult(page, 'kwhRisparmiati', '849,5 kWh/anno');
  await expectResult(page, 'risparmioEconomico', '254,85 €');
  await expectResult(page, 'tempoRientro', '9,8 anni');
  await expectResult(page, 'riduzioneConsumi', '31,5%');
});

test('a price of 0 gives no saving, a payback of 0 and a warning', async ({ page }) => {
  await type(page, "Prezzo dell'energia", '0');
  // 900 * 0 = 0; spec: payback 0 when savings are 0
  await expectResult(page, 'risparmioEconomico', '0,00 €');
  await expectResult(page, 'kwhRisparmiati', '900 kWh/anno');
  await expectResult(page, 'tempoRientro', '0,0 anni');
  await expect(page.locator('aside.note.warning strong')).toHaveText('Nessun risparmio economico');
  await expect(page.locator('aside.note.success')).toHaveCount(0);
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, "Consumo annuo dopo l'intervento", '3000');
  await expectResult(page, 'risparmioEconomico', '225,00 €');
  await type(page, "Consumo annuo dopo l'intervento", '3500');
  await expectResult(page, 'kwhRisparmiati', '900 kWh/anno');
  await type(page, "Consumo annuo dopo l'intervento", '2100');
  // a non-number current consumption counts as 0, which is not above 2100
  await type(page, 'Consumo annuo attuale', 'abc');
  await expectResult(page, 'tempoRientro', '3,6 anni');
  await type(page, 'Consumo annuo attuale', '3000');
  await type(page, "Prezzo dell'energia", '-0,10');
  await expectResult(page, 'risparmioEconomico', '225,00 €');
  await type(page, "Prezzo dell'energia", '0,25');
  await type(page, "Costo dell'intervento", '-1');
  await expectResult(page, 'tempoRientro', '3,6 anni');
});

test('draws the before/after bar chart', async ({ page }) => {
  await expect(page.getByRole('img', { name: "Spesa annua per l'energia prima e dopo l'intervento" }).locator('canvas')).toBeVisible();
});
