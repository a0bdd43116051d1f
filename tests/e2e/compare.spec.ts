/**
 * `Confronta` (src/share/Compare.tsx) on the VAT calculator, at 360 px: scenarios pinned one by one,
 * each later one with its difference from A in the result's unit and in percent, at most 3, kept
 * in the link through a reload, and closed.
 */
import { readCalculatorPages } from '../support/calculator-files.ts';
import { openCalculator } from './form.ts';
import { expectNoSidewaysScroll } from './helpers.ts';
import { expect, test } from './shared-page.ts';

const { data, url } = (await readCalculatorPages()).find((p) => p.data.id === 'vat-calculator')!;

test('Confronta pins scenarios and shows every difference from A, in the link too', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const form = await openCalculator(page, data, url);
  const compare = page.getByRole('region', { name: 'Confronto degli scenari' });
  const row = (id: string) => compare.locator(`tr[data-result="${id}"]`);
  const cells = async (id: string) =>
    (await row(id).locator('td').allTextContents()).map((t) => t.replace(/\u00a0/g, ' '));

  // A: 100 € at 22% (the defaults). B: 150 € at 22%.
  await page.getByRole('button', { name: 'Confronta' }).click();
  await form.getByLabel('Importo netto (imponibile)', { exact: true }).fill('150');
  await expect(compare.getByRole('columnheader')).toHaveText(['Risultato', 'A', 'B (attuale)']);
  // 150 × 1,22 = 183 against 100 × 1,22 = 122: +61 €, 61 / 122 = +50,0%; VAT 33 against 22: +11 €, +50,0%.
  await expect.poll(() => cells('totalAmount')).toEqual(['122,00 €', '183,00 €+61,00 € (+50,0%)']);
  expect(await cells('vatAmount')).toEqual(['22,00 €', '33,00 €+11,00 € (+50,0%)']);

  // C: 150 € at 10%: 165 € in all (165 − 122 = +43 €, 43 / 122 = 35,2%), VAT 15 € (15 − 22 = −7 €, 7 / 22 = 31,8%).
  await page.getByRole('button', { name: 'Confronta' }).click();
  await form.getByLabel('Aliquota IVA', { exact: true }).selectOption('10');
  await expect(compare.getByRole('columnheader')).toHaveText(['Risultato', 'A', 'B', 'C (attuale)']);
  const expected = {
    totalAmount: ['122,00 €', '183,00 €+61,00 € (+50,0%)', '165,00 €+43,00 € (+35,2%)'],
    vatAmount: ['22,00 €', '33,00 €+11,00 € (+50,0%)', '15,00 €-7,00 € (-31,8%)'],
  };
  await expect.poll(() => cells('totalAmount')).toEqual(expected.totalAmount);
  expect(await cells('vatAmount')).toEqual(expected.vatAmount);
  await expect(page.getByRole('button', { name: 'Confronta' })).toBeDisabled();
  // Readable at 360 px: the page does not scroll sideways (the table scrolls in its own region).
  await expectNoSidewaysScroll(page, 360);

  // The scenarios travel in the link.
  await expect.poll(() => new URL(page.url()).searchParams.getAll('confronta').length).toBe(2);
  await page.reload();
  await expect.poll(() => cells('totalAmount')).toEqual(expected.totalAmount);
  expect(await cells('vatAmount')).toEqual(expected.vatAmount);

  await page.getByRole('button', { name: 'Chiudi il confronto' }).click();
  await expect(compare).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).searchParams.getAll('confronta')).toEqual([]);
  await expect(form.getByLabel('Aliquota IVA', { exact: true })).toHaveValue('10');
});
