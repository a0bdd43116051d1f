import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/finanza/cashflow-mensile';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Cash Flow Mensile');
  // 10000 - (6000 + 2000) = 2000
  await expectResult(page, 'cashFlow', '2.000,00 €');
  await expectResult(page, 'totalExpenses', '8.000,00 €');
  // 2000 / 10000 * 100 = 20.0 -> at least 20: "Solida"
  await expectResult(page, 'savingsRate', '20,0%');
  await expectResult(page, 'savingsAssessment', 'Solida');
  await expect(page.getByRole('img', { name: 'Come si ripartiscono le entrate' }).locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Entrate mensili', '3.000,5');
  await type(page, 'Uscite fisse', '1.500');
  await type(page, 'Uscite variabili', '1200');
  // 1500 + 1200 = 2700; 3000.5 - 2700 = 300.5
  await expectResult(page, 'totalExpenses', '2.700,00 €');
  await expectResult(page, 'cashFlow', '300,50 €');
  // 300.5 / 3000.5 * 100 = 10.015 -> "10,0%", between 10 and 20: "Nella media"
  await expectResult(page, 'savingsRate', '10,0%');
  await expectResult(page, 'savingsAssessment', 'Nella media');
  await type(page, 'Uscite variabili', '550');
  // 3000.5 - 2050 = 950.5; 950.5 / 3000.5 * 100 = 31.678 -> "31,7%"
  await expectResult(page, 'cashFlow', '950,50 €');
  await expectResult(page, 'savingsRate', '31,7%');
  await expectResult(page, 'savingsAssessment', 'Solida');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Uscite fisse', '-100');
  await expectResult(page, 'cashFlow', '2.000,00 €');
  await expectResult(page, 'totalExpenses', '8.000,00 €');
  await type(page, 'Uscite fisse', '6000');
  await type(page, 'Entrate mensili', '-1');
  await expectResult(page, 'cashFlow', '2.000,00 €');
  await expectResult(page, 'savingsRate', '20,0%');
  // a non-number income counts as 0, which is allowed: cash flow 0 - 8000 = -8000, saving % is 0
  await type(page, 'Entrate mensili', 'abc');
  await expectResult(page, 'cashFlow', '-8.000,00 €');
  await expectResult(page, 'savingsRate', '0,0%');
  await expectResult(page, 'savingsAssessment', 'In deficit');
});

test('shows the green surplus panel by default', async ({ page }) => {
  const surplus = page.locator('aside.note.success');
  await expect(surplus).toHaveCount(1);
  await expect(surplus.locator('strong')).toHaveText('Surplus disponibile');
  await expect(surplus).toContainText(nb('Ogni mese ti restano 2.000,00 € da mettere da parte o investire.'));
  await expect(page.locator('aside.note.danger')).toHaveCount(0);
  // savings rate 20.0% >= 20: the "Risparmio solido" panel as well
  await expect(page.locator('aside.note.info')).toContainText('Risparmio solido');
  await expect(page.locator('aside.note.info')).toContainText('Risparmi il 20,0% delle entrate');
});

test('shows the red deficit panel when outgoings exceed income', async ({ page }) => {
  await type(page, 'Entrate mensili', '2500');
  await type(page, 'Uscite fisse', '1800');
  await type(page, 'Uscite variabili', '900');
  // 2500 - (1800 + 900) = -200; -200 / 2500 * 100 = -8.0
  await expectResult(page, 'cashFlow', '-200,00 €');
  await expectResult(page, 'totalExpenses', '2.700,00 €');
  await expectResult(page, 'savingsRate', '-8,0%');
  await expectResult(page, 'savingsAssessment', 'In deficit');
  const deficit = page.locator('aside.note.danger');
  await expect(deficit).toHaveCount(1);
  await expect(deficit.locator('strong')).toHaveText('Deficit da coprire');
  // deficit = 200
  await expect(deficit).toContainText(nb('Ogni mese spendi 200,00 € più di quanto guadagni.'));
  await expect(page.locator('aside.note.success')).toHaveCount(0);
  await expect(page.locator('aside.note', { hasText: 'Risparmio solido' })).toHaveCount(0);
  // exactly balanced: 2500 - (1800 + 700) = 0 -> green again, saving 0% < 10: tight
  await type(page, 'Uscite variabili', '700');
  await expectResult(page, 'cashFlow', '0,00 €');
  await expect(page.locator('aside.note.success')).toContainText('Surplus disponibile');
  await expect(page.locator('aside.note.danger')).toHaveCount(0);
  await expect(page.locator('aside.note.warning')).toContainText('Bilancio teso');
  await expectResult(page, 'savingsAssessment', 'Tesa');
});
