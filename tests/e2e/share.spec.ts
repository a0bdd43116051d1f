/**
 * The share link (src/share/): on the test site's calculators (tests/fixtures/site/calculators/prove/:
 * one with rows of two fields, one with rows of one, one with tabs, one with a date and no results at
 * its defaults, one of plain numbers), the calculation of an example opened from its link shows the
 * example's results, survives a reload and a trip back and forth, and a field typed in rewrites the
 * link without adding history entries; links of another version or with values that fit no field
 * leave the defaults, with no error; rows and characters stop where a link's do, and a calculation
 * too long for a link is not written to it.
 */
import { inputSpecs } from '../../generator/compile/calculator.ts';
import { isoDate, parseDate } from '../../language/dates.ts';
import type { ExampleDef } from '../../language/definition.ts';
import { MAX_ROWS, MAX_TEXT } from '../../language/inputs/link.ts';
import { groupedNumber } from '../../language/inputs/number.ts';
import { encodeState, MAX_QUERY, VERSION_KEY, versionOf } from '../../src/engine/link.ts';
import { exampleValues } from '../support/calculator-files.ts';
import { BUTTON, EMPTY_AT_DEFAULTS, EVERY_FEATURE, fileOf, NUMBERS, ROOM, TEXTS } from './fixtures.ts';
import { anyRowLabel, formHandle, holdable, openCalculator, readForm } from './form.ts';
import { hydrated, result } from './helpers.ts';
import { expect, pageAt, test } from './shared-page.ts';

const pages = await Promise.all([EMPTY_AT_DEFAULTS, EVERY_FEATURE, BUTTON, NUMBERS, ROOM, TEXTS].map(fileOf));
const numbers = await fileOf(NUMBERS);
const everyFeature = await fileOf(EVERY_FEATURE);

test('the 6 calculators have rows, tabs, texts and a search field among them', () => {
  expect(pages).toHaveLength(6);
  for (const kind of ['rows', 'tabs', 'text', 'search'])
    expect(pages.some((p) => p.data.inputs!.some((i) => i.kind === kind))).toBe(true);
});

for (const { data, url } of pages) {
  const inputs = data.inputs!;
  const specs = { inputs: inputSpecs(inputs) };
  // The example that says what the page shows and changes the most inputs, tabs and rows first.
  const weight = (e: ExampleDef) =>
    Object.keys(e.inputs!).reduce(
      (sum, id) => sum + (['tabs', 'rows'].includes(inputs.find((i) => i.id === id)!.kind) ? 10 : 1),
      0,
    );
  const example = (data.examples ?? [])
    .filter(
      (e): e is ExampleDef & { display: Record<string, string> } => e.inputs !== undefined && e.display !== undefined,
    )
    .sort((a, b) => weight(b) - weight(a))[0]!;

  test(`${data.id}: the link of "${example.name}" restores it, after reload and back/forward too`, async ({
    sharedPage,
    browser,
  }, testInfo) => {
    // An example on a day of its own (today:) runs on a page whose clock says that day.
    const own =
      example.today === undefined
        ? undefined
        : await pageAt(browser, testInfo.project.use, `${isoDate(parseDate(example.today)!)}T12:00:00Z`);
    const page = own?.page ?? sharedPage;
    try {
      const values = exampleValues(inputs, example);
      const query = encodeState(specs, { values, scenarios: [] });
      const form = await openCalculator(page, data, `${url}?${query}`);
      const shown = async () => {
        await hydrated(page);
        for (const [id, text] of Object.entries(example.display)) await expect(result(page, id)).toContainText(text);
        const { fields } = await readForm(await formHandle(form), inputs);
        for (const id of Object.keys(example.inputs!))
          expect(fields[id]?.value, id).toEqual(holdable(inputs.find((i) => i.id === id)!, values[id]!));
      };
      await shown();
      expect(new URL(page.url()).search).toBe(`?${query}`);

      await page.reload();
      await shown();
      await page.goto('/');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(data.title);
      await shown();
    } finally {
      await own?.context.close();
    }
  });
}

