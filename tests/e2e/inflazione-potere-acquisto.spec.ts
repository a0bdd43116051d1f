import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/finanza/inflazione-potere-acquisto';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Calcolatore Inflazione e Potere d'Acquisto");
  // 10000 / 1.05^5 = 7835.2617
  await expectResult(page, 'valoreReale', '7.835,26 €');
  await expect(page.locator('[data-result="valoreReale"] dt')).toHaveText('Valore reale tra 5 anni');
  // (1 - 7835.2617 / 10000) * 100 = 21.6474
  await expectResult(page, 'perditaPotere', '21,65%');
  await expectResult(page, 'valoreNominale', '10.000,00 €');
  const note = page.locator('aside.note.info');
  await expect(note.locator('strong')).toHaveText('Quanto servirà per comprare le stesse cose');
  // needed: 10000 * 1.05^5 = 12762.8156; lost: 10000 - 7835.2617 = 2164.7383
  await expect(note).toContainText(nb('tra 5 anni serviranno 12.762,82 €'));
  await expect(note).toContainText(nb('Lasciando fermi 10.000,00 € perdi in termini reali 2.164,74 €'));
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Tasso di inflazione annuo', '2,5');
  // 10000 / 1.025^5 = 8838.5429; loss 11.6146%
  await expectResult(page, 'valoreReale', '8.838,54 €');
  await expectResult(page, 'perditaPotere', '11,61%');
  await type(page, 'Numero di anni', '10');
  // 10000 / 1.025^10 = 7811.9840; loss 21.8802%
  await expectResult(page, 'valoreReale', '7.811,98 €');
  await expectResult(page, 'perditaPotere', '21,88%');
  await expect(page.locator('[data-result="valoreReale"] dt')).toHaveText('Valore reale tra 10 anni');
  await type(page, 'Somma di denaro', '1.500');
  // 1500 / 1.025^10 = 1171.7976; the loss % does not depend on the amount
  await expectResult(page, 'valoreReale', '1.171,80 €');
  await expectResult(page, 'perditaPotere', '21,88%');
  await expectResult(page, 'valoreNominale', '1.500,00 €');
  await type(page, 'Numero di anni', '1');
  // 1500 / 1.025 = 1463.4146; loss 2.4390%; needed 1500 * 1.025 = 1537.50
  await expectResult(page, 'valoreReale', '1.463,41 €');
  await expectResult(page, 'perditaPotere', '2,44%');
  await expect(page.locator('[data-result="valoreReale"] dt')).toHaveText('Valore reale tra 1 anno');
  await expect(page.locator('aside.note.info')).toContainText(nb('tra 1 anno serviranno 1.537,50 €'));
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Somma di denaro', '0');
  await expectResult(page, 'valoreReale', '7.835,26 €');
  await type(page, 'Somma di denaro', 'abc');
  await expectResult(page, 'valoreReale', '7.835,26 €');
  await expectResult(page, 'valoreNominale', '10.000,00 €');
  await type(page, 'Somma di denaro', '10000');
  await type(page, 'Numero di anni', '0');
  await expectResult(page, 'perditaPotere', '21,65%');
  await type(page, 'Numero di anni', '-3');
  await expectResult(page, 'valoreReale', '7.835,26 €');
  await type(page, 'Numero di anni', '5');
  await type(page, 'Tasso di inflazione annuo', '-100');
  await expectResult(page, 'valoreReale', '7.835,26 €');
  await expectResult(page, 'perditaPotere', '21,65%');
});

test('a negative rate shows the deflation panel', async ({ page }) => {
  await type(page, 'Tasso di inflazione annuo', '-1');
  // 10000 / 0.99^5 = 10515.3571; loss (1 - 1.0515357) * 100 = -5.1536%
  await expectResult(page, 'valoreReale', '10.515,36 €');
  await expectResult(page, 'perditaPotere', '-5,15%');
  await expect(page.locator('aside.note.success strong')).toHaveText('Deflazione');
  await expect(page.locator('aside.note.info')).toHaveCount(0);
});

test('draws the real value chart and links to the opportunity cost calculator', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'Valore reale della somma anno per anno' }).locator('canvas')).toBeVisible();
  await page.getByRole('link', { name: 'Calcola il costo dei soldi fermi' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/finanza\/costo-opportunita-non-investire$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Costo Opportunità del Non Investire');
});
