import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/produttivita/tempo-perso-email';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Tempo Perso con le Email');
  // 40 * 2 / 60 * 5 = 6.667 h a week
  await expectResult(page, 'oreSettimana', '6,7 ore');
  // 6.667 * 52 = 346.667 h a year
  await expectResult(page, 'oreAnno', '346,7 ore');
  // 346.667 / 8 = 43.333 days
  await expectResult(page, 'giorniLavoro', '43,3 giorni');
  // 346.667 * 25 = 8666.67
  await expectResult(page, 'costoAnnuo', '8.666,67 €');
  // 346.667 / (220 * 8) * 100 = 19.697
  await expectResult(page, 'quotaTempoLavoro', '19,7%');
  await expect(page.locator('[data-result="quotaTempoLavoro"] small')).toHaveText(
    nb('Su un anno di 220 giorni lavorativi da 8 ore (1.760 ore).'),
  );
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Minuti medi per email', '2,5');
  await type(page, 'Email gestite al giorno', '25');
  // 25 * 2.5 / 60 * 5 = 5.208 h; * 52 = 270.833 h; / 8 = 33.854 days; * 25 = 6770.83; / 1760 = 15.388 %
  await expectResult(page, 'oreSettimana', '5,2 ore');
  await expectResult(page, 'oreAnno', '270,8 ore');
  await expectResult(page, 'giorniLavoro', '33,9 giorni');
  await expectResult(page, 'costoAnnuo', '6.770,83 €');
  await expectResult(page, 'quotaTempoLavoro', '15,4%');
  await type(page, 'Giorni lavorativi a settimana', '4');
  // 25 * 2.5 / 60 * 4 = 4.1667 h; * 52 = 216.667 h; / 8 = 27.083 days; * 25 = 5416.67; / 1760 = 12.311 %
  await expectResult(page, 'oreSettimana', '4,2 ore');
  await expectResult(page, 'oreAnno', '216,7 ore');
  await expectResult(page, 'giorniLavoro', '27,1 giorni');
  await expectResult(page, 'costoAnnuo', '5.416,67 €');
  await expectResult(page, 'quotaTempoLavoro', '12,3%');
});

test('the hourly cost is optional: empty counts as 0', async ({ page }) => {
  await type(page, 'Costo orario (facoltativo)', '');
  // 346.667 * 0 = 0; the hours stay
  await expectResult(page, 'costoAnnuo', '0,00 €');
  await expectResult(page, 'oreAnno', '346,7 ore');
  await type(page, 'Costo orario (facoltativo)', '30');
  // 346.667 * 30 = 10400
  await expectResult(page, 'costoAnnuo', '10.400,00 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  for (const [label, text] of [
    ['Email gestite al giorno', '0'],
    ['Email gestite al giorno', 'abc'],
    ['Minuti medi per email', '0'],
    ['Giorni lavorativi a settimana', ''],
    ['Giorni lavorativi a settimana', '8'],
    ['Costo orario (facoltativo)', '-1'],
  ] as const) {
    await type(page, label, text);
    await expectResult(page, 'oreAnno', '346,7 ore');
    await expectResult(page, 'costoAnnuo', '8.666,67 €');
    await page.reload();
    await expectResult(page, 'oreAnno', '346,7 ore');
  }
});