test('typing rewrites the link in place: no history entry per keystroke', async ({ sharedPage: page }) => {
  const { data, url } = numbers;
  const input = data.inputs!.find((i) => i.kind === 'number')!;
  const form = await openCalculator(page, data, url);
  const entries = await page.evaluate(() => history.length);
  const field = form.locator('.fields > .field').getByLabel(input.label, { exact: true });
  await field.pressSequentially('123');
  const typed = await field.inputValue();
  expect(typed).toContain('123');
  await expect.poll(() => new URL(page.url()).searchParams.get(input.id)).toBe(typed);
  expect(new URL(page.url()).searchParams.get(VERSION_KEY)).toBe(versionOf({ inputs: inputSpecs(data.inputs!) }));
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('the link written a moment after typing is written at once when it is copied or the page is left', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { data, url } = numbers;
  const input = data.inputs!.find((i) => i.kind === 'number')!;
  const form = await openCalculator(page, data, url);
  const field = form.locator('.fields > .field').getByLabel(input.label, { exact: true });
  // The field shows its number grouped once left ("2.000.007"), the link as typed ("2000007").
  const typedIn = async (address: string) =>
    groupedNumber(new URL(address).searchParams.get(input.id) ?? '') === groupedNumber(await field.inputValue());
  // Copia link right after a keystroke copies the address with it.
  await field.press('End');
  await field.press('7');
  await page.getByRole('button', { name: 'Copia link' }).click();
  expect(await typedIn(await page.evaluate(() => navigator.clipboard.readText()))).toBe(true);
  // Leaving the page right after a keystroke: coming back finds it in the address.
  await field.press('Backspace');
  const left = await field.inputValue();
  await page.goto('/');
  await page.goBack();
  expect(groupedNumber(new URL(page.url()).searchParams.get(input.id) ?? '')).toBe(groupedNumber(left));
});

test('a link of another version, or with values that fit no field, leaves the defaults', async ({
  sharedPage: page,
}) => {
  // Tabs (vista), a select that depends on a choice (rendimento), a number (tariffa).
  const { data, url } = everyFeature;
  const inputs = data.inputs!;
  const version = versionOf({ inputs: inputSpecs(inputs) });
  const form = await openCalculator(page, data, url);
  const defaults = await readForm(await formHandle(form), inputs);
  for (const query of [
    `${VERSION_KEY}=vecchia&vista=mensile&strumento=btp&rendimento=2`,
    `${VERSION_KEY}=${version}&vista=nessuna&rendimento=%5B%5B&tariffa=${'9'.repeat(200)}&ignota=1`,
  ]) {
    const again = await openCalculator(page, data, `${url}?${query}`);
    // The link is dropped once read: the defaults have nothing to write.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await readForm(await formHandle(again), inputs)).toEqual(defaults);
  }
});

test('rows of two fields take as many rows and characters as a link holds: 100 rows come back, 101 are not offered; a link too long for the server is not written, and the page says so', async ({
  sharedPage: page,
}) => {
  const { data, url } = everyFeature;
  const rows = data.inputs!.find((i) => i.kind === 'rows')!;
  if (rows.kind !== 'rows') throw new Error('no rows');
  const [first, second] = rows.fields;
  expect(second, 'rows of two fields').toBeDefined();
  // A link with the most rows (the page's own link of them, as Copia link would give it).
  const specs = { inputs: inputSpecs(data.inputs!) };
  const most = Array.from({ length: MAX_ROWS }, (_, i) => ({
    [first!.id]: String(18 + (i % 13)),
    [second!.id]: String(1 + (i % 9)),
  }));
  const values = { ...exampleValues(data.inputs!, {}), [rows.id]: most };
  const form = await openCalculator(page, data, `${url}?${encodeState(specs, { values, scenarios: [] })}`);
  const add = form.getByRole('button', { name: rows.addLabel!, exact: true });
  const groups = form.getByRole('group', { name: anyRowLabel(rows) });
  await expect(groups).toHaveCount(MAX_ROWS);
  await expect(add).toBeDisabled();
  await expect(form.getByText(`Al massimo ${MAX_ROWS} righe.`)).toBeVisible();
  // A cell takes MAX_TEXT characters, no more.
  const last = groups.last().getByLabel(first!.label, { exact: true });
  await last.fill('7'.repeat(MAX_TEXT + 1));
  await expect(last).toHaveValue('7'.repeat(MAX_TEXT));
  const linked = () => JSON.parse(new URL(page.url()).searchParams.get(rows.id) ?? '[]') as string[][];
  await expect.poll(() => linked().length).toBe(MAX_ROWS);
  await expect.poll(() => linked().at(-1)?.[0]).toBe('7'.repeat(MAX_TEXT));
  await page.reload();
  await expect(groups).toHaveCount(MAX_ROWS);
  // Not being edited, the number shows grouped by thousands.
  await expect(last).toHaveValue(groupedNumber('7'.repeat(MAX_TEXT)));

  // Every cell at its longest: over 20.000 characters, more than a link may hold (codec.ts, MAX_QUERY).
  await form.evaluate((element, text) => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const cell of element.querySelectorAll<HTMLInputElement>('.rows input')) {
      set.call(cell, text);
      cell.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, '1'.repeat(MAX_TEXT));
  await expect(page.locator('.share-note')).toHaveText(
    'I dati sono troppi per un link: il link apre il calcolatore con i valori iniziali.',
  );
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(page.url().length).toBeLessThanOrEqual(MAX_QUERY);
});
