import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/azienda-lavoro/costo-reale-dipendente-2025';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

/** Defaults: contributions 28000 * 0.30 = 8400; TFR 28000 * 0.0741 = 2074.80;
 *  total 28000 + 8400 + 2074.80 + 600 = 39074.80; monthly 39074.80 / 12 = 3256.2333;
 *  hourly 39074.80 / 1680 = 23.2588 */
async function expectDefaults(page: Page) {
  await expectResult(page, 'costoTotaleAnnuo', '39.074,80 €');
  await expectResult(page, 'costoMedioMensile', '3.256,23 €');
  await expectResult(page, 'costoOrario', '23,26 €');
  await expectResult(page, 'retribuzioneLorda', '28.000,00 €');
  await expectResult(page, 'contributi', '8.400,00 €');
  await expectResult(page, 'tfr', '2.074,80 €');
  await expectResult(page, 'altriCosti', '600,00 €');
}

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Costo Reale Dipendente 2025');
  await expectDefaults(page);
  await expect(page.locator('[data-result="costoOrario"] small')).toHaveText("Su 1.680 ore lavorate all'anno");
  await expect(page.getByRole('img', { name: 'Composizione del costo aziendale' }).locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Contributi a carico del datore di lavoro', '28,5');
  // contributions 28000 * 0.285 = 7980; total 28000 + 7980 + 2074.80 + 600 = 38654.80;
  // monthly 3221.2333; hourly 38654.80 / 1680 = 23.0088
  await expectResult(page, 'contributi', '7.980,00 €');
  await expectResult(page, 'costoTotaleAnnuo', '38.654,80 €');
  await expectResult(page, 'costoMedioMensile', '3.221,23 €');
  await expectResult(page, 'costoOrario', '23,01 €');
  await type(page, 'Retribuzione annua lorda (RAL)', '40.000');
  // contributions 40000 * 0.285 = 11400; TFR 40000 * 0.0741 = 2964; total 40000 + 11400 + 2964 + 600 = 54964;
  // monthly 4580.3333; hourly 54964 / 1680 = 32.7167
  await expectResult(page, 'retribuzioneLorda', '40.000,00 €');
  await expectResult(page, 'contributi', '11.400,00 €');
  await expectResult(page, 'tfr', '2.964,00 €');
  await expectResult(page, 'costoTotaleAnnuo', '54.964,00 €');
  await expectResult(page, 'costoMedioMensile', '4.580,33 €');
  await expectResult(page, 'costoOrario', '32,72 €');
  await type(page, 'Altri costi annui', '1200');
  await type(page, "Ore lavorabili all'anno", '1720');
  // total 54964 - 600 + 1200 = 55564; monthly 4630.3333; hourly 55564 / 1720 = 32.3047
  await expectResult(page, 'altriCosti', '1.200,00 €');
  await expectResult(page, 'costoTotaleAnnuo', '55.564,00 €');
  await expectResult(page, 'costoMedioMensile', '4.630,33 €');
  await expectResult(page, 'costoOrario', '32,30 €');
});

test('an invalid input keeps the previous result; invalid hours count as 1', async ({ page }) => {
  const salary = 'Retribuzione annua lorda (RAL)';
  await type(page, salary, '0');
  await expectDefaults(page);
  await type(page, salary, 'abc');
  await expectDefaults(page);
  await type(page, salary, '-5000');
  await expectDefaults(page);
  await type(page, salary, '28000');
  await expectDefaults(page);
  // empty hours count as 1: hourly = 39074.80 / 1
  await type(page, "Ore lavorabili all'anno", '');
  await expectResult(page, 'costoOrario', '39.074,80 €');
  await expectResult(page, 'costoTotaleAnnuo', '39.074,80 €');
  // zero hours are invalid too and count as 1
  await type(page, "Ore lavorabili all'anno", '0');
  await expectResult(page, 'costoOrario', '39.074,80 €');
  await type(page, "Ore lavorabili all'anno", '1680');
  await expectDefaults(page);
});

test('the number of payments does not change the result', async ({ page }) => {
  const payments = page.getByLabel('Numero di mensilità');
  const note = page.locator('aside.note', { hasText: 'Le mensilità non cambiano il costo annuo' });
  await expect(payments).toHaveValue('13');
  // 28000 / 13 = 2153.846
  await expect(note).toContainText(nb('Con 13 mensilità ogni busta paga lorda vale 2.153,85 €'));
  await payments.selectOption({ label: '14 mensilità (con quattordicesima)' });
  await expect(payments).toHaveValue('14');
  // 28000 / 14 = 2000
  await expect(note).toContainText(nb('Con 14 mensilità ogni busta paga lorda vale 2.000,00 €'));
  await expectDefaults(page);
  await payments.selectOption({ label: '12 mensilità' });
  // 28000 / 12 = 2333.333
  await expect(note).toContainText(nb('Con 12 mensilità ogni busta paga lorda vale 2.333,33 €'));
  await expectDefaults(page);
  await type(page, 'Accantonamento TFR', '6,91');
  // TFR 28000 * 0.0691 = 1934.80; total 28000 + 8400 + 1934.80 + 600 = 38934.80; hourly 23.1755
  await expectResult(page, 'tfr', '1.934,80 €');
  await expectResult(page, 'costoTotaleAnnuo', '38.934,80 €');
  await expectResult(page, 'costoOrario', '23,18 €');
});

test('links to the hourly labour cost calculator', async ({ page }) => {
  await page.getByRole('link', { name: 'Calcola il costo orario' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/azienda-lavoro\/costo-ora-lavoro$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Costo Orario del Lavoro');
});
