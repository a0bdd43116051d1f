import { expect, test, type Page } from '@playwright/test';
import { expectResult, failOnConsoleErrors, nb, type } from './helpers.ts';

const url = '/calcolatori/conversioni/convertitore-unita';

const from = (page: Page) => page.getByLabel('Da', { exact: true });
const to = (page: Page) => page.getByLabel('A', { exact: true });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Grandezza' }).getByRole('tab', { name, exact: true });
const resultLabel = (page: Page) => page.locator('[data-result="result"] dt');
const resultNote = (page: Page) => page.locator('[data-result="result"] small');

test.beforeEach(async ({ page }) => {
  failOnConsoleErrors(page);
  await page.goto(url);
});

test('shows the default results in it-IT format', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Convertitore di Unità di Misura');
  await expect(tab(page, 'Lunghezza')).toHaveAttribute('aria-selected', 'true');
  await expect(from(page)).toHaveValue('m');
  await expect(to(page)).toHaveValue('km');
  // 1 * 1000 mm / 1000000 mm = 0.001
  await expectResult(page, 'result', '0,001');
  await expectResult(page, 'unitFactor', '0,001');
  await expect(resultLabel(page)).toHaveText('Risultato in km');
  await expect(page.locator('[data-result="unitFactor"] dt')).toHaveText('Fattore di conversione: 1 m in km');
  await expect(resultNote(page)).toHaveText(nb('1 m = 0,001 km'));
});

test('recomputes on every change, accepting Italian decimals and thousands', async ({ page }) => {
  await type(page, 'Valore', '26,2');
  await from(page).selectOption({ label: 'Miglia (mi)' });
  // 26.2 * 1609344 / 1000000 = 42.1648128 -> 2 decimals
  await expectResult(page, 'result', '42,16');
  // 1609344 / 1000000 = 1.609344 -> 1,61
  await expectResult(page, 'unitFactor', '1,61');
  await expect(resultNote(page)).toHaveText(nb('26,2 mi = 42,16 km'));
  await type(page, 'Valore', '55');
  await from(page).selectOption('inch');
  await to(page).selectOption('cm');
  // 55 * 25.4 / 10 = 139.7
  await expectResult(page, 'result', '139,7');
  await expect(resultLabel(page)).toHaveText('Risultato in cm');
  await type(page, 'Valore', '1.000.000');
  await from(page).selectOption('km');
  await to(page).selectOption('mm');
  // 1000000 * 1000000 / 1 = 1e12
  await expectResult(page, 'result', '1.000.000.000.000');
  await expectResult(page, 'unitFactor', '1.000.000');
});

test('a negative value keeps the previous result; zero and non-numbers give 0', async ({ page }) => {
  await type(page, 'Valore', '2,5');
  await from(page).selectOption('km');
  await to(page).selectOption('m');
  // 2.5 * 1000000 / 1000 = 2500 (4-digit numbers have no separator)
  await expectResult(page, 'result', '2.500');
  await type(page, 'Valore', '-3');
  await expectResult(page, 'result', '2.500');
  await expect(resultNote(page)).toHaveText(nb('2,5 km = 2.500 m'));
  await page.getByRole('button', { name: 'Calcola' }).click();
  await expectResult(page, 'result', '2.500');
  // Zero is allowed: 0 km = 0 m
  await type(page, 'Valore', '0');
  await expectResult(page, 'result', '0');
  await type(page, 'Valore', '4');
  // 4 * 1000 = 4000
  await expectResult(page, 'result', '4.000');
  // A non-number counts as 0, which is allowed
  await type(page, 'Valore', 'abc');
  await expectResult(page, 'result', '0');
  await type(page, 'Valore', '-0,5');
  await expectResult(page, 'result', '0');
});

