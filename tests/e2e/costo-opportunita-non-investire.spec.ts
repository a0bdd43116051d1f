import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/finanza/costo-opportunita-non-investire';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Costo Opportunità del Non Investire');
  // deposits at year end: 10000 * 1.05^10 + 2400 * (1.05^10 - 1) / 0.05 = 16288.9463 + 30186.9421 = 46475.8884
  await expectResult(page, 'investedValue', '46.475,89 €');
  // 10000 + 200 * 12 * 10 = 34000
  await expectResult(page, 'idleCash', '34.000,00 €');
  // 46475.8884 - 34000 = 12475.8884
  await expectResult(page, 'opportunityCost', '12.475,89 €');
  // 12475.8884 / 34000 * 100 = 36.6938
  await expectResult(page, 'percentageDifference', '36,69%');
  const note = page.locator('aside.note.warning');
  await expect(note.locator('strong')).toHaveText('Il prezzo dei soldi fermi');
  await expect(note).toContainText(nb('rinunci a 12.475,89 € di rendimento'));
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Rendimento annuo atteso', '3,5');
  await type(page, 'Capitale iniziale', '5.000');
  await type(page, 'Versamento mensile', '100');
  await type(page, 'Numero di anni', '20');
  // 5000 * 1.035^20 + 1200 * (1.035^20 - 1) / 0.035 = 43884.5625
  await expectResult(page, 'investedValue', '43.884,56 €');
  // 5000 + 1200 * 20 = 29000
  await expectResult(page, 'idleCash', '29.000,00 €');
  // 43884.5625 - 29000 = 14884.5625; / 29000 * 100 = 51.3261
  await expectResult(page, 'opportunityCost', '14.884,56 €');
  await expectResult(page, 'percentageDifference', '51,33%');
  await type(page, 'Numero di anni', '1');
  // one year: 5000 * 1.035 + 1200 = 6375; idle 6200; cost 175; 175 / 6200 * 100 = 2.8226
  await expectResult(page, 'investedValue', '6.375,00 €');
  await expectResult(page, 'idleCash', '6.200,00 €');
  await expectResult(page, 'opportunityCost', '175,00 €');
  await expectResult(page, 'percentageDifference', '2,82%');
});

test('a return of 0 gives a defined result equal to the idle cash', async ({ page }) => {
  await type(page, 'Rendimento annuo atteso', '0');
  // the annuity sum is replaced by n: 10000 + 2400 * 10 = 34000 on both sides
  await expectResult(page, 'investedValue', '34.000,00 €');
  await expectResult(page, 'idleCash', '34.000,00 €');
  await expectResult(page, 'opportunityCost', '0,00 €');
  await expectResult(page, 'percentageDifference', '0,00%');
  await expect(page.locator('aside.note')).toHaveCount(0);
});

test('a negative return shows the info panel instead of the warning', async ({ page }) => {
  await type(page, 'Rendimento annuo atteso', '-2');
  // 10000 * 0.98^10 + 2400 * (0.98^10 - 1) / -0.02 = 30121.9912; cost -3878.0088; -11.4059%
  await expectResult(page, 'investedValue', '30.121,99 €');
  await expectResult(page, 'opportunityCost', '-3.878,01 €');
  await expectResult(page, 'percentageDifference', '-11,41%');
  await expect(page.locator('aside.note.info strong')).toHaveText('Rendimento negativo');
  await expect(page.locator('aside.note.warning')).toHaveCount(0);
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Numero di anni', '0');
  await expectResult(page, 'investedValue', '46.475,89 €');
  await type(page, 'Numero di anni', 'abc');
  await expectResult(page, 'investedValue', '46.475,89 €');
  await expectResult(page, 'opportunityCost', '12.475,89 €');
  await type(page, 'Numero di anni', '10');
  await type(page, 'Capitale iniziale', '-1000');
  await expectResult(page, 'idleCash', '34.000,00 €');
  await type(page, 'Capitale iniziale', '10000');
  await type(page, 'Versamento mensile', '-50');
  await expectResult(page, 'investedValue', '46.475,89 €');
  await type(page, 'Versamento mensile', '200');
  await type(page, 'Rendimento annuo atteso', '-100');
  await expectResult(page, 'percentageDifference', '36,69%');
});

test('draws the comparison chart and links to the inflation calculator', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'Soldi investiti e soldi fermi a confronto' }).locator('canvas')).toBeVisible();
  await page.getByRole('link', { name: "Calcola l'effetto dell'inflazione" }).click();
  await expect(page).toHaveURL(/\/calcolatori\/finanza\/inflazione-potere-acquisto$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Calcolatore Inflazione e Potere d'Acquisto");
});
