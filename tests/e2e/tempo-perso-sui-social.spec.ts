import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/produttivita/tempo-perso-sui-social';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Tempo Perso sui Social');
  // 90 / 60 * 7 * 52 = 546 h a year; 546 / 12 = 45.5 h a month
  await expectResult(page, 'oreMese', '45,5 ore');
  await expectResult(page, 'oreAnno', '546,0 ore');
  // 546 * 20 = 10920
  await expectResult(page, 'costoOpportunita', '10.920,00 €');
  // 546 / 24 = 22.75 -> "22,8"
  await expect(page.locator('[data-result="oreAnno"] small')).toHaveText(nb('Come 22,8 giorni interi, notti comprese.'));
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Minuti al giorno sui social', '120');
  // 120 / 60 * 7 * 52 = 728 h; 728 / 12 = 60.667 h; 728 * 20 = 14560
  await expectResult(page, 'oreAnno', '728,0 ore');
  await expectResult(page, 'oreMese', '60,7 ore');
  await expectResult(page, 'costoOpportunita', '14.560,00 €');
  await type(page, "Valore di un'ora del tuo tempo", '12,5');
  // 728 * 12.5 = 9100
  await expectResult(page, 'costoOpportunita', '9.100,00 €');
  await type(page, 'Giorni a settimana', '5');
  // 120 / 60 * 5 * 52 = 520 h; 520 / 12 = 43.333 h; 520 * 12.5 = 6500; 520 / 24 = 21.667 days
  await expectResult(page, 'oreAnno', '520,0 ore');
  await expectResult(page, 'oreMese', '43,3 ore');
  await expectResult(page, 'costoOpportunita', '6.500,00 €');
  await expect(page.locator('[data-result="oreAnno"] small')).toHaveText(nb('Come 21,7 giorni interi, notti comprese.'));
  await type(page, 'Minuti al giorno sui social', '1.440');
  // Italian thousands: 1440 / 60 * 5 * 52 = 6240 h; 6240 / 12 = 520 h; 6240 * 12.5 = 78000
  await expectResult(page, 'oreAnno', '6.240,0 ore');
  await expectResult(page, 'oreMese', '520,0 ore');
  await expectResult(page, 'costoOpportunita', '78.000,00 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  for (const [label, text] of [
    ['Minuti al giorno sui social', '0'],
    ['Minuti al giorno sui social', 'abc'],
    ['Minuti al giorno sui social', '1441'],
    ['Giorni a settimana', '8'],
    ['Giorni a settimana', '0'],
    ["Valore di un'ora del tuo tempo", '-1'],
  ] as const) {
    await type(page, label, text);
    await expectResult(page, 'oreAnno', '546,0 ore');
    await expectResult(page, 'costoOpportunita', '10.920,00 €');
  }
  await type(page, 'Giorni a settimana', '7');
  await type(page, 'Minuti al giorno sui social', '90');
  await type(page, "Valore di un'ora del tuo tempo", '0');
  // a value of 0 is allowed: 546 * 0 = 0
  await expectResult(page, 'costoOpportunita', '0,00 €');
  await expectResult(page, 'oreMese', '45,5 ore');
});
