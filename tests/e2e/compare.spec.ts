/**
 * `Confronta` (src/share/Compare.tsx) on the VAT calculator, at 360 px: scenarios pinned one by one,
 * each a card of its own, stacked and whole on the screen, with the inputs that differ between the
 * scenarios and its results, each later one with its difference from A in the result's unit and in
 * percent, and a sentence saying what to do next; at most 3, kept in the link through a reload, and
 * closed. At 1280 px the cards stand side by side.
 */
import { readCalculatorPages } from '../support/calculator-files.ts';
import { openCalculator } from './form.ts';
import { expectNoSidewaysScroll } from './helpers.ts';
import { expect, test } from './shared-page.ts';

const { data, url } = (await readCalculatorPages()).find((p) => p.data.id === 'vat-calculator')!;
const PHONE = 360;

test('Confronta pins scenarios and shows every difference from A, in the link too', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: PHONE, height: 800 });
  const form = await openCalculator(page, data, url);
  const compare = page.getByRole('region', { name: 'Confronto' });
  const scenarios = compare.getByRole('listitem');
  const text = (t: string) => t.replace(/\u00a0/g, ' ');
  /** Each scenario's value of a result (with its difference from A), or of an input that differs. */
  const column = async (kind: 'result' | 'input', id: string) =>
    (await compare.locator(`[data-${kind}="${id}"] dd`).allTextContents()).map(text);

  // A: 100 € at 22% (the defaults). B: 150 € at 22%.
  await page.getByRole('button', { name: 'Confronta' }).click();
  await form.getByLabel('Importo netto (imponibile)', { exact: true }).fill('150');
  await expect(scenarios.getByRole('heading')).toHaveText(['Scenario A', 'Scenario B (attuale)']);
  // 150 × 1,22 = 183 against 100 × 1,22 = 122: +61 €, 61 / 122 = +50,0%; VAT 33 against 22: +11 €, +50,0%.
  await expect.poll(() => column('result', 'totalAmount')).toEqual(['122,00 €', '183,00 €+61,00 € (+50,0%)']);
  expect(await column('result', 'vatAmount')).toEqual(['22,00 €', '33,00 €+11,00 € (+50,0%)']);
  // Only the amount differs: it is shown with each scenario, the rate is not.
  expect(await column('input', 'amount')).toEqual(['100 €', '150 €']);
  await expect(compare.locator('[data-input="rate"]')).toHaveCount(0);
  await expect(compare).toContainText('B mostra i nuovi risultati e la differenza da A');
  await expect(compare).toContainText('Premi «Confronta» per fissare anche B');

  // On a phone the scenarios are stacked, each whole on the screen (B starts where A starts, below it).
  const [a, b] = await Promise.all([scenarios.nth(0).boundingBox(), scenarios.nth(1).boundingBox()]);
  expect(b!.x).toBe(a!.x);
  expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
  for (const box of [a!, b!]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE);
  }

  // C: 150 € at 10%: 165 € in all (165 − 122 = +43 €, 43 / 122 = 35,2%), VAT 15 € (15 − 22 = −7 €, 7 / 22 = 31,8%).
  await page.getByRole('button', { name: 'Confronta' }).click();
  await form.getByLabel('Aliquota IVA', { exact: true }).selectOption('10');
  await expect(scenarios.getByRole('heading')).toHaveText(['Scenario A', 'Scenario B', 'Scenario C (attuale)']);
  const expected = {
    totalAmount: ['122,00 €', '183,00 €+61,00 € (+50,0%)', '165,00 €+43,00 € (+35,2%)'],
    vatAmount: ['22,00 €', '33,00 €+11,00 € (+50,0%)', '15,00 €-7,00 € (-31,8%)'],
  };
  await expect.poll(() => column('result', 'totalAmount')).toEqual(expected.totalAmount);
  expect(await column('result', 'vatAmount')).toEqual(expected.vatAmount);
  // Now the rate differs too, named by the option chosen.
  expect(await column('input', 'amount')).toEqual(['100 €', '150 €', '150 €']);
  expect(await column('input', 'rate')).toEqual([
    '22% – aliquota ordinaria',
    '22% – aliquota ordinaria',
    '10% – aliquota ridotta',
  ]);
  await expect(page.getByRole('button', { name: 'Confronta' })).toBeDisabled();
  await expect(compare).toContainText('chiudi il confronto per ricominciare');
  await expectNoSidewaysScroll(page, PHONE);

  // On a wide screen the three stand side by side.
  await page.setViewportSize({ width: 1280, height: 800 });
  const tops = await Promise.all((await scenarios.all()).map(async (s) => (await s.boundingBox())!.y));
  expect(new Set(tops).size).toBe(1);
  await page.setViewportSize({ width: PHONE, height: 800 });

  // The scenarios travel in the link.
  await expect.poll(() => new URL(page.url()).searchParams.getAll('confronta').length).toBe(2);
  await page.reload();
  await expect.poll(() => column('result', 'totalAmount')).toEqual(expected.totalAmount);
  expect(await column('result', 'vatAmount')).toEqual(expected.vatAmount);

  await page.getByRole('button', { name: 'Chiudi il confronto' }).click();
  await expect(compare).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).searchParams.getAll('confronta')).toEqual([]);
  await expect(form.getByLabel('Aliquota IVA', { exact: true })).toHaveValue('10');
});
