import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/azienda-finanza/roi-marketing';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

/** Defaults: costs 8000 + 2000 = 10000; net 30000 - 10000 = 20000; ROI 20000 / 10000 * 100 = 200; ratio 3 */
async function expectDefaults(page: Page) {
  await expectResult(page, 'roiPercentuale', '200,00%');
  await expectResult(page, 'rendimentoAssoluto', '20.000,00 €');
  await expectResult(page, 'rapportoRicaviCosti', '3,00');
  await expectResult(page, 'costiTotali', '10.000,00 €');
}

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore ROI Marketing');
  await expectDefaults(page);
  await expect(page.locator('[data-result="rapportoRicaviCosti"] small')).toHaveText(nb('Ricavi generati per ogni euro investito: 3,00 €'));
  const success = page.locator('aside.note.success');
  await expect(success.locator('strong')).toHaveText('Campagna in attivo');
  await expect(success).toContainText(nb('La campagna ha generato 20.000,00 € in più di quanto è costata.'));
  await expect(page.getByRole('img', { name: 'Ricavi e costi della campagna' }).locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Ricavi attribuiti alla campagna', '45.000');
  // net 45000 - 10000 = 35000; ROI 350; ratio 4.5
  await expectResult(page, 'roiPercentuale', '350,00%');
  await expectResult(page, 'rendimentoAssoluto', '35.000,00 €');
  await expectResult(page, 'rapportoRicaviCosti', '4,50');
  await type(page, 'Costi media', '9.500,50');
  await type(page, 'Costi di struttura', '1500');
  // costs 9500.50 + 1500 = 11000.50; net 33999.50; ROI 33999.5 / 11000.5 * 100 = 309.0723; ratio 4.0907
  await expectResult(page, 'costiTotali', '11.000,50 €');
  await expectResult(page, 'rendimentoAssoluto', '33.999,50 €');
  await expectResult(page, 'roiPercentuale', '309,07%');
  await expectResult(page, 'rapportoRicaviCosti', '4,09');
});

test('total costs of zero keep the previous result', async ({ page }) => {
  await type(page, 'Costi media', '0');
  // costs 0 + 2000 = 2000 are still above zero: net 28000; ROI 28000 / 2000 * 100 = 1400; ratio 15
  await expectResult(page, 'costiTotali', '2.000,00 €');
  await expectResult(page, 'roiPercentuale', '1.400,00%');
  await expectResult(page, 'rapportoRicaviCosti', '15,00');
  await type(page, 'Costi di struttura', '0');
  await expectResult(page, 'roiPercentuale', '1.400,00%');
  await expectResult(page, 'costiTotali', '2.000,00 €');
  await type(page, 'Costi di struttura', 'abc');
  await expectResult(page, 'roiPercentuale', '1.400,00%');
  await type(page, 'Costi media', '8000');
  await type(page, 'Costi di struttura', '2000');
  await expectDefaults(page);
});

test('shows a loss and a break-even campaign', async ({ page }) => {
  await type(page, 'Ricavi attribuiti alla campagna', '5000');
  // net 5000 - 10000 = -5000; ROI -50; ratio 0.5
  await expectResult(page, 'roiPercentuale', '-50,00%');
  await expectResult(page, 'rendimentoAssoluto', '-5.000,00 €');
  await expectResult(page, 'rapportoRicaviCosti', '0,50');
  const danger = page.locator('aside.note.danger');
  await expect(danger.locator('strong')).toHaveText('Campagna in perdita');
  await expect(danger).toContainText(nb('I costi superano i ricavi attribuiti di 5.000,00 €'));
  await expect(page.locator('aside.note.success')).toHaveCount(0);
  await type(page, 'Ricavi attribuiti alla campagna', '10000');
  // net 0; ROI 0; ratio 1
  await expectResult(page, 'roiPercentuale', '0,00%');
  await expectResult(page, 'rapportoRicaviCosti', '1,00');
  await expect(page.locator('aside.note.info strong')).toHaveText('Campagna in pareggio');
  await expect(page.locator('aside.note.danger')).toHaveCount(0);
});