test('switching the category selects its first and second units', async ({ page }) => {
  await type(page, 'Valore', '1500');
  // 1500 m -> km: 1500 * 1000 / 1000000 = 1.5
  await expectResult(page, 'result', '1,5');

  await tab(page, 'Peso').click();
  await expect(tab(page, 'Peso')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Lunghezza')).toHaveAttribute('aria-selected', 'false');
  await expect(from(page)).toHaveValue('mg');
  await expect(to(page)).toHaveValue('g');
  await expect(from(page).locator('option')).toHaveCount(7);
  await expect(from(page).locator('option:checked')).toHaveText('Milligrammi (mg)');
  await expect(to(page).locator('option:checked')).toHaveText('Grammi (g)');
  // 1500 mg -> g: 1500 * 1 / 1000 = 1.5
  await expectResult(page, 'result', '1,5');
  await expect(resultNote(page)).toHaveText(nb('1.500 mg = 1,5 g'));

  await tab(page, 'Volume').click();
  await expect(from(page)).toHaveValue('ml');
  await expect(to(page)).toHaveValue('l');
  await expect(from(page).locator('option')).toHaveCount(10);
  // 1500 ml -> l = 1.5
  await expect(resultLabel(page)).toHaveText('Risultato in l');
  await expectResult(page, 'result', '1,5');

  await tab(page, 'Superficie').click();
  await expect(from(page)).toHaveValue('mm²');
  await expect(to(page)).toHaveValue('cm²');
  // 1500 mm² -> cm²: 1500 / 100 = 15
  await expectResult(page, 'result', '15');
  await expectResult(page, 'unitFactor', '0,01');
  await expect(resultLabel(page)).toHaveText('Risultato in cm²');

  // Back to length: the first two units, not the previous m -> km
  await tab(page, 'Lunghezza').click();
  await expect(from(page)).toHaveValue('mm');
  await expect(to(page)).toHaveValue('cm');
  // 1500 mm -> cm: 1500 / 10 = 150
  await expectResult(page, 'result', '150');
  await expectResult(page, 'unitFactor', '0,1');

  // The arrow keys move between tabs too.
  await tab(page, 'Lunghezza').press('ArrowRight');
  await expect(tab(page, 'Peso')).toHaveAttribute('aria-selected', 'true');
  await expect(from(page)).toHaveValue('mg');
  await expect(to(page)).toHaveValue('g');
});

test('the swap button exchanges the units', async ({ page }) => {
  await page.getByRole('button', { name: 'Inverti unità' }).click();
  await expect(from(page)).toHaveValue('km');
  await expect(to(page)).toHaveValue('m');
  // 1 km -> m: 1000000 / 1000 = 1000
  await expectResult(page, 'result', '1.000');
  await expectResult(page, 'unitFactor', '1.000');
  await expect(resultNote(page)).toHaveText(nb('1 km = 1.000 m'));

  await tab(page, 'Peso').click();
  await from(page).selectOption('lb');
  await to(page).selectOption('kg');
  await type(page, 'Valore', '150');
  // 150 * 453592 / 1000000 = 68.0388
  await expectResult(page, 'result', '68,04');
  // 453592 / 1000000 = 0.453592
  await expectResult(page, 'unitFactor', '0,453592');
  await page.getByRole('button', { name: 'Inverti unità' }).click();
  await expect(from(page)).toHaveValue('kg');
  await expect(to(page)).toHaveValue('lb');
  await expect(tab(page, 'Peso')).toHaveAttribute('aria-selected', 'true');
  // 150 * 1000000 / 453592 = 330.6937...; factor 1000000 / 453592 = 2.2046...
  await expectResult(page, 'result', '330,69');
  await expectResult(page, 'unitFactor', '2,2');
});

test('adaptive format: up to 6 decimals below 1, otherwise up to 2', async ({ page }) => {
  await from(page).selectOption('ft');
  await to(page).selectOption('mile');
  // 1 * 304.8 / 1609344 = 0.000189393939... -> 6 decimals
  await expectResult(page, 'result', '0,000189');
  await from(page).selectOption('mm');
  // 1 / 1609344 = 6.2137e-7 -> rounded to 6 decimals
  await expectResult(page, 'result', '0,000001');
  await from(page).selectOption('m');
  await to(page).selectOption('km');
  await type(page, 'Valore', '0,5');
  // 0.5 * 1000 / 1000000 = 0.0005 (no trailing zeros)
  await expectResult(page, 'result', '0,0005');

  await tab(page, 'Volume').click();
  await from(page).selectOption('gallon-us');
  await to(page).selectOption('gallon-uk');
  await type(page, 'Valore', '5');
  // 5 * 3785.41 / 4546.09 = 4.16336896... -> 2 decimals
  await expectResult(page, 'result', '4,16');
  // 3785.41 / 4546.09 = 0.83267379... -> 6 decimals
  await expectResult(page, 'unitFactor', '0,832674');

  await tab(page, 'Superficie').click();
  await from(page).selectOption('acre');
  await to(page).selectOption('hectare');
  await type(page, 'Valore', '3');
  // 3 * 4046856422 / 1e10 = 1.2140569266 -> 1,21
  await expectResult(page, 'result', '1,21');
  // 4046856422 / 1e10 = 0.4046856422 -> 0,404686
  await expectResult(page, 'unitFactor', '0,404686');
  await type(page, 'Valore', '2');
  // 2 * 0.4046856422 = 0.8093712844 -> 0,809371
  await expectResult(page, 'result', '0,809371');
});
