/**
 * Generic renderer behaviour, on the test site's calculators (tests/fixtures/site/calculators/prove/,
 * never what the catalogue happens to hold): the 'Calcola' button, arrow keys on number fields,
 * Italian number formats, non-finite results, on prova-stanza (number fields of steps 0,1, 1 and 5,
 * a signed one, a slider, results that overflow); a tab and a time field, and a section of results
 * after the headline, on prova-tutto; numbers as Italians copy them on prova-deposito. Every figure is worked by hand in a comment.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { EVERY_FEATURE, fileOf, NUMBERS, ROOM } from './fixtures.ts';
import { openCalculator } from './form.ts';
import { expectNoSidewaysScroll, expectResult, failOnConsoleErrors, open, result, type } from './helpers.ts';

const room = ROOM.url;

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
  test('recomputes the surface from the current fields, without reloading the page', async ({ page }) => {
    await open(page, room);
    const button = page.getByRole('button', { name: 'Calcola', exact: true });
    await expect(button).toBeVisible();
    await type(page, 'Lunghezza', '8');
    await button.click();
    // 8 * 5 = 40; 2 * (8 + 5) = 26
    await expectResult(page, 'superficie', '40,00 m²');
    await expectResult(page, 'perimetro', '26,00 m');
    // the form was not submitted to the server: same page (its query is now the share link), typed value still there
    expect(new URL(page.url()).pathname).toBe(room);
    await expect(page.getByLabel('Lunghezza', { exact: true })).toHaveValue('8');
    // a second click on unchanged fields gives the same result
    await button.click();
    await expectResult(page, 'superficie', '40,00 m²');
    // with a failing guard the button keeps the previous result
    await type(page, 'Larghezza', '0');
    await button.click();
    await expectResult(page, 'superficie', '40,00 m²');
    await expect(page.getByLabel('Larghezza', { exact: true })).toHaveValue('0');
  });

  test('recomputes after a tab and a time are chosen, also when the form is submitted with Enter', async ({ page }) => {
    const { data, url } = await fileOf(EVERY_FEATURE);
    await openCalculator(page, data, url);
    await page.getByRole('tab', { name: 'Anche al mese' }).click();
    await page.getByLabel('Ora di fine', { exact: true }).fill('14:00');
    await page.getByRole('button', { name: 'Calcola', exact: true }).click();
    // 14:00 - 09:00 = 5 ore; lordo 20 * 5 * 8 * 12 = 9.600; imposte 9.600 * 78% * 15% = 1.123,20;
    // spese 10 * 4 * 12 = 480; netto 9.600 - 1.123,20 - 480 = 7.996,80, al mese 7.996,80 / 12 = 666,40
    await expectResult(page, 'oreGiorno', '5,0 ore');
    await expectResult(page, 'nettoAnnuo', '7.996,80 €');
    await expectResult(page, 'nettoMensile', '666,40 €');
    // Same page (its query, the share link, may change).
    expect(new URL(page.url()).pathname).toBe(url);
    await expect(page.getByRole('tab', { name: 'Anche al mese' })).toHaveAttribute('aria-selected', 'true');
    await type(page, 'Compenso orario', '25');
    await page.getByLabel('Compenso orario', { exact: true }).press('Enter');
    // lordo 25 * 5 * 8 * 12 = 12.000; imposte 12.000 * 78% * 15% = 1.404; netto 12.000 - 1.404 - 480 = 10.116, al mese 843
    await expectResult(page, 'nettoAnnuo', '10.116,00 €');
    await expectResult(page, 'nettoMensile', '843,00 €');
    await expect(page.getByLabel('Compenso orario', { exact: true })).toHaveValue('25');
    await expect(page.getByLabel('Ora di fine', { exact: true })).toHaveValue('14:00');
  });
});

test.describe('result sections', () => {
  test('a section shows its heading, its sentence and its results after the headline; the result bar shows the headline; a section with no result shown goes', async ({
    page,
  }) => {
    const { data, url } = await fileOf(EVERY_FEATURE);
    const results = data.results ?? [];
    const start = results.findIndex((r) => r.section);
    expect(start, `${data.id} has a section of results`).toBeGreaterThan(0);
    const next = results.findIndex((r, i) => i > start && r.section);
    const { title, text } = results[start]!.section!;
    const inSection = results.slice(start, next < 0 ? undefined : next).map((r) => r.id);
    const headline = results.filter((r) => r.primary).map((r) => r.id);
    // What the example at the defaults says is not shown, and the one where none of the section's results is.
    const examples = data.examples ?? [];
    const atDefaults = examples.find((e) => !e.inputs && !e.reverse)!;
    const shown = inSection.filter((id) => !atDefaults.hiddenResults?.includes(id));
    const noneShown = examples.find((e) => inSection.every((id) => e.hiddenResults?.includes(id)))!;
    const ids = (within: Locator) =>
      within.locator('[data-result]').evaluateAll((all) => all.map((r) => r.getAttribute('data-result')));

    await page.setViewportSize({ width: 360, height: 780 });
    await openCalculator(page, data, url);
    const card = page.locator('.results-card');
    const section = card.getByRole('region', { name: title, exact: true });
    await expect(section.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    await expect(section.getByText(text, { exact: true })).toBeVisible();
    await expect.poll(() => ids(section), 'the results of the section, in file order').toEqual(shown);
    await expect(section.locator('.result.primary')).toHaveCount(0);
    // The headline comes first in the card, before the section; the section's results come last.
    const all = await ids(card);
    expect(all.slice(0, headline.length)).toEqual(headline);
    expect(all.slice(-shown.length)).toEqual(shown);
    await expectNoSidewaysScroll(page, 360);

    // Scrolled past the card on a phone, the bar shows the headline, not a result of the section.
    await page.getByRole('heading', { level: 2, name: 'Domande frequenti' }).scrollIntoViewIfNeeded();
    const bar = page.locator('.result-bar [data-bar-result]');
    await expect(bar.first()).toHaveAttribute('data-bar-result', headline[0]!);

    // With none of its results shown, the section goes whole: the example's switch turned over.
    for (const id of Object.keys(noneShown.inputs ?? {})) {
      const input = data.inputs!.find((i) => i.id === id)!;
      if (input.kind === 'toggle') await page.getByRole('switch', { name: input.label, exact: true }).click();
    }
    await expect(card.getByRole('heading', { name: title })).toHaveCount(0);
    await expect(card.locator('.result.primary')).toHaveCount(headline.length);
  });
});

test.describe('arrow keys on a number field', () => {
  test('move Lunghezza by its step 0.1 and recompute', async ({ page }) => {
    await open(page, room);
    const length = page.getByLabel('Lunghezza', { exact: true });
    await length.press('ArrowUp');
    await expect(length).toHaveValue('10,1');
    // 10.1 * 5 = 50.5; 2 * (10.1 + 5) = 30.2
    await expectResult(page, 'superficie', '50,50 m²');
    await expectResult(page, 'perimetro', '30,20 m');
    await length.press('ArrowDown');
    await length.press('ArrowDown');
    await expect(length).toHaveValue('9,9');
    // 9.9 * 5 = 49.5; 2 * (9.9 + 5) = 29.8
    await expectResult(page, 'superficie', '49,50 m²');
    await expectResult(page, 'perimetro', '29,80 m');
    // 0.2 + 0.1 is shown rounded to the step's decimals, not 0,30000000000000004
    await type(page, 'Lunghezza', '0,2');
    await length.press('ArrowUp');
    await expect(length).toHaveValue('0,3');
    // 0.3 * 5 = 1.5; 2 * (0.3 + 5) = 10.6
    await expectResult(page, 'superficie', '1,50 m²');
    await expectResult(page, 'perimetro', '10,60 m');
    // an empty field counts as 0: one step up gives 0,1
    await type(page, 'Larghezza', '');
    await page.getByLabel('Larghezza', { exact: true }).press('ArrowUp');
    await expect(page.getByLabel('Larghezza', { exact: true })).toHaveValue('0,1');
    // 0.3 * 0.1 = 0.03
    await expectResult(page, 'superficie', '0,03 m²');
  });

  test('move Stanze uguali by its step 1 and the furniture by its step 5', async ({ page }) => {
    await open(page, room);
    const rooms = page.getByLabel('Stanze uguali', { exact: true });
    await rooms.press('ArrowUp');
    await expect(rooms).toHaveValue('2');
    // 10 * 5 * 2 = 100 m²; * 3 = 300 m³; * 1.000 = 300.000 L
    await expectResult(page, 'superficie', '100,00 m²');
    await expectResult(page, 'volume', '300,00 m³');
    await expectResult(page, 'litri', '300.000 L');
    await rooms.press('ArrowDown');
    await expect(rooms).toHaveValue('1');
    // 10 * 5 * 1 = 50
    await expectResult(page, 'superficie', '50,00 m²');
    await rooms.press('ArrowUp');
    await rooms.press('ArrowUp');
    await expect(rooms).toHaveValue('3');
    // 10 * 5 * 3 = 150
    await expectResult(page, 'superficie', '150,00 m²');
    await rooms.press('ArrowDown');
    await rooms.press('ArrowDown');
    await rooms.press('ArrowDown');
    await expect(rooms).toHaveValue('0');
    // 0 fails the guard (rooms above 0): the 1-room result of the step before stays
    await expectResult(page, 'superficie', '50,00 m²');
    // an Italian number with thousands moves too: 1234 + 1 = 1235 rooms; 50 * 1235 = 61.750
    await type(page, 'Stanze uguali', '1.234');
    await rooms.press('ArrowUp');
    await expect(rooms).toHaveValue('1235');
    await expectResult(page, 'superficie', '61.750,00 m²');

    await type(page, 'Stanze uguali', '1');
    const furniture = page.getByLabel('Superficie sotto i mobili fissi', { exact: true });
    await furniture.press('ArrowUp');
    await expect(furniture).toHaveValue('15');
    // 50 - 15 = 35
    await expectResult(page, 'pavimento', '35,00 m²');
    await furniture.press('ArrowDown');
    await furniture.press('ArrowDown');
    await expect(furniture).toHaveValue('5');
    // 50 - 5 = 45
    await expectResult(page, 'pavimento', '45,00 m²');
    await expectResult(page, 'superficie', '50,00 m²');
  });
  test('move a value with more decimals than its step by exactly one step', async ({ page }) => {
    await open(page, room);
    const rooms = page.getByLabel('Stanze uguali', { exact: true });
    await type(page, 'Stanze uguali', '1.234,5');
    await rooms.press('ArrowUp');
    // 1234.5 + 1 = 1235.5, not 1236
    await expect(rooms).toHaveValue('1235,5');
    // 50 * 1235.5 = 61.775
    await expectResult(page, 'superficie', '61.775,00 m²');
    await type(page, 'Stanze uguali', '1');
    const furniture = page.getByLabel('Superficie sotto i mobili fissi', { exact: true });
    await type(page, 'Superficie sotto i mobili fissi', '22,5');
    await furniture.press('ArrowUp');
    // 22.5 + 5 = 27.5, not 28
    await expect(furniture).toHaveValue('27,5');
    // 50 - 27.5 = 22.5
    await expectResult(page, 'pavimento', '22,50 m²');
  });
});

test.describe('Italian number formats', () => {
  test("'1.234,56' and '10,5' are read as 1234.56 and 10.5 on the room's sides", async ({ page }) => {
    await open(page, room);
    await type(page, 'Lunghezza', '1.234,56');
    await type(page, 'Larghezza', '10,5');
    // 1234.56 * 10.5 = 12962.88; 2 * (1234.56 + 10.5) = 2490.12 (4 digits: no separator); 12962.88 / 10000 = 1.296288
    await expectResult(page, 'superficie', '12.962,88 m²');
    await expectResult(page, 'perimetro', '2.490,12 m');
    await expectResult(page, 'ettari', '1,3 ha');
    // the field keeps what the visitor typed
    await expect(page.getByLabel('Lunghezza', { exact: true })).toHaveValue('1.234,56');
  });

  test("'1.234,56', '10,5' and '1.500' are read as numbers in other fields, and small results keep 6 decimals", async ({
    page,
  }) => {
    await open(page, room);
    await type(page, 'Altezza', '1.234,56');
    // 10 * 5 = 50 m²; 50 * 1234.56 = 61728 m³; * 1.000 = 61.728.000 L
    await expectResult(page, 'volume', '61.728,00 m³');
    await expectResult(page, 'litri', '61.728.000 L');
    await type(page, 'Altezza', '10,5');
    // 50 * 10.5 = 525 m³ = 525.000 L
    await expectResult(page, 'volume', '525,00 m³');
    await expectResult(page, 'litri', '525.000 L');
    await type(page, 'Altezza', '1.500');
    // dots every three digits are thousands: 1500 m; 50 * 1500 = 75.000 m³
    await expectResult(page, 'volume', '75.000,00 m³');
    await expectResult(page, 'litri', '75.000.000 L');

    await type(page, 'Superficie sotto i mobili fissi', '10,5');
    // 50 - 10.5 = 39.5
    await expectResult(page, 'pavimento', '39,50 m²');
    await type(page, 'Larghezza', '0,8573333');
    // 10 * 0.8573333 = 8.573333 m²; / 10000 = 0.0008573333 ha, shown to 6 decimals
    await expectResult(page, 'superficie', '8,57 m²');
    await expectResult(page, 'ettari', '0,000857 ha');
  });
});

test.describe('Italian typing (issue 25)', () => {
  test('signs, spaces and grouping are read as Italians type them; a field left shows its number grouped', async ({
    page,
  }) => {
    await open(page, NUMBERS.url);
    const amount = page.getByLabel('Somma depositata', { exact: true });
    const rate = page.getByLabel('Tasso lordo annuo', { exact: true });
    // The default is shown grouped.
    await expect(amount).toHaveValue('200.000');
    await amount.fill('€ 150 000');
    await rate.fill('3,2%');
    // 150000 at 3,2% for 5 years: 150000 * 0.032 * 5 = 24000 of interest, less 26%: 17760
    await expectResult(page, 'netti', '17.760,00 €');
    await expect(amount).toHaveValue('150.000');
    await rate.blur();
    await expect(rate).toHaveValue('3,2');
    await expect(rate).not.toHaveAttribute('aria-invalid');
    // A leading 0. is a decimal point: 200000 at 0,5% for 5 years = 5000, less 26%: 3700
    await amount.fill('200000');
    await rate.fill('0.500');
    await expectResult(page, 'netti', '3.700,00 €');
    await expect(amount).toHaveValue('200.000');
    // English grouping is not a number: the field says so.
    await rate.fill('1,000.50');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await rate.blur();
    await expect(rate).toHaveValue('1,000.50');
  });

  test('a signed field has a ± key; a slider has a box to type its value', async ({ page }) => {
    await open(page, room);
    const outside = page.getByLabel('Temperatura esterna', { exact: true });
    await outside.fill('12');
    await page.getByRole('button', { name: 'Cambia segno: Temperatura esterna' }).click();
    await expect(outside).toHaveValue('-12');
    // 20 - (-12) = 32
    await expectResult(page, 'salto', '32,0 °C');
    await page.getByRole('button', { name: 'Cambia segno: Temperatura esterna' }).click();
    await expect(outside).toHaveValue('12');

    await page.getByRole('textbox', { name: 'Temperatura in casa, valore scritto' }).fill('22');
    await expect(page.getByRole('slider', { name: 'Temperatura in casa' })).toHaveValue('22');
    // 22 - 12 = 10
    await expectResult(page, 'salto', '10,0 °C');
  });
});

test.describe('non-finite results', () => {
  test('the sides and height never show NaN, Infinity or undefined for extreme values', async ({ page }) => {
    await open(page, room);
    // 1e309 is beyond the largest double: not a number, so 0, which fails the guard
    await type(page, 'Lunghezza', '1e309');
    await expectResult(page, 'superficie', '50,00 m²');
    await expectNoBrokenNumbers(page);
    await type(page, 'Lunghezza', '999999999999999999999');
    // 1e21 * 5 = 5e21; 2 * (1e21 + 5) = 2e21; 5e21 / 10000 = 5e17
    await expectResult(page, 'superficie', '5.000.000.000.000.000.000.000,00 m²');
    await expectResult(page, 'perimetro', '2.000.000.000.000.000.000.000,00 m');
    await expectResult(page, 'ettari', '500.000.000.000.000.000 ha');
    await expectNoBrokenNumbers(page);

    await type(page, 'Lunghezza', '10');
    await type(page, 'Altezza', '1e308');
    // 10 * 5 * 1e308 and its litres overflow to infinity: shown as "N/D", without unit
    await expect(result(page, 'volume')).toHaveText('N/D');
    await expect(result(page, 'litri')).toHaveText('N/D');
    await expectNoBrokenNumbers(page);
    await type(page, 'Altezza', '1e309');
    // not a number: the guard fails, the previous (N/D) result stays
    await expect(result(page, 'volume')).toHaveText('N/D');
    await expectNoBrokenNumbers(page);
    await type(page, 'Altezza', '3');
    // 10 * 5 * 3 = 150
    await expectResult(page, 'volume', '150,00 m³');
  });

  test('the rooms and the furniture never show NaN, Infinity or undefined for extreme values', async ({ page }) => {
    await open(page, room);
    await type(page, 'Stanze uguali', '1e309');
    // not a number: 0, which fails the guard; the defaults' 10 * 5 = 50 stays
    await expectResult(page, 'superficie', '50,00 m²');
    await expectNoBrokenNumbers(page);
    await type(page, 'Stanze uguali', '999999999999999999999');
    // 10 * 5 * 1e21 = 5e22 m²; less 10 m² of furniture, still 5e22; / 10000 = 5e18 ha
    await expectResult(page, 'superficie', '50.000.000.000.000.000.000.000,00 m²');
    await expectResult(page, 'pavimento', '50.000.000.000.000.000.000.000,00 m²');
    await expectResult(page, 'ettari', '5.000.000.000.000.000.000 ha');
    await expectNoBrokenNumbers(page);
    await type(page, 'Stanze uguali', '1e308');
    // 50 * 1e308 overflows to infinity, and so does every result made from the surface
    for (const id of ['superficie', 'ettari', 'pavimento', 'volume', 'litri']) {
      await expect(result(page, id)).toHaveText('N/D');
    }
    // 2000 € over an infinite floor: 0 € per m²; one room's perimeter is still 2 * (10 + 5) = 30
    await expectResult(page, 'alMetro', '0,00 €');
    await expectResult(page, 'perimetro', '30,00 m');
    await expectNoBrokenNumbers(page);

    await type(page, 'Stanze uguali', '1');
    await type(page, 'Superficie sotto i mobili fissi', '999999999999999999999');
    // max(50 - 1e21, 0) = 0 m² of floor; 2000 € over 0 m² is no number
    await expectResult(page, 'pavimento', '0,00 m²');
    await expect(result(page, 'alMetro')).toHaveText('N/D');
    await expectResult(page, 'superficie', '50,00 m²');
    await expect(page.locator('aside.note.warning', { hasText: 'I mobili coprono tutta la stanza' })).toBeVisible();
    await expectNoBrokenNumbers(page);
    await type(page, 'Superficie sotto i mobili fissi', '1e309');
    // not a number: counts as no furniture, 50 - 0 = 50; 2000 / 50 = 40
    await expectResult(page, 'pavimento', '50,00 m²');
    await expectResult(page, 'alMetro', '40,00 €');
    await expect(page.locator('aside.note.warning')).toHaveCount(0);
    await expectNoBrokenNumbers(page);
  });
});

test("a keystroke's results are drawn in its own task, even on a slow device (the session: no pacing)", async ({
  page,
  context,
}) => {
  await open(page, room);
  // A phone far slower than any real one: the results still come with the key, never a render behind.
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 20 });
  const field = page.getByLabel('Lunghezza', { exact: true });
  const id = (await field.getAttribute('id'))!;
  for (const [text, expected] of [
    ['8', '40,00 m²'],
    ['9', '45,00 m²'],
    ['7', '35,00 m²'],
  ] as const) {
    // The page once the input event has gone through every listener (the calculator's first, on
    // its island; the window's last): the field's text and the surface.
    const dispatched = page.evaluate(
      (id) =>
        new Promise<[string, string]>((resolve) => {
          const input = document.getElementById(id) as HTMLInputElement;
          const listener = () => {
            window.removeEventListener('input', listener);
            resolve([input.value, document.querySelector('[data-result="superficie"] output')!.textContent!]);
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
  await open(page, room);
  const rooms = page.getByLabel('Stanze uguali', { exact: true });
  await expect(rooms).toHaveValue('1');
  // 10 * 5 * 1 = 50
  await expectResult(page, 'superficie', '50,00 m²');
  // 3, then 0 (the guard wants rooms above 0), typed in one task: React draws them in one render.
  await rooms.evaluate((field: HTMLInputElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const typed of ['3', '0']) {
      field.value = '';
      setValue.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  await expect(rooms).toHaveValue('0');
  // 10 * 5 * 3 = 150: the result of 3, never drawn, not that of 1
  await expectResult(page, 'superficie', '150,00 m²');
});
