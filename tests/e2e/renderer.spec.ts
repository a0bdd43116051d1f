/**
 * Generic renderer behaviour, checked on the area-volume and time-duration pages: the 'Calcola'
 * button, arrow keys on number fields, Italian number formats, non-finite results.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectResult, failOnConsoleErrors, open, result, type } from './helpers.ts';

const areaVolume = '/calcolatori/matematica/area-volume';
const timeDuration = '/calcolatori/matematica/tempo-durata';

/** What a broken number would print; Intl writes "∞" for Infinity. */
const BROKEN = /NaN|Infinity|undefined|null|∞/;

/** No result output on the page shows a broken number. */
async function expectNoBrokenNumbers(page: Page): Promise<void> {
  const outputs = page.locator('[data-result] output');
  await expect(outputs.first()).toBeVisible();
  for (const text of await outputs.allTextContents()) expect(text).not.toMatch(BROKEN);
  await expect(page.locator('.results-card')).not.toContainText(BROKEN);
}

test.beforeEach(({ page }) => {
  failOnConsoleErrors(page);
});

test.describe('the Calcola button', () => {
  test('recomputes the area from the current fields, without reloading the page', async ({ page }) => {
    await open(page, areaVolume);
    const button = page.getByRole('button', { name: 'Calcola', exact: true });
    await expect(button).toBeVisible();
    await type(page, 'Lunghezza', '8');
    await button.click();
    // 8 * 5 = 40; 2 * (8 + 5) = 26
    await expectResult(page, 'area', '40,00 cm²');
    await expectResult(page, 'perimeter', '26,00 cm');
    // the form was not submitted to the server: same page (its query is now the share link), typed value still there
    expect(new URL(page.url()).pathname).toBe(areaVolume);
    await expect(page.getByLabel('Lunghezza', { exact: true })).toHaveValue('8');
    // a second click on unchanged fields gives the same result
    await button.click();
    await expectResult(page, 'area', '40,00 cm²');
    // with a failing guard the button keeps the previous result
    await type(page, 'Larghezza', '0');
    await button.click();
    await expectResult(page, 'area', '40,00 cm²');
    await expect(page.getByLabel('Larghezza', { exact: true })).toHaveValue('0');
  });

  test('recomputes the duration, also when the form is submitted with Enter', async ({ page }) => {
    await open(page, timeDuration);
    await page.getByRole('tab', { name: 'Calcolo durata' }).click();
    await page.getByLabel('Ora di fine', { exact: true }).fill('13:00');
    await page.getByRole('button', { name: 'Calcola', exact: true }).click();
    // 13:00 - 09:00 = 240 min; (240 - 60) / 60 = 3
    await expectResult(page, 'workingHours', '3,00 ore');
    await expectResult(page, 'totalMinutes', '240 min');
    // Same page (its query, the share link, may change).
    expect(new URL(page.url()).pathname).toBe(timeDuration);
    await expect(page.getByRole('tab', { name: 'Calcolo durata' })).toHaveAttribute('aria-selected', 'true');
    await type(page, 'Pausa', '30');
    await page.getByLabel('Pausa', { exact: true }).press('Enter');
    // (240 - 30) / 60 = 3.5
    await expectResult(page, 'workingHours', '3,50 ore');
    await expect(page.getByLabel('Pausa', { exact: true })).toHaveValue('30');
    await expect(page.getByLabel('Ora di fine', { exact: true })).toHaveValue('13:00');
  });
});

