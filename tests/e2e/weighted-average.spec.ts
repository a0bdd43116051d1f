import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb } from './helpers.ts';

const url = '/calcolatori/percentuali/media-ponderata';

/** The row group "Valore <n>" (1-based, as labelled on the page). */
const row = (page: Page, n: number) => page.getByRole('group', { name: `Valore ${n}`, exact: true });
const rows = (page: Page) => page.getByRole('group', { name: /^Valore \d+$/ });
const valueOf = (page: Page, n: number) => row(page, n).getByLabel('Valore', { exact: true });
const weightOf = (page: Page, n: number) => row(page, n).getByLabel('Peso', { exact: true });
const removeButton = (page: Page, n: number) => page.getByRole('button', { name: `Rimuovi Valore ${n}`, exact: true });
const countNote = (page: Page) => page.locator('[data-result="weightedAverage"] small');

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Media Ponderata');
  await expect(rows(page)).toHaveCount(3);
  await expect(valueOf(page, 1)).toHaveValue('28');
  await expect(weightOf(page, 3)).toHaveValue('12');
  // (28*6 + 30*9 + 25*12) / (6 + 9 + 12) = (168 + 270 + 300) / 27 = 738 / 27 = 27.333...
  await expectResult(page, 'weightedAverage', '27,33');
  // (28 + 30 + 25) / 3 = 27.666...
  await expectResult(page, 'simpleAverage', '27,67');
  // 6 + 9 + 12 = 27
  await expectResult(page, 'totalWeight', '27');
  // 168 + 270 + 300 = 738
  await expectResult(page, 'totalWeightedSum', '738');
  await expect(countNote(page)).toHaveText(nb('Calcolata su 3 valori con peso maggiore di zero'));
  await expect(page.getByRole('img', { name: 'Media ponderata e media semplice' }).locator('canvas')).toBeVisible();
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await valueOf(page, 1).fill('27,5');
  // (27.5*6 + 270 + 300) / 27 = (165 + 570) / 27 = 735 / 27 = 27.222...
  await expectResult(page, 'weightedAverage', '27,22');
  // (27.5 + 30 + 25) / 3 = 27.5
  await expectResult(page, 'simpleAverage', '27,50');
  // 165 + 270 + 300 = 735
  await expectResult(page, 'totalWeightedSum', '735');
  await weightOf(page, 2).fill('1,5');
  // (165 + 30*1.5 + 300) / (6 + 1.5 + 12) = 510 / 19.5 = 26.1538...
  await expectResult(page, 'weightedAverage', '26,15');
  // 6 + 1.5 + 12 = 19.5
  await expectResult(page, 'totalWeight', '19,5');
  await expectResult(page, 'totalWeightedSum', '510');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  // No row with a weight above 0: nothing is calculated.
  await weightOf(page, 1).fill('0');
  // (270 + 300) / 21 = 27.142857... on the way (one row at 0 still leaves two)
  await expectResult(page, 'weightedAverage', '27,14');
  await weightOf(page, 2).fill('abc');
  // "abc" counts as 0: only 25 * 12 counts -> 300 / 12 = 25
  await expectResult(page, 'weightedAverage', '25,00');
  await expectResult(page, 'simpleAverage', '25,00');
  await expect(countNote(page)).toHaveText(nb('Calcolata su 1 valore con peso maggiore di zero'));
  await weightOf(page, 3).fill('-3');
  // All weights 0 or negative: the guard fails, the last result stays.
  await expectResult(page, 'weightedAverage', '25,00');
  await expectResult(page, 'totalWeight', '12');
  await expectResult(page, 'totalWeightedSum', '300');
  await page.getByRole('button', { name: 'Calcola' }).click();
  await expectResult(page, 'weightedAverage', '25,00');

  await weightOf(page, 3).fill('4');
  // 25 * 4 / 4 = 25; the weight sum now reads 4
  await expectResult(page, 'totalWeight', '4');
  await expectResult(page, 'totalWeightedSum', '100');
});

test('adds and removes rows; the last row cannot be removed', async ({ page }) => {
  await page.getByRole('button', { name: 'Aggiungi valore' }).click();
  await expect(rows(page)).toHaveCount(4);
  await expect(valueOf(page, 4)).toHaveValue('');
  await expect(weightOf(page, 4)).toHaveValue('');
  await valueOf(page, 4).fill('18');
  // The new row has no weight yet (counts as 0), so the result is unchanged: 738 / 27
  await expectResult(page, 'weightedAverage', '27,33');
  await weightOf(page, 4).fill('3');
  // (738 + 18*3) / (27 + 3) = 792 / 30 = 26.4
  await expectResult(page, 'weightedAverage', '26,40');
  // (28 + 30 + 25 + 18) / 4 = 25.25
  await expectResult(page, 'simpleAverage', '25,25');
  await expectResult(page, 'totalWeight', '30');
  await expectResult(page, 'totalWeightedSum', '792');
  await expect(countNote(page)).toHaveText(nb('Calcolata su 4 valori con peso maggiore di zero'));

  // Remove the row 30 (weight 9): 28/6, 25/12, 18/3 remain and are renumbered 1-3.
  await removeButton(page, 2).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(valueOf(page, 2)).toHaveValue('25');
  await expect(valueOf(page, 3)).toHaveValue('18');
  // (168 + 300 + 54) / (6 + 12 + 3) = 522 / 21 = 24.857...
  await expectResult(page, 'weightedAverage', '24,86');
  // (28 + 25 + 18) / 3 = 23.666...
  await expectResult(page, 'simpleAverage', '23,67');
  await expectResult(page, 'totalWeight', '21');
  await expectResult(page, 'totalWeightedSum', '522');

  await removeButton(page, 1).click();
  await removeButton(page, 2).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(valueOf(page, 1)).toHaveValue('25');
  // Only 25 / 12 is left: 300 / 12 = 25
  await expectResult(page, 'weightedAverage', '25,00');
  await expectResult(page, 'simpleAverage', '25,00');
  await expectResult(page, 'totalWeight', '12');
  await expect(removeButton(page, 1)).toBeDisabled();

  // Adding a row enables removal again.
  await page.getByRole('button', { name: 'Aggiungi valore' }).click();
  await expect(removeButton(page, 1)).toBeEnabled();
  await expect(removeButton(page, 2)).toBeEnabled();
  await removeButton(page, 2).click();
  await expect(removeButton(page, 1)).toBeDisabled();
});

test('a row with weight 0 does not count, in either average', async ({ page }) => {
  await weightOf(page, 2).fill('0');
  // 30 drops out: (168 + 300) / (6 + 12) = 468 / 18 = 26
  await expectResult(page, 'weightedAverage', '26,00');
  // (28 + 25) / 2 = 26.5
  await expectResult(page, 'simpleAverage', '26,50');
  await expectResult(page, 'totalWeight', '18');
  await expectResult(page, 'totalWeightedSum', '468');
  await expect(countNote(page)).toHaveText(nb('Calcolata su 2 valori con peso maggiore di zero'));

  // A new row with a value but weight 0 changes nothing either.
  await weightOf(page, 2).fill('9');
  await page.getByRole('button', { name: 'Aggiungi valore' }).click();
  await valueOf(page, 4).fill('10');
  await weightOf(page, 4).fill('0');
  // back to 738 / 27 and (28 + 30 + 25) / 3
  await expectResult(page, 'weightedAverage', '27,33');
  await expectResult(page, 'simpleAverage', '27,67');
  await expect(countNote(page)).toHaveText(nb('Calcolata su 3 valori con peso maggiore di zero'));
});
