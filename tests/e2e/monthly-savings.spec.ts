import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, result, type } from './helpers.ts';

const url = '/calcolatori/finanza/calcolatore-risparmio-mensile';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Risparmio Mensile');
  // 200 * 60 = 12000
  await expectResult(page, 'totalSaved', '12.000,00 €');
  await expectResult(page, 'monthlyAmount', '200,00 €');
  await expectResult(page, 'totalMonths', '60 mesi');
  // 12000 / 12 = 1000
  await expectResult(page, 'yearlyFigure', '1.000,00 €');
  // goal 10000: 12000 / 10000 * 100 = 120.0; ceil(10000 / 200) = 50
  await expectResult(page, 'goalProgress', '120,0%');
  await expectResult(page, 'monthsToGoal', '50 mesi');
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Risparmio mensile', '350');
  await type(page, 'Obiettivo di risparmio', '5.000');
  await type(page, 'Durata', '12');
  // 350 * 12 = 4200; 4200 / 12 = 350; 4200 / 5000 * 100 = 84.0; ceil(5000 / 350) = ceil(14.29) = 15
  await expectResult(page, 'totalSaved', '4.200,00 €');
  await expectResult(page, 'yearlyFigure', '350,00 €');
  await expectResult(page, 'totalMonths', '12 mesi');
  await expectResult(page, 'goalProgress', '84,0%');
  await expectResult(page, 'monthsToGoal', '15 mesi');
  await type(page, 'Risparmio mensile', '150,5');
  // 150.5 * 12 = 1806; 1806 / 12 = 150.5; 1806 / 5000 * 100 = 36.12; ceil(5000 / 150.5) = ceil(33.22) = 34
  await expectResult(page, 'monthlyAmount', '150,50 €');
  await expectResult(page, 'totalSaved', '1.806,00 €');
  await expectResult(page, 'yearlyFigure', '150,50 €');
  await expectResult(page, 'goalProgress', '36,1%');
  await expectResult(page, 'monthsToGoal', '34 mesi');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Risparmio mensile', '0');
  await expectResult(page, 'totalSaved', '12.000,00 €');
  await type(page, 'Risparmio mensile', 'abc');
  await expectResult(page, 'totalSaved', '12.000,00 €');
  await type(page, 'Risparmio mensile', '200');
  await type(page, 'Durata', '0');
  await expectResult(page, 'totalSaved', '12.000,00 €');
  await type(page, 'Durata', '-6');
  await expectResult(page, 'totalMonths', '60 mesi');
  await type(page, 'Durata', '72');
  // valid again: 200 * 72 = 14400; 14400 / 12 = 1200; 14400 / 10000 * 100 = 144.0
  await expectResult(page, 'totalSaved', '14.400,00 €');
  await expectResult(page, 'yearlyFigure', '1.200,00 €');
  await expectResult(page, 'goalProgress', '144,0%');
});

test('shows the goal notes, the 50/30/20 hint and the chart', async ({ page }) => {
  // default: 12000 >= 10000, reached in ceil(10000 / 200) = 50 months
  const success = page.locator('aside.note.success');
  await expect(success.locator('strong')).toHaveText('Obiettivo raggiunto');
  await expect(success).toContainText(nb('Con 200,00 € al mese raggiungi 10.000,00 € in 50 mesi.'));
  await expect(page.locator('aside.note.warning')).toHaveCount(0);
  // 50/30/20: 200 / 0.2 = 1000
  await expect(page.locator('aside.note.info', { hasText: 'La regola 50/30/20' })).toContainText(
    nb('Risparmiare 200,00 € al mese equivale al 20% di un reddito netto mensile di 1.000,00 €.'),
  );
  // 60 months: the chart shows them all, no cap note
  await expect(page.locator('aside.note', { hasText: 'primi 60 mesi' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Crescita del risparmio' }).locator('canvas')).toBeVisible();

  await type(page, 'Obiettivo di risparmio', '20000');
  await type(page, 'Durata', '36');
  // 200 * 36 = 7200 < 20000: missing 12800; needed 20000 / 36 = 555.5556
  const warning = page.locator('aside.note.warning');
  await expect(warning.locator('strong')).toHaveText('Obiettivo non ancora raggiunto');
  await expect(warning).toContainText(nb('Ti mancano 12.800,00 €. Per arrivare a 20.000,00 € in 36 mesi dovresti risparmiare 555,56 € al mese.'));
  await expect(page.locator('aside.note.success')).toHaveCount(0);
  // 7200 / 20000 * 100 = 36.0; ceil(20000 / 200) = 100
  await expectResult(page, 'goalProgress', '36,0%');
  await expectResult(page, 'monthsToGoal', '100 mesi');

  await type(page, 'Durata', '120');
  // more than 60 months: the chart is capped, a note says so; 200 * 120 = 24000
  await expectResult(page, 'totalSaved', '24.000,00 €');
  await expect(page.locator('aside.note.info', { hasText: 'Il grafico mostra i primi 60 mesi del piano.' })).toHaveCount(1);

  // no goal: the goal results and notes disappear
  await type(page, 'Obiettivo di risparmio', '');
  await expect(result(page, 'goalProgress')).toHaveCount(0);
  await expect(result(page, 'monthsToGoal')).toHaveCount(0);
  await expect(page.locator('aside.note.success, aside.note.warning')).toHaveCount(0);
  await expectResult(page, 'totalSaved', '24.000,00 €');
});
