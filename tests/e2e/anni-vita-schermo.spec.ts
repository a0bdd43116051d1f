import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/vita-quotidiana/anni-vita-schermo';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Anni di Vita Davanti allo Schermo');
  // 6 * 365 * 50 = 109500 h; / 24 = 4562.5 days -> "4563"; / 365 = 12.5 years
  await expectResult(page, 'anniTotali', '12,5 anni');
  await expectResult(page, 'giorniEquivalenti', '4.563 giorni');
  // 6 / 24 * 100 = 25
  await expectResult(page, 'percentualeVita', '25,0%');
  await expectResult(page, 'oreAlGiorno', '6 ore');
  await expect(page.locator('[data-result="anniTotali"] small')).toHaveText(
    nb('Su 50 anni di utilizzo: 109.500 ore in totale.'),
  );
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Ore al giorno davanti agli schermi', '2,5');
  // 2.5 * 365 * 50 = 45625 h; / 24 = 1901.04 days; / 365 = 5.208 years; 2.5 / 24 * 100 = 10.417 %
  await expectResult(page, 'anniTotali', '5,2 anni');
  await expectResult(page, 'giorniEquivalenti', '1.901 giorni');
  await expectResult(page, 'percentualeVita', '10,4%');
  await expectResult(page, 'oreAlGiorno', '2,5 ore');
  await type(page, 'Anni di utilizzo', '40');
  // 2.5 * 365 * 40 = 36500 h; / 24 = 1520.83 days; / 365 = 4.167 years
  await expectResult(page, 'anniTotali', '4,2 anni');
  await expectResult(page, 'giorniEquivalenti', '1.521 giorni');
  await expectResult(page, 'percentualeVita', '10,4%');
  await expect(page.locator('[data-result="anniTotali"] small')).toHaveText(
    nb('Su 40 anni di utilizzo: 36.500 ore in totale.'),
  );
  await type(page, 'Ore al giorno davanti agli schermi', '0');
  // zero hours are allowed (not negative): everything is 0
  await expectResult(page, 'anniTotali', '0,0 anni');
  await expectResult(page, 'giorniEquivalenti', '0 giorni');
  await expectResult(page, 'percentualeVita', '0,0%');
  await expectResult(page, 'oreAlGiorno', '0 ore');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  for (const [label, text] of [
    ['Ore al giorno davanti agli schermi', '-1'],
    ['Ore al giorno davanti agli schermi', '24,5'],
    ['Anni di utilizzo', '0'],
    ['Anni di utilizzo', 'abc'],
  ] as const) {
    await type(page, label, text);
    await expectResult(page, 'anniTotali', '12,5 anni');
    await expectResult(page, 'percentualeVita', '25,0%');
  }
  await type(page, 'Anni di utilizzo', '1');
  await type(page, 'Ore al giorno davanti agli schermi', '24');
  // 24 * 365 * 1 = 8760 h; / 24 = 365 days; / 365 = 1 year; 100 %
  await expectResult(page, 'anniTotali', '1,0 anni');
  await expectResult(page, 'giorniEquivalenti', '365 giorni');
  await expectResult(page, 'percentualeVita', '100,0%');
});
