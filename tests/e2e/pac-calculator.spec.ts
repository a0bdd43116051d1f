import { expect, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/finanza/piano-accumulo-capitale';
const caption = 'Andamento anno per anno';

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

// Expected values from a month-by-month loop in Python: i = (1 + r/n)^(n/12) - 1;
// each month B = (B + deposit) * (1 + i), starting from the initial capital.

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore PAC');
  await expect(page.getByLabel('Frequenza di capitalizzazione')).toHaveValue('12');
  // C 1000, D 500, 7 %, monthly: i = 0.07/12; after 120 months B = 89056.8958
  await expectResult(page, 'finalAmount', '89.056,90 €');
  await expect(page.locator('[data-result="finalAmount"] small')).toHaveText('dopo 120 versamenti mensili');
  // 1000 + 500 * 120 = 61000
  await expectResult(page, 'totalContributions', '61.000,00 €');
  // 89056.8958 - 61000 = 28056.8958; 28056.8958 / 61000 * 100 = 45.9949
  await expectResult(page, 'totalInterest', '28.056,90 €');
  await expectResult(page, 'totalReturn', '45,99%');
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Rendimento annuo atteso', '4,5');
  await type(page, 'Capitale iniziale', '2.000');
  await type(page, 'Versamento mensile', '150');
  await type(page, 'Durata', '15');
  // C 2000, D 150, 4.5 % monthly, 180 months: B = 42529.5436; paid 2000 + 150*180 = 29000
  await expectResult(page, 'finalAmount', '42.529,54 €');
  await expectResult(page, 'totalContributions', '29.000,00 €');
  await expectResult(page, 'totalInterest', '13.529,54 €');
  // 13529.5436 / 29000 * 100 = 46.6536
  await expectResult(page, 'totalReturn', '46,65%');
  // back to the default plan, then an initial capital of 0, which the spec allows
  await type(page, 'Rendimento annuo atteso', '7');
  await type(page, 'Versamento mensile', '500');
  await type(page, 'Durata', '10');
  await type(page, 'Capitale iniziale', '0');
  // C 0, D 500, 7 % monthly, 120 months: B = 87047.2344; paid 60000; return 45.0787 %
  await expectResult(page, 'finalAmount', '87.047,23 €');
  await expectResult(page, 'totalContributions', '60.000,00 €');
  await expectResult(page, 'totalReturn', '45,08%');
});

test('the compounding select changes the monthly rate', async ({ page }) => {
  const select = page.getByLabel('Frequenza di capitalizzazione');
  await select.selectOption({ label: 'Annuale' });
  // i = 1.07^(1/12) - 1; B = 87976.5927; interest 26976.5927; 44.2239 %
  await expectResult(page, 'finalAmount', '87.976,59 €');
  await expectResult(page, 'totalInterest', '26.976,59 €');
  await expectResult(page, 'totalReturn', '44,22%');
  await select.selectOption({ label: 'Semestrale' });
  // i = 1.035^(2/12) - 1; B = 88552.6889
  await expectResult(page, 'finalAmount', '88.552,69 €');
  await select.selectOption({ label: 'Trimestrale' });
  // i = 1.0175^(4/12) - 1; B = 88852.4648
  await expectResult(page, 'finalAmount', '88.852,46 €');
  await select.selectOption({ label: 'Mensile' });
  await expectResult(page, 'finalAmount', '89.056,90 €');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  await type(page, 'Versamento mensile', '0');
  await expectResult(page, 'finalAmount', '89.056,90 €');
  await type(page, 'Versamento mensile', 'abc');
  await expectResult(page, 'finalAmount', '89.056,90 €');
  await type(page, 'Versamento mensile', '500');
  await type(page, 'Rendimento annuo atteso', '-1');
  await expectResult(page, 'finalAmount', '89.056,90 €');
  await type(page, 'Rendimento annuo atteso', '7');
  await type(page, 'Durata', '0');
  await expectResult(page, 'totalContributions', '61.000,00 €');
  await type(page, 'Capitale iniziale', '-100');
  await type(page, 'Durata', '10');
  await expectResult(page, 'finalAmount', '89.056,90 €');
  await type(page, 'Capitale iniziale', '1000');
  await type(page, 'Rendimento annuo atteso', '0');
  // rate 0 is valid: 1000 + 500 * 120 = 61000, no interest
  await expectResult(page, 'finalAmount', '61.000,00 €');
  await expectResult(page, 'totalInterest', '0,00 €');
  await expectResult(page, 'totalReturn', '0,00%');
});

test('shows the yearly table and the growth chart', async ({ page }) => {
  const table = page.getByRole('table', { name: caption });
  await expect(table.locator('caption')).toHaveText(caption);
  await expect(table.locator('thead th')).toHaveText(['Anno', 'Totale versato', 'Valore del PAC', 'Interessi maturati']);
  await expect(table.locator('tbody tr')).toHaveCount(10);
  // month 12: paid 1000 + 500*12 = 7000, B = 7304.7278, interest 304.7278
  await expect(table.locator('tbody tr').first().locator('td')).toHaveText(['1', nb('7.000,00 €'), nb('7.304,73 €'), nb('304,73 €')]);
  // month 120: paid 61000, B = 89056.8958, interest 28056.8958
  await expect(table.locator('tbody tr').last().locator('td')).toHaveText(['10', nb('61.000,00 €'), nb('89.056,90 €'), nb('28.056,90 €')]);
  await expect(page.getByRole('img', { name: 'Crescita del piano di accumulo' }).locator('canvas')).toBeVisible();
  await expect(page.locator('aside.note')).toHaveCount(0);

  await type(page, 'Durata', '0,5');
  // 6 months: B = 4097.3634, paid 1000 + 500*6 = 4000; no full year, so no yearly rows
  await expectResult(page, 'finalAmount', '4.097,36 €');
  await expect(page.locator('[data-result="finalAmount"] small')).toHaveText('dopo 6 versamenti mensili');
  await expect(table.locator('tbody tr')).toHaveCount(0);
  await expect(page.locator('aside.note.info')).toContainText('Con una durata inferiore a un anno il grafico e la tabella annuale restano vuoti.');
});
