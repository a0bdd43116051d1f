import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/tasse/calcolatore-iva';
const amountLabel = 'Importo netto (imponibile)';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore IVA');
  await expect(page.getByLabel(amountLabel, { exact: true })).toHaveValue('100');
  await expect(page.getByLabel('Aliquota IVA')).toHaveValue('22');
  // base 100; VAT 100 * 22 / 100 = 22; total 100 + 22 = 122
  await expectResult(page, 'totalAmount', '122,00 €');
  await expectResult(page, 'baseAmount', '100,00 €');
  await expectResult(page, 'vatAmount', '22,00 €');
  await expectResult(page, 'vatRate', '22%');
  await expect(page.getByRole('img', { name: 'Composizione del prezzo' }).locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals and thousands', async ({ page }) => {
  await type(page, amountLabel, '1.234,56');
  await page.getByLabel('Aliquota IVA').selectOption({ label: '10% – aliquota ridotta' });
  // 1234.56 * 10 / 100 = 123.456; 1234.56 + 123.456 = 1358.016 (4 digits: no separator)
  await expectResult(page, 'vatAmount', '123,46 €');
  await expectResult(page, 'totalAmount', '1.358,02 €');
  await expectResult(page, 'baseAmount', '1.234,56 €');
  await expectResult(page, 'vatRate', '10%');

  await type(page, amountLabel, '59,90');
  await page.getByLabel('Aliquota IVA').selectOption({ label: '4% – aliquota minima' });
  // 59.90 * 4 / 100 = 2.396; 59.90 + 2.396 = 62.296
  await expectResult(page, 'vatAmount', '2,40 €');
  await expectResult(page, 'totalAmount', '62,30 €');
  await expectResult(page, 'vatRate', '4%');

  await page.getByLabel('Aliquota IVA').selectOption({ label: '5% – aliquota ridotta' });
  await type(page, amountLabel, '2,5');
  // 2.5 * 5 / 100 = 0.125 -> 0,13 (half away from zero); 2.5 + 0.125 = 2.625 -> 2,63
  await expectResult(page, 'totalAmount', '2,63 €');

  await page.getByLabel('Aliquota IVA').selectOption({ label: '22% – aliquota ordinaria' });
  await type(page, amountLabel, '12.500');
  // 12500 * 22 / 100 = 2750; 12500 + 2750 = 15250
  await expectResult(page, 'vatAmount', '2.750,00 €');
  await expectResult(page, 'totalAmount', '15.250,00 €');

  // The Calcola button gives the same result.
  await page.getByRole('button', { name: 'Calcola' }).click();
  await expectResult(page, 'totalAmount', '15.250,00 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  // Guard amount > 0
  for (const text of ['0', '-10', 'abc', '']) {
    await type(page, amountLabel, text);
    await expectResult(page, 'totalAmount', '122,00 €');
    await expectResult(page, 'vatAmount', '22,00 €');
  }
  await type(page, amountLabel, '250');
  // 250 * 22 / 100 = 55; 250 + 55 = 305
  await expectResult(page, 'vatAmount', '55,00 €');
  await expectResult(page, 'totalAmount', '305,00 €');
});

test('offers the Italian VAT rates and links to the VAT removal', async ({ page }) => {
  await expect(page.getByLabel('Aliquota IVA').locator('option')).toHaveText([
    '22% – aliquota ordinaria',
    '10% – aliquota ridotta',
    '5% – aliquota ridotta',
    '4% – aliquota minima',
  ]);
  const note = page.locator('aside.note', { hasText: 'Hai già il prezzo con IVA?' });
  await expect(note).toHaveClass(/info/);
  await expect(note).toContainText(nb('non basta togliere il 22%'));
  await note.getByRole('link', { name: 'Vai allo scorporo IVA' }).click();
  await expect(page).toHaveURL(/\/calcolatori\/tasse\/scorporo-iva$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Scorporo IVA');
});
