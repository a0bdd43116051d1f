/**
 * Calculators that depend on the visitor's day (today(), a date field with `default: today` or a day
 * counted from it, `today - 10 weeks`): the
 * prerendered page was built on another day, so it shows no result and no day, and the page, once
 * hydrated, shows the visitor's day where the browser is. The clock is set to 23:30 UTC, 00:30 of
 * the next day in Italy (the project's time zone, Europe/Rome): the page must take the Italian day.
 * The calculators are found from their compiled modules, so a new one is covered with no edit here.
 */
import { isoDate, onDay, parseDate } from '../../language/dates.ts';
import { displayResult } from '../../language/formats/index.ts';
import { isRelativeDate, relativeDay } from '../../language/relative-dates.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { calculate, fallbackSources } from '../../src/engine/compute.ts';
import { type CalculatorFileEntry, exampleValues, readCalculatorPages } from '../support/calculator-files.ts';
import { formOf } from './form.ts';
import { dataLayer, hydrated, result } from './helpers.ts';
import { expect, pageAt, test } from './shared-page.ts';

/** 00:30 of 16 March 2031 in Italy (CET, UTC+1); still 15 March in UTC. */
const CLOCK = '2031-03-15T23:30:00Z';
const ITALIAN_DAY = '2031-03-16';
/** A default or bound counted from the visitor's day (`today`, `today - 10 weeks`) on ITALIAN_DAY, as the field writes it. */
const onItalianDay = (text: string | undefined) => isoDate(relativeDay(text!, parseDate(ITALIAN_DAY)!)!);

const pages: (CalculatorFileEntry & { module: CalculatorModule })[] = [];
for (const entry of await readCalculatorPages()) {
  const module: CalculatorModule = (await import(`../../src/generated/calculators/${entry.data.id}.ts`)).default;
  if (module.today) pages.push({ ...entry, module });
}

test("some page starts a date at a day counted from the visitor's and bounds one by it (the checks below are not empty)", () => {
  const dates = pages.flatMap(({ data }) => (data.inputs ?? []).filter((i) => i.kind === 'date'));
  expect(dates.some((i) => i.kind === 'date' && isRelativeDate(i.default) && i.default !== 'today')).toBe(true);
  expect(dates.some((i) => i.kind === 'date' && (isRelativeDate(i.min) || isRelativeDate(i.max)))).toBe(true);
});

for (const { data, url, module, where } of pages) {
  const startsToday = (data.inputs ?? []).filter((i) => i.kind === 'date' && isRelativeDate(i.default));
  const boundedToday = (data.inputs ?? []).flatMap((i) =>
    i.kind === 'date'
      ? (['min', 'max'] as const).filter((key) => isRelativeDate(i[key])).map((key) => ({ i, key }))
      : [],
  );

  test(`${where()} (${data.id}): the prerendered page shows no result and no day`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    expect(html, 'a result value in the HTML').not.toContain('data-result=');
    // Each field's own tag: the page's other date fields may hold fixed days.
    const tag = (id: string) => new RegExp(`<input[^>]*name="${id}"[^>]*>`).exec(html)?.[0] ?? '';
    for (const { i, key } of boundedToday)
      expect(tag(i.id), `${i.id}: a bound on the build day`).not.toMatch(new RegExp(`${key}="`));
    for (const input of startsToday) {
      expect(tag(input.id), `${input.id}: its field`).toMatch(/type="date"/);
      expect(tag(input.id), `${input.id}: a day in the prerendered field`).not.toMatch(/value="\d/);
    }
  });

  test(`${where()} (${data.id}): at 00:30 in Italy the page computes on the Italian day, not UTC's`, async ({
    browser,
  }, testInfo) => {
    const { context, page } = await pageAt(browser, testInfo.project.use, CLOCK);
    await page.goto(url);
    await hydrated(page);
    const form = formOf(page, data.title);
    for (const input of startsToday)
      await expect(form.getByLabel(input.label, { exact: true }), input.id).toHaveValue(
        onItalianDay(input.kind === 'date' ? input.default : undefined),
      );
    for (const { i, key } of boundedToday)
      await expect(form.getByLabel(i.label, { exact: true }), `${i.id}.${key}`).toHaveAttribute(
        key,
        onItalianDay(i[key]),
      );
    // What the module computes from the defaults on that day, each shown result as the page writes it.
    const day = parseDate(ITALIAN_DAY)!;
    const evaluation = onDay(day, () =>
      calculate(module, exampleValues(data.inputs!, { today: ITALIAN_DAY }), fallbackSources(module)),
    );
    if (evaluation === null)
      // A field left empty (a date with no default): the file's words for what to fill in.
      await expect(page.locator('.results-card .empty-results'), 'emptyResults').toHaveText(module.emptyResults!);
    for (const spec of module.results.filter((r) => !r.hidden && evaluation?.results[r.id]))
      await expect(result(page, spec.id), spec.id).toHaveText(displayResult(spec, evaluation!.values[spec.id]!));
    // Computing the page's first results on the visitor's day is no calculation the visitor asked for.
    expect((await dataLayer(page)).filter((e) => e.event === 'custom_event')).toEqual([]);
    await context.close();
  });
}
