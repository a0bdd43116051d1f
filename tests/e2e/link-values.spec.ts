/**
 * Issue 41 on a page: a share link carries only values its field can display. On the test site's
 * prova-tutto (a date `partenza` with `default: today` and the guard present(partenza), as the BTP's
 * purchase date), a link whose date is no day the field shows opens at the visitor's day with the
 * defaults' results, never a day in 1970; a link with the date cleared shows an empty field and no
 * results. The values are the hostile corpus's (tests/support/hostile.ts); the results expected are
 * the module's own on the defaults of that day (tests/link-values.test.ts checks the module and the codec).
 */
import { inputSpecs } from '../../generator/compile/calculator.ts';
import { onDay, parseDate } from '../../language/dates.ts';
import { displayResult } from '../../language/formats/index.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { calculate, fallbackSources } from '../../src/engine/compute.ts';
import { VERSION_KEY, versionOf } from '../../src/engine/link.ts';
import { exampleValues } from '../support/calculator-files.ts';
import { hostileLinkValues } from '../support/hostile.ts';
import { EVERY_FEATURE, fileOf } from './fixtures.ts';
import { formOf } from './form.ts';
import { hydrated, result } from './helpers.ts';
import { expect, pageAt, test } from './shared-page.ts';

/** Midday of 26 November 2026 in Italy. */
const CLOCK = '2026-11-26T11:00:00Z';
const DAY = '2026-11-26';

const { data, url } = await fileOf(EVERY_FEATURE);
const module: CalculatorModule = (await import(`../../src/generated/calculators/${EVERY_FEATURE.id}.ts`)).default;
const field = data.inputs!.find((i) => i.id === 'partenza')!;
const version = `${VERSION_KEY}=${versionOf({ inputs: inputSpecs(data.inputs!) })}`;
// Three of the corpus's dates, the issue's own among them.
const HOSTILE = ['2026-02-30', 'abc', '0000-01-01'];

test('the corpus holds the dates the issue names', () => {
  const dates = hostileLinkValues.filter((h) => h.kind === 'date').map((h) => h.value);
  for (const value of HOSTILE) expect(dates).toContain(value);
});

test(`${data.id}: a link's date the field cannot show opens at the visitor's day and its results`, async ({
  browser,
}, testInfo) => {
  const { context, page } = await pageAt(browser, testInfo.project.use, CLOCK);
  const evaluation = onDay(parseDate(DAY)!, () =>
    calculate(module, exampleValues(data.inputs!, { today: DAY }), fallbackSources(module)),
  )!;
  const shown = module.results.filter((r) => !r.hidden && evaluation.results[r.id]);
  expect(shown.length).toBeGreaterThan(0);
  for (const value of HOSTILE) {
    await page.goto(`${url}?${version}&${field.id}=${encodeURIComponent(value)}`);
    await hydrated(page);
    const form = formOf(page, data.title);
    await expect(form.getByLabel(field.label, { exact: true }), value).toHaveValue(DAY);
    for (const spec of shown)
      await expect(result(page, spec.id), `${value}: ${spec.id}`).toHaveText(
        displayResult(spec, evaluation.values[spec.id]!),
      );
  }
  await context.close();
});

test(`${data.id}: a link with the date cleared shows no results`, async ({ browser }, testInfo) => {
  const { context, page } = await pageAt(browser, testInfo.project.use, CLOCK);
  await page.goto(`${url}?${version}&${field.id}=`);
  await hydrated(page);
  const form = formOf(page, data.title);
  const date = form.getByLabel(field.label, { exact: true });
  await expect(date).toHaveValue('');
  // A change the page has surely computed on (its link is written after the calculation): still none.
  const price = data.inputs!.find((i) => i.id === 'tariffa')!;
  await form.getByLabel(price.label, { exact: true }).fill('99');
  await expect.poll(() => new URL(page.url()).searchParams.get(price.id)).toBe('99');
  await expect(page.locator('[data-result]')).toHaveCount(0);
  await expect(page.locator('.empty-results')).toBeVisible();
  // A day in the field: the results come.
  await date.fill(DAY);
  await expect(page.locator('.results-card [data-result]').first()).toBeVisible();
  await context.close();
});
