import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/vita-quotidiana/costo-pranzo-fuori';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Costo Pranzo Fuori');
  // 10 * 220 = 2200; 3 * 220 = 660; 2200 - 660 = 1540; 1540 / 12 = 128.333
  await expectResult(page, 'spesaAnnuaFuori', '2.200,00 €');
  await expectResult(page, 'spesaAnnuaCasa', '660,00 €');
  await expectResult(page, 'risparmioAnnuo', '1.540,00 €');
  await expectResult(page, 'risparmioMensile', '128,33 €');
  await expect(page.locator('aside.note')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Costo di un pranzo fuori', '8,5');
  // 8.5 * 220 = 1870; 1870 - 660 = 1210; 1210 / 12 = 100.833
  await expectResult(page, 'spesaAnnuaFuori', '1.870,00 €');
  await expectResult(page, 'spesaAnnuaCasa', '660,00 €');
  await expectResult(page, 'risparmioAnnuo', '1.210,00 €');
  await expectResult(page, 'risparmioMensile', '100,83 €');
  await type(page, "Giorni lavorativi all'anno", '180');
  // 8.5 * 180 = 1530; 3 * 180 = 540; 990; 990 / 12 = 82.50
  await expectResult(page, 'spesaAnnuaFuori', '1.530,00 €');
  await expectResult(page, 'spesaAnnuaCasa', '540,00 €');
  await expectResult(page, 'risparmioAnnuo', '990,00 €');
  await expectResult(page, 'risparmioMensile', '82,50 €');
  await type(page, 'Costo di un pranzo fuori', '1.000');
  // Italian thousands: 1000 * 180 = 180000; 180000 - 540 = 179460; / 12 = 14955
  await expectResult(page, 'spesaAnnuaFuori', '180.000,00 €');
  await expectResult(page, 'risparmioAnnuo', '179.460,00 €');
  await expectResult(page, 'risparmioMensile', '14.955,00 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  for (const [label, text] of [
    ["Giorni lavorativi all'anno", '0'],
    ["Giorni lavorativi all'anno", 'abc'],
    ["Giorni lavorativi all'anno", '-10'],
    ['Costo di un pranzo portato da casa', '-1'],
    ['Costo di un pranzo fuori', '-1'],
  ] as const) {
    await type(page, label, text);
    await expectResult(page, 'risparmioAnnuo', '1.540,00 €');
    await expectResult(page, 'spesaAnnuaFuori', '2.200,00 €');
  }
});

test('draws the bar chart and explains when home costs more', async ({ page }) => {
  const chart = page.getByRole('img', { name: 'Spesa annua a confronto' });
  await expect(chart.locator('canvas')).toBeVisible();
  await type(page, 'Costo di un pranzo fuori', '3');
  await type(page, 'Costo di un pranzo portato da casa', '4');
  // 3 * 220 = 660; 4 * 220 = 880; 660 - 880 = -220; -220 / 12 = -18.333
  await expectResult(page, 'risparmioAnnuo', '-220,00 €');
  await expectResult(page, 'risparmioMensile', '-18,33 €');
  const note = page.locator('aside.note.info');
  await expect(note.locator('strong')).toHaveText('Il pranzo da casa ti costa di più');
  // 880 - 660 = 220
  await expect(note).toContainText(nb('supera quella del pranzo fuori di 220,00 €'));
  await expect(chart.locator('canvas')).toBeVisible();
});