test.describe('arrow keys on a number field', () => {
  test('move Lunghezza by its step 0.1 and recompute', async ({ page }) => {
    await open(page, areaVolume);
    const length = page.getByLabel('Lunghezza', { exact: true });
    await length.press('ArrowUp');
    await expect(length).toHaveValue('10,1');
    // 10.1 * 5 = 50.5; 2 * (10.1 + 5) = 30.2
    await expectResult(page, 'area', '50,50 cm²');
    await expectResult(page, 'perimeter', '30,20 cm');
    await length.press('ArrowDown');
    await length.press('ArrowDown');
    await expect(length).toHaveValue('9,9');
    // 9.9 * 5 = 49.5; 2 * (9.9 + 5) = 29.8
    await expectResult(page, 'area', '49,50 cm²');
    await expectResult(page, 'perimeter', '29,80 cm');
    // 0.2 + 0.1 is shown rounded to the step's decimals, not 0,30000000000000004
    await type(page, 'Lunghezza', '0,2');
    await length.press('ArrowUp');
    await expect(length).toHaveValue('0,3');
    // 0.3 * 5 = 1.5; 2 * (0.3 + 5) = 10.6
    await expectResult(page, 'area', '1,50 cm²');
    await expectResult(page, 'perimeter', '10,60 cm');
    // an empty field counts as 0: one step up gives 0,1
    await type(page, 'Larghezza', '');
    await page.getByLabel('Larghezza', { exact: true }).press('ArrowUp');
    await expect(page.getByLabel('Larghezza', { exact: true })).toHaveValue('0,1');
    // 0.3 * 0.1 = 0.03
    await expectResult(page, 'area', '0,03 cm²');
  });

  test('move Valore by its step 1 and Pausa by its step 5', async ({ page }) => {
    await open(page, timeDuration);
    const value = page.getByLabel('Valore', { exact: true });
    await value.press('ArrowUp');
    await expect(value).toHaveValue('2');
    // 2 days * 86400 = 172800 s; 2880 min; 48 h
    await expectResult(page, 'toSeconds', '172.800');
    await expectResult(page, 'toMinutes', '2.880');
    await expectResult(page, 'toHours', '48');
    await value.press('ArrowDown');
    await expect(value).toHaveValue('1');
    // 1 day * 86400 = 86400 s
    await expectResult(page, 'toSeconds', '86.400');
    await value.press('ArrowUp');
    await value.press('ArrowUp');
    await expect(value).toHaveValue('3');
    // 3 days * 86400 = 259200 s
    await expectResult(page, 'toSeconds', '259.200');
    await value.press('ArrowDown');
    await value.press('ArrowDown');
    await value.press('ArrowDown');
    await expect(value).toHaveValue('0');
    // 0 fails the guard (value above 0): the 1-day result of the step before stays
    await expectResult(page, 'toSeconds', '86.400');
    // an Italian number with thousands moves too: 1234 + 1 = 1235 days * 86400 = 106704000 s
    await type(page, 'Valore', '1.234');
    await value.press('ArrowUp');
    await expect(value).toHaveValue('1235');
    await expectResult(page, 'toSeconds', '106.704.000');

    await page.getByRole('tab', { name: 'Calcolo durata' }).click();
    const pause = page.getByLabel('Pausa', { exact: true });
    await pause.press('ArrowUp');
    await expect(pause).toHaveValue('65');
    // (480 - 65) / 60 = 6.9167
    await expectResult(page, 'workingHours', '6,92 ore');
    await pause.press('ArrowDown');
    await pause.press('ArrowDown');
    await expect(pause).toHaveValue('55');
    // (480 - 55) / 60 = 7.0833
    await expectResult(page, 'workingHours', '7,08 ore');
    await expectResult(page, 'totalMinutes', '480 min');
  });
  test('move a value with more decimals than its step by exactly one step', async ({ page }) => {
    await open(page, timeDuration);
    const value = page.getByLabel('Valore', { exact: true });
    await type(page, 'Valore', '1.234,5');
    await value.press('ArrowUp');
    // 1234.5 + 1 = 1235.5, not 1236
    await expect(value).toHaveValue('1235,5');
    // 1235.5 days * 86400 = 106747200 s
    await expectResult(page, 'toSeconds', '106.747.200');
    await page.getByRole('tab', { name: 'Calcolo durata' }).click();
    const pause = page.getByLabel('Pausa', { exact: true });
    await type(page, 'Pausa', '22,5');
    await pause.press('ArrowUp');
    // 22.5 + 5 = 27.5, not 28
    await expect(pause).toHaveValue('27,5');
    // (480 - 27.5) / 60 = 7.5417
    await expectResult(page, 'workingHours', '7,54 ore');
  });
});

test.describe('Italian number formats', () => {
  test("'1.234,56' and '10,5' are read as 1234.56 and 10.5 on area-volume", async ({ page }) => {
    await open(page, areaVolume);
    await type(page, 'Lunghezza', '1.234,56');
    await type(page, 'Larghezza', '10,5');
    // 1234.56 * 10.5 = 12962.88; 2 * (1234.56 + 10.5) = 2490.12 (4 digits: no separator); 12962.88 / 10000 = 1.296288
    await expectResult(page, 'area', '12.962,88 cm²');
    await expectResult(page, 'perimeter', '2.490,12 cm');
    await expectResult(page, 'areaM2', '1,3 m²');
    // the field keeps what the visitor typed
    await expect(page.getByLabel('Lunghezza', { exact: true })).toHaveValue('1.234,56');
  });

  test("'1.234,56', '10,5' and '1.500' are read as numbers on time-duration", async ({ page }) => {
    await open(page, timeDuration);
    await page.getByLabel('Unità di partenza').selectOption({ label: 'Minuti' });
    await type(page, 'Valore', '1.234,56');
    // 1234.56 min * 60 = 74073.6 s; / 3600 = 20.576 h; / 86400 = 0.857333 days
    await expectResult(page, 'toSeconds', '74.073,6');
    await expectResult(page, 'toMinutes', '1.234,56');
    await expectResult(page, 'toHours', '20,58');
    await expectResult(page, 'toDays', '0,857333');
    await type(page, 'Valore', '10,5');
    // 10.5 min * 60 = 630 s; / 3600 = 0.175 h
    await expectResult(page, 'toSeconds', '630');
    await expectResult(page, 'toMinutes', '10,5');
    await expectResult(page, 'toHours', '0,175');
    await page.getByLabel('Unità di partenza').selectOption({ label: 'Secondi' });
    await type(page, 'Valore', '1.500');
    // dots every three digits are thousands: 1500 s; / 60 = 25 min
    await expectResult(page, 'toSeconds', '1.500');
    await expectResult(page, 'toMinutes', '25');

    await page.getByRole('tab', { name: 'Calcolo durata' }).click();
    await type(page, 'Pausa', '10,5');
    // (480 - 10.5) / 60 = 7.825
    await expectResult(page, 'workingHours', '7,83 ore');
  });
});

