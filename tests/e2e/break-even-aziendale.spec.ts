import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/azienda-lavoro/break-even-aziendale';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

/** Defaults: margin 25 - 12 = 13; quantity 50000 / 13 = 3846.1538; revenue 3846.1538 * 25 = 96153.846 */
async function expectDefaults(page: Page) {
  await expectResult(page, 'quantitaBreakEven', '3.846,15 unità');
  await expectResult(page, 'fatturatoBreakEven', '96.153,85 €');
  await expectResult(page, 'margineContribuzione', '13,00 €');
}

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Break Even Point');
  await expectDefaults(page);
  // ceil(3846.15) = 3847
  await expect(page.locator('[data-result="quantitaBreakEven"] small')).toHaveText('In pratica servono 3.847 unità vendute');
  // 13 / 25 * 100 = 52.0
  await expect(page.locator('[data-result="margineContribuzione"] small')).toHaveText('52,0% del prezzo di vendita');
  const note = page.locator('aside.note.success');
  await expect(note.locator('strong')).toHaveText('Oltre 3.847 unità sei in utile');
  await expect(note).toContainText(nb('Ogni unità venduta oltre il punto di pareggio aggiunge 13,00 € di utile.'));
});

test('draws the revenue and total cost lines', async ({ page }) => {
  const chart = page.getByRole('img', { name: 'Ricavi e costi totali' });
  await expect(chart.locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Prezzo di vendita unitario', '27,5');
  // margin 27.5 - 12 = 15.5; quantity 50000 / 15.5 = 3225.8065; revenue 3225.8065 * 27.5 = 88709.677
  await expectResult(page, 'quantitaBreakEven', '3.225,81 unità');
  await expectResult(page, 'fatturatoBreakEven', '88.709,68 €');
  await expectResult(page, 'margineContribuzione', '15,50 €');
  // ceil -> 3226; 15.5 / 27.5 * 100 = 56.36
  await expect(page.locator('[data-result="quantitaBreakEven"] small')).toHaveText('In pratica servono 3.226 unità vendute');
  await expect(page.locator('[data-result="margineContribuzione"] small')).toHaveText('56,4% del prezzo di vendita');
  await type(page, 'Costi fissi', '120.000');
  await type(page, 'Costo variabile unitario', '7,5');
  await type(page, 'Prezzo di vendita unitario', '20');
  // margin 20 - 7.5 = 12.5; quantity 120000 / 12.5 = 9600; revenue 9600 * 20 = 192000
  await expectResult(page, 'quantitaBreakEven', '9.600,00 unità');
  await expectResult(page, 'fatturatoBreakEven', '192.000,00 €');
  await expectResult(page, 'margineContribuzione', '12,50 €');
  await expect(page.locator('aside.note.success strong')).toHaveText('Oltre 9.600 unità sei in utile');
});

test('a price not above the variable cost keeps the previous result', async ({ page }) => {
  const price = 'Prezzo di vendita unitario';
  await type(page, price, '12');
  await expectDefaults(page);
  await type(page, price, '10');
  await expectDefaults(page);
  await type(page, price, 'abc');
  await expectDefaults(page);
  await type(page, price, '25');
  await type(page, 'Costo variabile unitario', '30');
  await expectDefaults(page);
  await type(page, 'Costo variabile unitario', '14,5');
  // margin 25 - 14.5 = 10.5; quantity 50000 / 10.5 = 4761.9048; revenue 119047.619
  await expectResult(page, 'quantitaBreakEven', '4.761,90 unità');
  await expectResult(page, 'fatturatoBreakEven', '119.047,62 €');
  await expectResult(page, 'margineContribuzione', '10,50 €');
});
