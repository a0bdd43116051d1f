import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/azienda-lavoro/costo-ora-lavoro';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

/** Defaults: contributions 2000 * 0.30 = 600; total 2000 + 600 + 200 = 2800; hourly 2800 / 160 = 17.50 */
async function expectDefaults(page: Page) {
  await expectResult(page, 'hourlyCost', '17,50 €');
  await expectResult(page, 'totalCost', '2.800,00 €');
  await expectResult(page, 'contributions', '600,00 €');
}

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Costo Orario del Lavoro');
  await expectDefaults(page);
  await expect(page.locator('[data-result="hourlyCost"] small')).toHaveText('Su 160 ore al mese');
  await expect(page.getByRole('img', { name: 'Composizione del costo mensile' }).locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Stipendio lordo mensile', '2.500,5');
  // contributions 2500.5 * 0.30 = 750.15; total 2500.5 + 750.15 + 200 = 3450.65; hourly 3450.65 / 160 = 21.5666
  await expectResult(page, 'contributions', '750,15 €');
  await expectResult(page, 'totalCost', '3.450,65 €');
  await expectResult(page, 'hourlyCost', '21,57 €');
  await type(page, "Contributi a carico dell'azienda", '28,5');
  await type(page, 'Ore lavorate al mese', '168');
  // contributions 2500.5 * 0.285 = 712.6425; total 3413.1425; hourly 3413.1425 / 168 = 20.3163
  await expectResult(page, 'contributions', '712,64 €');
  await expectResult(page, 'totalCost', '3.413,14 €');
  await expectResult(page, 'hourlyCost', '20,32 €');
  await expect(page.locator('[data-result="hourlyCost"] small')).toHaveText('Su 168 ore al mese');
  await type(page, 'Costi indiretti mensili', '1.000');
  // total 2500.5 + 712.6425 + 1000 = 4213.1425; hourly 4213.1425 / 168 = 25.0782
  await expectResult(page, 'totalCost', '4.213,14 €');
  await expectResult(page, 'hourlyCost', '25,08 €');
});

test('an invalid input keeps the previous result; empty hours count as 1', async ({ page }) => {
  await type(page, 'Stipendio lordo mensile', '0');
  await expectDefaults(page);
  await type(page, 'Stipendio lordo mensile', 'abc');
  await expectDefaults(page);
  await type(page, 'Stipendio lordo mensile', '2000');
  await type(page, 'Ore lavorate al mese', '0');
  await expectDefaults(page);
  await type(page, 'Ore lavorate al mese', '-10');
  await expectDefaults(page);
  // empty hours count as 1: hourly = 2800 / 1
  await type(page, 'Ore lavorate al mese', '');
  await expectResult(page, 'hourlyCost', '2.800,00 €');
  await expectResult(page, 'totalCost', '2.800,00 €');
  await type(page, 'Ore lavorate al mese', '160');
  await expectDefaults(page);
});

test('links to the real employee cost calculator', async ({ page }) => {
  const note = page.locator('aside.note.info');
  await expect(note.locator('strong')).toHaveText('Vuoi il costo annuo con TFR e mensilità aggiuntive?');
  await note.getByRole('link', { name: 'Calcola il costo reale del dipendente' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/azienda-lavoro\/costo-reale-dipendente-2025$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Costo Reale Dipendente 2025');
});
