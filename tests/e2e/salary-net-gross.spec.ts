import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/tasse/stipendio-lordo-netto';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

/** RAL 30000: inps 30000*0.0919 = 2757; taxable 27243; irpef 15000*0.23 + 12243*0.27 = 6755.61;
 *  regional 27243*0.0173 = 471.3039; municipal 27243*0.008 = 217.944; total 10201.8579;
 *  net 19798.1421; monthly 19798.1421/12 = 1649.8452 */
async function expectDefaults(page: Page) {
  await expectResult(page, 'netSalary', '19.798,14 €');
  await expectResult(page, 'monthlyNet', '1.649,85 €');
  await expectResult(page, 'grossSalary', '30.000,00 €');
  await expectResult(page, 'inpsTax', '2.757,00 €');
  await expectResult(page, 'irpefTax', '6.755,61 €');
  await expectResult(page, 'regionalTax', '471,30 €');
  await expectResult(page, 'municipalTax', '217,94 €');
  await expectResult(page, 'totalTaxes', '10.201,86 €');
}

/** RAL 50000: inps 4595; taxable 45405; irpef 3450 + 13000*0.27 + 17405*0.38 = 13573.90;
 *  regional 45405*0.0173 = 785.5065; municipal 45405*0.008 = 363.24; total 19317.6465;
 *  net 30682.3535; monthly 2556.8628 */
async function expect50000(page: Page) {
  await expectResult(page, 'netSalary', '30.682,35 €');
  await expectResult(page, 'monthlyNet', '2.556,86 €');
  await expectResult(page, 'grossSalary', '50.000,00 €');
  await expectResult(page, 'inpsTax', '4.595,00 €');
  await expectResult(page, 'irpefTax', '13.573,90 €');
  await expectResult(page, 'regionalTax', '785,51 €');
  await expectResult(page, 'municipalTax', '363,24 €');
  await expectResult(page, 'totalTaxes', '19.317,65 €');
}

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Stipendio Netto 2025 da Lordo');
  await expectDefaults(page);
  await expect(page.locator('[data-result="irpefTax"] small')).toHaveText(nb('Imponibile: 27.243,00 €'));
  await expect(page.getByRole('img', { name: 'Dove va il tuo stipendio lordo' }).locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Retribuzione annua lorda (RAL)', '41.250,5');
  // inps 41250.5*0.0919 = 3790.9209; taxable 37459.5791
  await expectResult(page, 'inpsTax', '3.790,92 €');
  await expect(page.locator('[data-result="irpefTax"] small')).toHaveText(nb('Imponibile: 37.459,58 €'));
  // irpef 3450 + 3510 + (37459.5791-28000)*0.38 = 10554.6401
  await expectResult(page, 'irpefTax', '10.554,64 €');
  // 37459.5791*0.0173 = 648.0507; *0.008 = 299.6766
  await expectResult(page, 'regionalTax', '648,05 €');
  await expectResult(page, 'municipalTax', '299,68 €');
  // total 3790.9209 + 10554.6401 + 648.0507 + 299.6766 = 15293.2883; net 25957.2117; monthly 2163.1010
  await expectResult(page, 'totalTaxes', '15.293,29 €');
  await expectResult(page, 'netSalary', '25.957,21 €');
  await expectResult(page, 'monthlyNet', '2.163,10 €');
  await type(page, 'Retribuzione annua lorda (RAL)', '100.000');
  // inps 9190; taxable 90810; irpef 3450 + 3510 + 27000*0.38 + 20000*0.41 + 15810*0.43 = 32218.30
  await expectResult(page, 'irpefTax', '32.218,30 €');
  // regional 90810*0.0173 = 1571.013; municipal 726.48; total 43705.793; net 56294.207
  await expectResult(page, 'totalTaxes', '43.705,79 €');
  await expectResult(page, 'netSalary', '56.294,21 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Retribuzione annua lorda (RAL)', '0');
  await expectDefaults(page);
  await type(page, 'Retribuzione annua lorda (RAL)', 'abc');
  await expectDefaults(page);
  await type(page, 'Retribuzione annua lorda (RAL)', '-1000');
  await expectDefaults(page);
  await type(page, 'Retribuzione annua lorda (RAL)', '50000');
  await expect50000(page);
});

test('contract type and region do not change the result', async ({ page }) => {
  const contract = page.getByLabel('Tipo di contratto');
  const region = page.getByLabel('Regione');
  await expect(contract).toHaveValue('dipendente');
  await expect(region).toHaveValue('standard');
  await contract.selectOption({ label: 'Dirigente' });
  await expect(contract).toHaveValue('dirigente');
  await expectDefaults(page);
  for (const [label, value] of [['Lombardia', 'lombardia'], ['Lazio', 'lazio'], ['Campania', 'campania']] as const) {
    await region.selectOption({ label });
    await expect(region).toHaveValue(value);
    await expectDefaults(page);
  }
  // with the selects changed, the RAL still drives the result exactly as before
  await type(page, 'Retribuzione annua lorda (RAL)', '50.000');
  await expect50000(page);
  await contract.selectOption({ label: 'Lavoratore dipendente' });
  await region.selectOption({ label: 'Standard (altre regioni)' });
  await expect(region).toHaveValue('standard');
  await expect50000(page);
  await region.selectOption({ label: 'Lombardia' });
  await expect50000(page);
});
