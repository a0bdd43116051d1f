import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/vita-quotidiana/costo-annuale-caffe';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

const calcola = (page: Page) => page.getByRole('button', { name: 'Calcola' }).click();

/** Defaults: bar 1 * 1.30 * 365 = 474.50; home 1 * 0.35 * 365 = 127.75; saving 346.75. */
async function expectDefaults(page: Page) {
  await expectResult(page, 'spesaAnnuaBar', '474,50 €');
  await expectResult(page, 'spesaAnnuaCasa', '127,75 €');
  await expectResult(page, 'differenzaRisparmio', '346,75 €');
}

test('starts with the results of the defaults in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Costo Annuale del Caffè');
  await expect(page.locator('.empty-results')).toHaveCount(0);
  await expectDefaults(page);
  // 346.75 / 12 = 28.896
  await expect(page.locator('[data-result="differenzaRisparmio"] small')).toHaveText(nb('Circa 28,90 € al mese'));
  // 346.75 * 10 = 3467.50
  await expect(page.locator('aside.note.success strong')).toHaveText(nb('In 10 anni risparmieresti 3.467,50 €'));
});

test('recomputes only when Calcola is pressed, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Prezzo di un caffè al bar', '1,50');
  await page.getByLabel('Prezzo di un caffè al bar').press('Tab');
  await expect(page.getByLabel('Prezzo di un caffè al bar')).toHaveValue('1,50');
  // not recomputed yet
  await expectDefaults(page);
  await calcola(page);
  // 1 * 1.50 * 365 = 547.50; saving 547.50 - 127.75 = 419.75; monthly 34.979
  await expectResult(page, 'spesaAnnuaBar', '547,50 €');
  await expectResult(page, 'spesaAnnuaCasa', '127,75 €');
  await expectResult(page, 'differenzaRisparmio', '419,75 €');
  await expect(page.locator('[data-result="differenzaRisparmio"] small')).toHaveText(nb('Circa 34,98 € al mese'));
  // 419.75 * 10 = 4197.50
  await expect(page.locator('aside.note.success strong')).toHaveText(nb('In 10 anni risparmieresti 4.197,50 €'));

  await type(page, 'Caffè al bar al giorno', '2');
  await type(page, 'Caffè a casa al giorno', '2');
  await type(page, 'Costo di un caffè a casa', '0,25');
  await type(page, "Giorni all'anno", '250');
  await expectResult(page, 'spesaAnnuaBar', '547,50 €');
  await expectResult(page, 'differenzaRisparmio', '419,75 €');
  await calcola(page);
  // bar 2 * 1.50 * 250 = 750; home 2 * 0.25 * 250 = 125; saving 625
  await expectResult(page, 'spesaAnnuaBar', '750,00 €');
  await expectResult(page, 'spesaAnnuaCasa', '125,00 €');
  await expectResult(page, 'differenzaRisparmio', '625,00 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Prezzo di un caffè al bar', '-1');
  await calcola(page);
  await expectDefaults(page);
  await type(page, 'Prezzo di un caffè al bar', '1,30');
  await type(page, 'Caffè a casa al giorno', '-2');
  await calcola(page);
  await expectDefaults(page);
  await type(page, 'Caffè a casa al giorno', '1');
  await type(page, "Giorni all'anno", '220');
  await calcola(page);
  // bar 1 * 1.30 * 220 = 286; home 1 * 0.35 * 220 = 77; saving 209
  await expectResult(page, 'spesaAnnuaBar', '286,00 €');
  await expectResult(page, 'spesaAnnuaCasa', '77,00 €');
  await expectResult(page, 'differenzaRisparmio', '209,00 €');
  // days that are not a number, zero or empty fall back to 365
  for (const days of ['abc', '0', '']) {
    await type(page, "Giorni all'anno", '220');
    await calcola(page);
    await expectResult(page, 'spesaAnnuaBar', '286,00 €');
    await type(page, "Giorni all'anno", days);
    await calcola(page);
    await expectDefaults(page);
  }
  // non-number cups count as 0: bar 0; saving 0 - 127.75 = -127.75
  await type(page, 'Caffè al bar al giorno', 'abc');
  await calcola(page);
  await expectResult(page, 'spesaAnnuaBar', '0,00 €');
  await expectResult(page, 'differenzaRisparmio', '-127,75 €');
  await expect(page.locator('aside.note.success')).toHaveCount(0);
  // extraCasa = 127.75 - 0
  await expect(page.locator('aside.note.info')).toContainText('Il caffè a casa ti costa di più');
  await expect(page.locator('aside.note.info')).toContainText(nb('supera quella al bar di 127,75 €'));
});

test('draws the cumulated spending chart', async ({ page }) => {
  const chart = page.getByRole('img', { name: "Spesa cumulata durante l'anno" });
  await expect(chart.locator('canvas')).toBeVisible();
  await type(page, 'Caffè al bar al giorno', '3');
  await calcola(page);
  // 3 * 1.30 * 365 = 1423.50
  await expectResult(page, 'spesaAnnuaBar', '1.423,50 €');
  await expect(chart.locator('canvas')).toBeVisible();
});
