import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/tasse/scorporo-iva';
const amountLabel = 'Prezzo IVA inclusa';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Scorporo IVA');
  await expect(page.getByLabel(amountLabel, { exact: true })).toHaveValue('122');
  await expect(page.getByLabel('Aliquota IVA')).toHaveValue('22');
  // base 122 / 1.22 = 100; VAT 122 - 100 = 22
  await expectResult(page, 'baseAmount', '100,00 €');
  await expectResult(page, 'vatAmount', '22,00 €');
  await expectResult(page, 'totalAmount', '122,00 €');
  await expectResult(page, 'vatRate', '22%');
  // VAT share 22 / 122 * 100 = 18.0328 %
  await expect(page.locator('[data-result="vatAmount"] small')).toHaveText(nb('Pari al 18,03% del prezzo IVA inclusa'));
  await expect(page.getByRole('img', { name: 'Imponibile e IVA nel prezzo' }).locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals and thousands', async ({ page }) => {
  await type(page, amountLabel, '1.000');
  // 1000 / 1.22 = 819.672131; 1000 - 819.672131 = 180.327869
  await expectResult(page, 'baseAmount', '819,67 €');
  await expectResult(page, 'vatAmount', '180,33 €');
  await expectResult(page, 'totalAmount', '1.000,00 €');

  await type(page, amountLabel, '12.345,67');
  // 12345.67 / 1.22 = 10119.401639; 12345.67 - 10119.401639 = 2226.268361
  await expectResult(page, 'baseAmount', '10.119,40 €');
  await expectResult(page, 'vatAmount', '2.226,27 €');

  await type(page, amountLabel, '18,90');
  await page.getByLabel('Aliquota IVA').selectOption({ label: '5% – aliquota ridotta' });
  // 18.90 / 1.05 = 18; 18.90 - 18 = 0.90; share 0.9 / 18.9 * 100 = 4.7619 %
  await expectResult(page, 'baseAmount', '18,00 €');
  await expectResult(page, 'vatAmount', '0,90 €');
  await expectResult(page, 'vatRate', '5%');
  await expect(page.locator('[data-result="vatAmount"] small')).toHaveText(nb('Pari al 4,76% del prezzo IVA inclusa'));

  await type(page, amountLabel, '55');
  await page.getByLabel('Aliquota IVA').selectOption({ label: '10% – aliquota ridotta' });
  // 55 / 1.10 = 50; 55 - 50 = 5
  await expectResult(page, 'baseAmount', '50,00 €');
  await expectResult(page, 'vatAmount', '5,00 €');

  await type(page, amountLabel, '104');
  await page.getByLabel('Aliquota IVA').selectOption({ label: '4% – aliquota minima' });
  // 104 / 1.04 = 100; 104 - 100 = 4
  await expectResult(page, 'baseAmount', '100,00 €');
  await expectResult(page, 'vatAmount', '4,00 €');
  await expectResult(page, 'vatRate', '4%');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  // Guard amount > 0
  for (const text of ['0', '-50', 'abc', '']) {
    await type(page, amountLabel, text);
    await expectResult(page, 'baseAmount', '100,00 €');
    await expectResult(page, 'totalAmount', '122,00 €');
  }
  await type(page, amountLabel, '61');
  // 61 / 1.22 = 50; 61 - 50 = 11
  await expectResult(page, 'baseAmount', '50,00 €');
  await expectResult(page, 'vatAmount', '11,00 €');
});

test('links back to the VAT calculator', async ({ page }) => {
  await expect(page.getByLabel('Aliquota IVA').locator('option')).toHaveText([
    '22% – aliquota ordinaria',
    '10% – aliquota ridotta',
    '5% – aliquota ridotta',
    '4% – aliquota minima',
  ]);
  const note = page.locator('aside.note', { hasText: "Devi aggiungere l'IVA a un importo netto?" });
  await expect(note).toHaveClass(/info/);
  await note.getByRole('link', { name: 'Vai al calcolatore IVA' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/tasse\/calcolatore-iva$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore IVA');
});
