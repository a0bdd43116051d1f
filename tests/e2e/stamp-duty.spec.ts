import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, type } from './helpers.ts';

const url = '/calcolatori/tasse/imposta-bollo';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Imposta di Bollo');
  await expect(page.getByRole('radio', { name: 'Persona fisica' })).toHaveAttribute('aria-checked', 'true');
  // individual: 50000 > 5000 -> max(0.002 * 50000, 34.20) = 100; balance 10000 > 5000 -> 34.20
  await expectResult(page, 'stampDutyTitles', '100,00 €');
  await expectResult(page, 'stampDutyAccount', '34,20 €');
  // 100 + 34.20 = 134.20
  await expectResult(page, 'totalStampDuty', '134,20 €');
  await expectResult(page, 'portfolioValue', '50.000,00 €');
  await expectResult(page, 'accountBalance', '10.000,00 €');
  await expect(page.getByRole('img', { name: "Ripartizione dell'imposta di bollo" }).locator('canvas')).toBeVisible();
});

test('the client type buttons switch between individual and company rules', async ({ page }) => {
  await page.getByRole('radio', { name: 'Società o ente' }).click();
  await expect(page.getByRole('radio', { name: 'Società o ente' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Persona fisica' })).toHaveAttribute('aria-checked', 'false');
  // company: 0.002 * 50000 = 100; balance 10000 > 0 -> 100; total 200
  await expectResult(page, 'stampDutyTitles', '100,00 €');
  await expectResult(page, 'stampDutyAccount', '100,00 €');
  await expectResult(page, 'totalStampDuty', '200,00 €');
  await type(page, 'Valore del portafoglio titoli', '25.000,50');
  await type(page, 'Giacenza media annua del conto', '0');
  // company, no minimum: 0.002 * 25000.5 = 50.001; balance 0 -> no account duty
  await expectResult(page, 'stampDutyTitles', '50,00 €');
  await expectResult(page, 'stampDutyAccount', '0,00 €');
  await expectResult(page, 'totalStampDuty', '50,00 €');
  await expectResult(page, 'portfolioValue', '25.000,50 €');
  await type(page, 'Valore del portafoglio titoli', '8.000.000');
  // 0.002 * 8000000 = 16000: above the 14000 cap, which is not applied but flagged
  await expectResult(page, 'stampDutyTitles', '16.000,00 €');
  const warning = page.locator('aside.note.warning');
  await expect(warning.locator('strong')).toHaveText('Oltre il tetto di 14.000 €');
  await expect(warning).toContainText('Il calcolo non applica questo tetto.');
  await page.getByRole('radio', { name: 'Persona fisica' }).click();
  await expect(page.locator('aside.note.warning')).toHaveCount(0);
});

test('recomputes individual thresholds, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Valore del portafoglio titoli', '12000');
  await type(page, 'Giacenza media annua del conto', '3000');
  // 0.002 * 12000 = 24 < 34.20 -> minimum 34.20; balance 3000 <= 5000 -> 0
  await expectResult(page, 'stampDutyTitles', '34,20 €');
  await expectResult(page, 'stampDutyAccount', '0,00 €');
  await expectResult(page, 'totalStampDuty', '34,20 €');
  await expect(page.locator('aside.note.info')).toContainText('importo minimo di 34,20 €');
  await type(page, 'Valore del portafoglio titoli', '20.000,50');
  await type(page, 'Giacenza media annua del conto', '5.000,5');
  // 0.002 * 20000.5 = 40.001 > 34.20; 5000.5 > 5000 -> 34.20; total 74.201
  await expectResult(page, 'stampDutyTitles', '40,00 €');
  await expectResult(page, 'stampDutyAccount', '34,20 €');
  await expectResult(page, 'totalStampDuty', '74,20 €');
  await expect(page.locator('aside.note.info')).toHaveCount(0);
  await type(page, 'Valore del portafoglio titoli', '5000');
  await type(page, 'Giacenza media annua del conto', '5000');
  // exactly 5000: neither threshold is exceeded -> 0; the pie chart is hidden
  await expectResult(page, 'totalStampDuty', '0,00 €');
  await expect(page.getByRole('img', { name: "Ripartizione dell'imposta di bollo" })).toHaveCount(0);
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Valore del portafoglio titoli', '-1');
  await expectResult(page, 'totalStampDuty', '134,20 €');
  await expectResult(page, 'portfolioValue', '50.000,00 €');
  await type(page, 'Valore del portafoglio titoli', '50000');
  await type(page, 'Giacenza media annua del conto', '-500');
  await expectResult(page, 'totalStampDuty', '134,20 €');
  await expectResult(page, 'accountBalance', '10.000,00 €');
  // a non-number balance counts as 0, which is valid: no account duty, 100 + 0 = 100
  await type(page, 'Giacenza media annua del conto', 'abc');
  await expectResult(page, 'stampDutyAccount', '0,00 €');
  await expectResult(page, 'totalStampDuty', '100,00 €');
});
