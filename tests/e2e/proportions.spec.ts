import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, result, type } from './helpers.ts';

const url = '/calcolatori/percentuali/proporzioni';

const term = (page: Page, t: 'a' | 'b' | 'c' | 'd') => page.getByLabel(`Termine ${t}`, { exact: true });
const choose = (page: Page, t: 'a' | 'b' | 'c' | 'd') =>
  page.getByRole('radiogroup', { name: 'Termine da trovare' }).getByRole('radio', { name: t, exact: true }).click();
const xLabel = (page: Page) => page.locator('[data-result="x"] dt');
const xNote = (page: Page) => page.locator('[data-result="x"] small');

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Calcolatore Proporzioni');
  await expect(page.getByRole('radio', { name: 'd', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(term(page, 'd')).toBeDisabled();
  await expect(term(page, 'd')).toHaveValue('');
  // 2 : 4 = 6 : x -> x = 4 * 6 / 2 = 12
  await expect(xLabel(page)).toHaveText('Valore di d');
  await expectResult(page, 'x', '12');
  // ratio1 = 2 / 4 = 0.5; ratio2 = 6 / 12 = 0.5
  await expectResult(page, 'ratio1', '0,5');
  await expectResult(page, 'ratio2', '0,5');
  await expect(xNote(page)).toHaveText(nb('2 : 4 = 6 : 12'));
  // The emptyResults text only shows when no calculation ever succeeded: not on a normal load.
  await expect(page.getByText('Inserisci i valori per risolvere')).toHaveCount(0);
});

test('recomputes on every change, accepting Italian decimals', async ({ page }) => {
  await type(page, 'Termine a', '2,5');
  // x = 4 * 6 / 2.5 = 9.6; ratio1 = 2.5 / 4 = 0.625; ratio2 = 6 / 9.6 = 0.625
  await expectResult(page, 'x', '9,6');
  await expectResult(page, 'ratio1', '0,625');
  await expectResult(page, 'ratio2', '0,625');
  await expect(xNote(page)).toHaveText(nb('2,5 : 4 = 6 : 9,6'));
  await type(page, 'Termine b', '7');
  await type(page, 'Termine c', '3');
  // x = 7 * 3 / 2.5 = 8.4; ratio1 = 2.5 / 7 = 0.357142857... (below 1: up to 6 decimals)
  await expectResult(page, 'x', '8,4');
  await expectResult(page, 'ratio1', '0,357143');
  // ratio2 = 3 / 8.4 = 0.357142857...
  await expectResult(page, 'ratio2', '0,357143');
});

test('an invalid input keeps the previous result', async ({ page }) => {
  // Known terms must be non-zero.
  await type(page, 'Termine a', '0');
  await expectResult(page, 'x', '12');
  await expectResult(page, 'ratio1', '0,5');
  // "abc" counts as 0
  await type(page, 'Termine a', 'abc');
  await expectResult(page, 'x', '12');
  await type(page, 'Termine a', '');
  await expectResult(page, 'x', '12');
  await page.getByRole('button', { name: 'Calcola' }).click();
  await expectResult(page, 'x', '12');
  await expect(page.getByText('Inserisci i valori per risolvere')).toHaveCount(0);
  await type(page, 'Termine a', '3');
  // x = 4 * 6 / 3 = 8; ratio1 = 3 / 4 = 0.75
  await expectResult(page, 'x', '8');
  await expectResult(page, 'ratio1', '0,75');
  await type(page, 'Termine c', '0');
  await expectResult(page, 'x', '8');
});

test('choosing the unknown term clears and disables it and enables the previous one', async ({ page }) => {
  await choose(page, 'a');
  await expect(page.getByRole('radio', { name: 'a', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'd', exact: true })).toHaveAttribute('aria-checked', 'false');
  await expect(term(page, 'a')).toBeDisabled();
  await expect(term(page, 'a')).toHaveValue('');
  await expect(term(page, 'd')).toBeEnabled();
  await expect(term(page, 'd')).toHaveValue('');
  await expect(term(page, 'b')).toHaveValue('4');
  await expect(term(page, 'c')).toHaveValue('6');
  // d is empty (0) now: the guard fails and the previous result stays.
  await expectResult(page, 'x', '12');

  await type(page, 'Termine d', '15');
  // x : 4 = 6 : 15 -> a = 4 * 6 / 15 = 1.6; ratio1 = 1.6 / 4 = 0.4; ratio2 = 6 / 15 = 0.4
  await expect(xLabel(page)).toHaveText('Valore di a');
  await expectResult(page, 'x', '1,6');
  await expectResult(page, 'ratio1', '0,4');
  await expectResult(page, 'ratio2', '0,4');
  await expect(xNote(page)).toHaveText(nb('1,6 : 4 = 6 : 15'));

  await choose(page, 'c');
  await expect(term(page, 'c')).toBeDisabled();
  await expect(term(page, 'c')).toHaveValue('');
  await expect(term(page, 'a')).toBeEnabled();
  await expect(term(page, 'a')).toHaveValue('');
  await expect(term(page, 'd')).toHaveValue('15');
  // a empty: result kept
  await expectResult(page, 'x', '1,6');
  await type(page, 'Termine a', '2,5');
  // 2.5 : 4 = x : 15 -> c = 2.5 * 15 / 4 = 9.375 -> 9,38 (2 decimals at 1 and above)
  await expect(xLabel(page)).toHaveText('Valore di c');
  await expectResult(page, 'x', '9,38');
  // ratio1 = 2.5 / 4 = 0.625; ratio2 = 9.375 / 15 = 0.625
  await expectResult(page, 'ratio1', '0,625');
  await expectResult(page, 'ratio2', '0,625');

  await choose(page, 'b');
  await expect(term(page, 'b')).toBeDisabled();
  await expect(term(page, 'b')).toHaveValue('');
  await expect(term(page, 'c')).toBeEnabled();
  await expect(term(page, 'c')).toHaveValue('');
  await type(page, 'Termine c', '7,5');
  // 2.5 : x = 7.5 : 15 -> b = 2.5 * 15 / 7.5 = 5; ratio1 = 2.5 / 5 = 0.5; ratio2 = 7.5 / 15 = 0.5
  await expect(xLabel(page)).toHaveText('Valore di b');
  await expectResult(page, 'x', '5');
  await expectResult(page, 'ratio1', '0,5');
  await expectResult(page, 'ratio2', '0,5');
  await expect(xNote(page)).toHaveText(nb('2,5 : 5 = 7,5 : 15'));

  await choose(page, 'd');
  await expect(term(page, 'd')).toBeDisabled();
  await expect(term(page, 'd')).toHaveValue('');
  await expect(term(page, 'b')).toBeEnabled();
  await type(page, 'Termine b', '3');
  // 2.5 : 3 = 7.5 : x -> d = 3 * 7.5 / 2.5 = 9; ratio1 = 2.5 / 3 = 0.833333...; ratio2 = 7.5 / 9
  await expectResult(page, 'x', '9');
  await expectResult(page, 'ratio1', '0,833333');
  await expectResult(page, 'ratio2', '0,833333');
});

test('the disabled unknown term cannot be typed into and is not read', async ({ page }) => {
  await expect(term(page, 'd')).toBeDisabled();
  await expect(term(page, 'd')).not.toBeEditable();
  await type(page, 'Termine c', '5');
  // x = 4 * 5 / 2 = 10; ratio2 = 5 / 10 = 0.5
  await expectResult(page, 'x', '10');
  await expect(result(page, 'ratio2')).toHaveText('0,5');
});
