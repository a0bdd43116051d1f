import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/azienda-finanza/calcolo-pricing-prodotto';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

/** Defaults: markup 100 * 0.30 = 30; net 130; VAT 130 * 0.22 = 28.60; final 158.60; margin 30 / 158.60 * 100 = 18.916 (net 30 / 130 = 23.077) */
async function expectDefaults(page: Page) {
  await expectResult(page, 'finalPrice', '158,60 €');
  await expectResult(page, 'sellingPrice', '130,00 €');
  await expectResult(page, 'markupAmount', '30,00 €');
  await expectResult(page, 'vatAmount', '28,60 €');
  await expectResult(page, 'marginPercent', '18,92%');
  await expectResult(page, 'netMarginPercent', '23,08%');
}

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Prezzo di Vendita Prodotto');
  await expectDefaults(page);
  await expect(page.locator('[data-result="marginPercent"] small')).toHaveText('Calcolato sul prezzo IVA inclusa');
  // 30.0% markup; net margin 23.077 -> 23.1%; margin 18.916 -> 18.9%
  await expect(page.locator('aside.note.info')).toContainText('Un ricarico del 30,0% sul costo corrisponde a un margine del 23,1% sul prezzo IVA esclusa e del 18,9% sul prezzo finale.');
  await expect(page.locator('aside.note.danger')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Composizione del prezzo finale' }).locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Costo unitario', '45,90');
  await type(page, 'Ricarico sul costo', '40');
  await type(page, 'Aliquota IVA', '10');
  // markup 45.90 * 0.40 = 18.36; net 64.26; VAT 6.426; final 70.686; margin 18.36 / 70.686 * 100 = 25.974;
  // net margin 18.36 / 64.26 * 100 = 28.571
  await expectResult(page, 'markupAmount', '18,36 €');
  await expectResult(page, 'sellingPrice', '64,26 €');
  await expectResult(page, 'vatAmount', '6,43 €');
  await expectResult(page, 'finalPrice', '70,69 €');
  await expectResult(page, 'marginPercent', '25,97%');
  await expectResult(page, 'netMarginPercent', '28,57%');
  await type(page, 'Aliquota IVA', '4');
  // VAT 64.26 * 0.04 = 2.5704; final 66.8304; margin 18.36 / 66.8304 * 100 = 27.473; the net margin does not depend on VAT
  await expectResult(page, 'vatAmount', '2,57 €');
  await expectResult(page, 'finalPrice', '66,83 €');
  await expectResult(page, 'marginPercent', '27,47%');
  await expectResult(page, 'netMarginPercent', '28,57%');
  await type(page, 'Costo unitario', '1.250');
  // markup 1250 * 0.40 = 500; net 1750; VAT 70; final 1820; margin 500 / 1750 * 100 = 28.571
  await expectResult(page, 'markupAmount', '500,00 €');
  await expectResult(page, 'sellingPrice', '1.750,00 €');
  await expectResult(page, 'vatAmount', '70,00 €');
  await expectResult(page, 'finalPrice', '1.820,00 €');
});

test('an invalid unit cost keeps the previous result', async ({ page }) => {
  await type(page, 'Costo unitario', '0');
  await expectDefaults(page);
  await type(page, 'Costo unitario', '-10');
  await expectDefaults(page);
  await type(page, 'Costo unitario', 'abc');
  await expectDefaults(page);
  await type(page, 'Costo unitario', '100');
  await expectDefaults(page);
});

test('warns when selling below cost', async ({ page }) => {
  await type(page, 'Ricarico sul costo', '-10');
  // markup -10; net 90; VAT 90 * 0.22 = 19.80; final 109.80; margin -10 / 109.80 * 100 = -9.107; net -10 / 90 * 100 = -11.11
  await expectResult(page, 'markupAmount', '-10,00 €');
  await expectResult(page, 'sellingPrice', '90,00 €');
  await expectResult(page, 'vatAmount', '19,80 €');
  await expectResult(page, 'finalPrice', '109,80 €');
  await expectResult(page, 'marginPercent', '-9,11%');
  await expectResult(page, 'netMarginPercent', '-11,11%');
  await expect(page.locator('aside.note.danger strong')).toHaveText('Vendita sottocosto');
  await type(page, 'Ricarico sul costo', '30');
  await expectDefaults(page);
  await expect(page.locator('aside.note.danger')).toHaveCount(0);
});
