import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, result, type } from './helpers.ts';

const url = '/calcolatori/tasse/ritenuta-acconto';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Calcolatore Ritenuta d'Acconto");
  await expectResult(page, 'grossAmount', '1.000,00 €');
  // professional: 20%
  await expectResult(page, 'withholdingRate', '20%');
  // 1000 * 20 / 100 = 200
  await expectResult(page, 'withholdingAmount', '200,00 €');
  // VAT yes: 1000 * 0.22 = 220
  await expectResult(page, 'vatAmount', '220,00 €');
  // 1000 + 220 = 1220
  await expectResult(page, 'totalInvoice', '1.220,00 €');
  // 1220 - 200 = 1020
  await expectResult(page, 'netAmount', '1.020,00 €');
  await expect(page.getByRole('img', { name: 'Come si divide il totale della fattura' }).locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Compenso lordo (imponibile)', '1.234,56');
  await page.getByLabel('Tipo di attività').selectOption({ label: 'Consulenza' });
  // 1234.56 * 0.20 = 246.912
  await expectResult(page, 'withholdingAmount', '246,91 €');
  // 1234.56 * 0.22 = 271.6032
  await expectResult(page, 'vatAmount', '271,60 €');
  // 1234.56 + 271.6032 = 1506.1632
  await expectResult(page, 'totalInvoice', '1.506,16 €');
  // 1506.1632 - 246.912 = 1259.2512
  await expectResult(page, 'netAmount', '1.259,25 €');
  await type(page, 'Compenso lordo (imponibile)', '2.500,5');
  // 2500.5 * 0.20 = 500.10; VAT 550.11; total 3050.61; net 2550.51
  await expectResult(page, 'withholdingAmount', '500,10 €');
  await expectResult(page, 'vatAmount', '550,11 €');
  await expectResult(page, 'totalInvoice', '3.050,61 €');
  await expectResult(page, 'netAmount', '2.550,51 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Compenso lordo (imponibile)', '0');
  await expectResult(page, 'netAmount', '1.020,00 €');
  await type(page, 'Compenso lordo (imponibile)', 'abc');
  await expectResult(page, 'netAmount', '1.020,00 €');
  await expectResult(page, 'withholdingAmount', '200,00 €');
  await type(page, 'Compenso lordo (imponibile)', '-50');
  await expectResult(page, 'netAmount', '1.020,00 €');
  await expectResult(page, 'grossAmount', '1.000,00 €');
  await type(page, 'Compenso lordo (imponibile)', '800');
  // 800 * 0.20 = 160; total 800 * 1.22 = 976; net 976 - 160 = 816
  await expectResult(page, 'netAmount', '816,00 €');
});

test('the activity type changes the withholding rate', async ({ page }) => {
  const activity = page.getByLabel('Tipo di attività');
  await activity.selectOption({ label: "Diritti d'autore e royalties" });
  await expectResult(page, 'withholdingRate', '30%');
  // 1000 * 0.30 = 300; net 1220 - 300 = 920
  await expectResult(page, 'withholdingAmount', '300,00 €');
  await expectResult(page, 'totalInvoice', '1.220,00 €');
  await expectResult(page, 'netAmount', '920,00 €');
  await activity.selectOption({ label: 'Affitti e locazioni' });
  await expectResult(page, 'withholdingRate', '21%');
  // 1000 * 0.21 = 210; net 1220 - 210 = 1010
  await expectResult(page, 'withholdingAmount', '210,00 €');
  await expectResult(page, 'netAmount', '1.010,00 €');
  for (const label of ['Provvigioni', 'Altro (es. prestazione occasionale)', 'Lavoro autonomo professionale']) {
    await activity.selectOption({ label });
    await expectResult(page, 'withholdingRate', '20%');
    await expectResult(page, 'netAmount', '1.020,00 €');
  }
});

test('the VAT choice adds or removes the 22% VAT', async ({ page }) => {
  const yes = page.getByRole('radio', { name: 'Sì' });
  const no = page.getByRole('radio', { name: 'No' });
  await expect(yes).toHaveAttribute('aria-checked', 'true');
  await expect(no).toHaveAttribute('aria-checked', 'false');
  await no.click();
  await expect(no).toHaveAttribute('aria-checked', 'true');
  await expect(yes).toHaveAttribute('aria-checked', 'false');
  // no VAT: the VAT row is gone, total = 1000, net = 1000 - 200 = 800
  await expect(result(page, 'vatAmount')).toHaveCount(0);
  await expectResult(page, 'totalInvoice', '1.000,00 €');
  await expectResult(page, 'netAmount', '800,00 €');
  await page.getByLabel('Tipo di attività').selectOption({ label: 'Affitti e locazioni' });
  // rental without VAT: 1000 - 210 = 790
  await expectResult(page, 'netAmount', '790,00 €');
  await type(page, 'Compenso lordo (imponibile)', '2.500,5');
  await page.getByLabel('Tipo di attività').selectOption({ label: "Diritti d'autore e royalties" });
  // royalty without VAT: 2500.5 * 0.30 = 750.15; net 2500.5 - 750.15 = 1750.35
  await expectResult(page, 'withholdingAmount', '750,15 €');
  await expectResult(page, 'totalInvoice', '2.500,50 €');
  await expectResult(page, 'netAmount', '1.750,35 €');
  await yes.click();
  // VAT back: 2500.5 * 0.22 = 550.11; total 3050.61; net 3050.61 - 750.15 = 2300.46
  await expectResult(page, 'vatAmount', '550,11 €');
  await expectResult(page, 'totalInvoice', '3.050,61 €');
  await expectResult(page, 'netAmount', '2.300,46 €');
});