test.describe('Italian typing (issue 25)', () => {
  test('signs, spaces and grouping are read as Italians type them; a field left shows its number grouped', async ({
    page,
  }) => {
    await open(page, '/calcolatori/finanza/calcolatore-rata-mutuo');
    const amount = page.getByLabel('Importo del mutuo', { exact: true });
    const rate = page.getByLabel('Tasso di interesse annuo (TAN)', { exact: true });
    // The default is shown grouped.
    await expect(amount).toHaveValue('200.000');
    await amount.fill('€ 150 000');
    await rate.fill('3,2%');
    // 150000 at 3,2% for 30 years: i = 0.032 / 12, n = 360, 150000 * i / (1 - (1 + i)^-360) = 648,70
    await expectResult(page, 'monthlyPayment', '648,70 €');
    await expect(amount).toHaveValue('150.000');
    await rate.blur();
    await expect(rate).toHaveValue('3,2');
    await expect(rate).not.toHaveAttribute('aria-invalid');
    // A leading 0. is a decimal point: 200000 at 0,5% for 30 years = 598,38
    await amount.fill('200000');
    await rate.fill('0.500');
    await expectResult(page, 'monthlyPayment', '598,38 €');
    await expect(amount).toHaveValue('200.000');
    // English grouping is not a number: the field says so, the previous result stays.
    await rate.fill('1,000.50');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await rate.blur();
    await expect(rate).toHaveValue('1,000.50');
  });

  test('a signed field has a ± key; a slider has a box to type its value', async ({ page }) => {
    await open(page, '/calcolatori/conversioni/convertitore-temperature');
    const value = page.getByLabel('Temperatura', { exact: true });
    await value.fill('12');
    await page.getByRole('button', { name: 'Cambia segno: Temperatura' }).click();
    await expect(value).toHaveValue('-12');
    // -12 * 9 / 5 + 32 = 10,4 °F
    await expectResult(page, 'fahrenheit', '10,40 °F');
    await page.getByRole('button', { name: 'Cambia segno: Temperatura' }).click();
    await expect(value).toHaveValue('12');

    await open(page, '/calcolatori/salute/calcolatore-bmi');
    await page.getByRole('textbox', { name: 'Altezza, valore scritto' }).fill('178');
    await expect(page.getByRole('slider', { name: 'Altezza' })).toHaveValue('178');
    // 70 / 1,78² = 22,09
    await expectResult(page, 'bmi', '22,1');
  });
});

