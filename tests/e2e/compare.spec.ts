/**
 * `Confronta` (src/share/Compare.tsx) on the test site's deposit (prova-deposito), at 360 px: scenarios pinned one by one,
 * each a card of its own, stacked and whole on the screen, with the inputs that differ between the
 * scenarios and its results, each later one with its difference from A in the result's unit and in
 * percent, and a sentence saying what to do next; at most 3, kept in the link through a reload, and
 * closed. At 1280 px the cards stand side by side.
 */
import { fileOf, NUMBERS } from './fixtures.ts';
import { openCalculator } from './form.ts';
import { expectNoSidewaysScroll } from './helpers.ts';
import { expect, test } from './shared-page.ts';

const { data, url } = await fileOf(NUMBERS);
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

  // A: 200.000 € at 26% (the defaults). B: 300.000 € at 26% (the file's examples "valori
  // predefiniti" and "trecentomila euro").
  await page.getByRole('button', { name: 'Confronta' }).click();
  await form.getByLabel('Somma depositata', { exact: true }).fill('300000');
  await expect(scenarios.getByRole('heading')).toHaveText(['Scenario A', 'Scenario B (attuale)']);
  // Netti 33.300 against 22.200: +11.100 €, 11.100 / 22.200 = +50,0%; ritenuta 11.700 against 7.800: +3.900 €, +50,0%.
  await expect.poll(() => column('result', 'netti')).toEqual(['22.200,00 €', '33.300,00 €+11.100,00 € (+50,0%)']);
  expect(await column('result', 'imposta')).toEqual(['7.800,00 €', '11.700,00 €+3.900,00 € (+50,0%)']);
  // Only the sum differs: it is shown with each scenario, the rate of the withholding is not.
  expect(await column('input', 'importo')).toEqual(['200.000 €', '300.000 €']);
  await expect(compare.locator('[data-input="ritenuta"]')).toHaveCount(0);
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

  // C: 300.000 € at 12,5% (the example "trecentomila euro in titoli di Stato"): netti 39.375
  // (39.375 − 22.200 = +17.175 €, 17.175 / 22.200 = 77,4%), ritenuta 5.625 (5.625 − 7.800 = −2.175 €,
  // 2.175 / 7.800 = 27,9%).
  await page.getByRole('button', { name: 'Confronta' }).click();
  await form.getByLabel('Ritenuta sugli interessi', { exact: true }).selectOption({ label: '12,5% – titoli di Stato' });
  await expect(scenarios.getByRole('heading')).toHaveText(['Scenario A', 'Scenario B', 'Scenario C (attuale)']);
  const expected = {
    netti: ['22.200,00 €', '33.300,00 €+11.100,00 € (+50,0%)', '39.375,00 €+17.175,00 € (+77,4%)'],
    imposta: ['7.800,00 €', '11.700,00 €+3.900,00 € (+50,0%)', '5.625,00 €-2.175,00 € (-27,9%)'],
  };
  await expect.poll(() => column('result', 'netti')).toEqual(expected.netti);
  expect(await column('result', 'imposta')).toEqual(expected.imposta);
  // Now the withholding differs too, named by the option chosen.
  expect(await column('input', 'importo')).toEqual(['200.000 €', '300.000 €', '300.000 €']);
  expect(await column('input', 'ritenuta')).toEqual([
    '26% – conto deposito',
    '26% – conto deposito',
    '12,5% – titoli di Stato',
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
  await expect.poll(() => column('result', 'netti')).toEqual(expected.netti);
  expect(await column('result', 'imposta')).toEqual(expected.imposta);

  await page.getByRole('button', { name: 'Chiudi il confronto' }).click();
  await expect(compare).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).searchParams.getAll('confronta')).toEqual([]);
  await expect(form.getByLabel('Ritenuta sugli interessi', { exact: true })).toHaveValue('12.5');
});