test.describe('non-finite results', () => {
  test('area-volume never shows NaN, Infinity or undefined for extreme values', async ({ page }) => {
    await open(page, areaVolume);
    // 1e309 is beyond the largest double: not a number, so 0, which fails the guard
    await type(page, 'Lunghezza', '1e309');
    await expectResult(page, 'area', '50,00 cm²');
    await expectNoBrokenNumbers(page);
    await type(page, 'Lunghezza', '999999999999999999999');
    // 1e21 * 5 = 5e21; 2 * (1e21 + 5) = 2e21; 5e21 / 10000 = 5e17
    await expectResult(page, 'area', '5.000.000.000.000.000.000.000,00 cm²');
    await expectResult(page, 'perimeter', '2.000.000.000.000.000.000.000,00 cm');
    await expectResult(page, 'areaM2', '500.000.000.000.000.000 m²');
    await expectNoBrokenNumbers(page);

    await page.getByRole('tab', { name: 'Volume' }).click();
    await page.getByLabel('Figura').selectOption({ label: 'Sfera' });
    await type(page, 'Raggio', '1e200');
    // 4/3 * pi * (1e200)^3 and 4 * pi * (1e200)^2 overflow to infinity: shown as "N/D", without unit
    await expect(result(page, 'volume')).toHaveText('N/D');
    await expect(result(page, 'surface')).toHaveText('N/D');
    await expect(result(page, 'liters')).toHaveText('N/D');
    await expectNoBrokenNumbers(page);
    await type(page, 'Raggio', '1e309');
    // not a number: the guard fails, the previous (N/D) result stays
    await expect(result(page, 'volume')).toHaveText('N/D');
    await expectNoBrokenNumbers(page);
    await type(page, 'Raggio', '3');
    // 4/3 * pi * 27 = 113.097336
    await expectResult(page, 'volume', '113,10 cm³');
  });

  test('time-duration never shows NaN, Infinity or undefined for extreme values', async ({ page }) => {
    await open(page, timeDuration);
    await type(page, 'Valore', '1e309');
    await expectResult(page, 'toSeconds', '86.400');
    await expectNoBrokenNumbers(page);
    await type(page, 'Valore', '999999999999999999999');
    // 1e21 days * 86400 = 8.64e25 s; / 60 = 1.44e24 min; / 3600 = 2.4e22 h; / 86400 = 1e21 days
    await expectResult(page, 'toSeconds', '86.400.000.000.000.000.000.000.000');
    await expectResult(page, 'toMinutes', '1.440.000.000.000.000.000.000.000');
    await expectResult(page, 'toHours', '24.000.000.000.000.000.000.000');
    await expectResult(page, 'toDays', '1.000.000.000.000.000.000.000');
    await expectNoBrokenNumbers(page);
    await page.getByLabel('Unità di partenza').selectOption({ label: 'Anni' });
    await type(page, 'Valore', '1e308');
    // 1e308 * 31556952 overflows to infinity, and so does every unit
    for (const id of ['toSeconds', 'toMinutes', 'toHours', 'toDays', 'toWeeks', 'toMonths', 'toYears']) {
      await expect(result(page, id)).toHaveText('N/D');
    }
    await expectNoBrokenNumbers(page);

    await page.getByRole('tab', { name: 'Calcolo durata' }).click();
    await type(page, 'Pausa', '999999999999999999999');
    // max(480 - 1e21, 0) / 60 = 0
    await expectResult(page, 'workingHours', '0,00 ore');
    await expectResult(page, 'totalMinutes', '480 min');
    await expect(page.locator('aside.note.warning', { hasText: 'La pausa copre tutto il turno' })).toBeVisible();
    await expectNoBrokenNumbers(page);
    await type(page, 'Pausa', '1e309');
    // not a number: counts as no break, 480 / 60 = 8
    await expectResult(page, 'workingHours', '8,00 ore');
    await expectNoBrokenNumbers(page);
  });
});

test("a keystroke's results are drawn in its own task, even on a slow device (the session: no pacing)", async ({
  page,
  context,
}) => {
  await open(page, areaVolume);
  // A phone far slower than any real one: the results still come with the key, never a render behind.
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 20 });
  const field = page.getByLabel('Lunghezza', { exact: true });
  const id = (await field.getAttribute('id'))!;
  for (const [text, expected] of [
    ['8', '40,00 cm²'],
    ['9', '45,00 cm²'],
    ['7', '35,00 cm²'],
  ] as const) {
    // The page once the input event has gone through every listener (the calculator's first, on
    // its island; the window's last): the field's text and the area.
    const dispatched = page.evaluate(
      (id) =>
        new Promise<[string, string]>((resolve) => {
          const input = document.getElementById(id) as HTMLInputElement;
          const listener = () => {
            window.removeEventListener('input', listener);
            resolve([input.value, document.querySelector('[data-result="area"] output')!.textContent!]);
          };
          window.addEventListener('input', listener);
        }),
      id,
    );
    await field.fill(text);
    // 8 * 5 = 40, 9 * 5 = 45, 7 * 5 = 35 (the width is 5 by default)
    expect(await dispatched).toEqual([text, expected.replace(' ', '\u00a0')]);
  }
});

test('keystrokes drawn in one render keep the guard: the last value that passed stays, drawn or not', async ({
  page,
}) => {
  await open(page, timeDuration);
  const value = page.getByLabel('Valore', { exact: true });
  await expect(value).toHaveValue('1');
  // 1 day * 86400 = 86400 s
  await expectResult(page, 'toSeconds', '86.400');
  // 3, then 0 (the guard wants a value above 0), typed in one task: React draws them in one render.
  await value.evaluate((field: HTMLInputElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const typed of ['3', '0']) {
      field.value = '';
      setValue.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  await expect(value).toHaveValue('0');
  // 3 days * 86400 = 259200 s: the result of 3, never drawn, not that of 1
  await expectResult(page, 'toSeconds', '259.200');
});
