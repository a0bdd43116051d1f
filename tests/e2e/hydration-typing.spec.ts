/**
 * Typing before and during hydration never changes what was typed (issue 35). A built page paints
 * from its HTML before its scripts arrive (index.html), so a visitor may tap a field of the
 * prerendered form and type while React takes the page over. Whenever the scripts arrive, the
 * field ends as typed (grouped once left, as any number field) and the results are those of a
 * page hydrated first and typed the same way.
 *
 * The visitor replaces the field's value: a triple click selects its whole text, on the plain HTML
 * page as on the hydrated one (a single tap places the caret, and the digits would join the
 * default's), then the keys, one every 100 ms, then Tab.
 */
import type { Page } from '@playwright/test';
import { groupedNumber } from '../../language/inputs/number.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { calculate, defaultValues, inputStateOf } from '../../src/engine/compute.ts';
import { calculators } from '../../src/generated/registry.ts';
import { formOf } from './form.ts';
import { failOnConsoleErrors, holdScripts, open, settled } from './helpers.ts';
import { expect, test } from './shared-page.ts';

/** When the scripts arrive, in ms after the page's HTML: during the keys, about the Tab, well after. */
const DELAYS = [300, 700, 1200, 1800];
const TEXTS = ['250000', '35000'];
/**
 * A brisk visitor's pace, slow enough that the keys of the 300 ms case go on past its hydration
 * (the six keys of 250000 take half a second; at 60 ms they could all be typed before it commits).
 */
const KEY_DELAY = 100;
const SAMPLE = 2;

/**
 * The calculators typed in: the test site's (tests/fixtures/site/calculators/, category `prove`:
 * never what the catalogue happens to hold) that compute as the visitor types (`trigger: auto`) from the
 * form alone (no data source, not the visitor's day), whose first field is a number shown at the
 * defaults with a default in the thousands (the prerendered field holds it grouped, "200.000": the
 * grouping that typing during hydration broke), and whose results both texts change. Of those, the
 * SAMPLE with the largest defaults (the most groups), to keep the spec within seconds.
 */
const sample = (
  await Promise.all(
    calculators
      .filter((c) => c.status === 'ready' && c.category === 'prove')
      .map(async ({ id, url }) => {
        const module: CalculatorModule = (await import(`../../src/generated/calculators/${id}.ts`)).default;
        const [first] = module.inputs;
        if (module.trigger !== 'auto' || module.today || module.sources.length || first?.kind !== 'number') return [];
        const defaults = defaultValues(module);
        const state = inputStateOf(module, defaults);
        const base = calculate(module, defaults, {});
        const changes = TEXTS.every((text) => {
          const typed = calculate(module, { ...defaults, [first.id]: text }, {});
          return base && typed && JSON.stringify(typed.values) !== JSON.stringify(base.values);
        });
        const visible = !state.hidden[first.id] && !state.disabled[first.id];
        return visible && changes && !first.year && Number(first.default) >= 1000
          ? { url, title: module.title, label: first.label, default: Number(first.default) }
          : [];
      }),
  )
)
  .flat()
  .sort((a, b) => b.default - a.default)
  .slice(0, SAMPLE);

/** The typed field's text and the text of every result of the results card. */
async function shown(page: Page, title: string, label: string) {
  return {
    field: await formOf(page, title).getByLabel(label, { exact: true }).inputValue(),
    results: await page.locator('.results-card [data-result]').allTextContents(),
  };
}

/** Selects the field's whole text, types `text` at a visitor's pace, and leaves the field. */
async function replace(page: Page, title: string, label: string, text: string): Promise<void> {
  await formOf(page, title).getByLabel(label, { exact: true }).click({ clickCount: 3 });
  await page.keyboard.type(text, { delay: KEY_DELAY });
  await page.keyboard.press('Tab');
}

test('the sample holds calculators', () => {
  expect(sample).toHaveLength(SAMPLE);
});

for (const { url, title, label } of sample)
  for (const text of TEXTS)
    test(`${url}: ${text} typed while the scripts arrive ${DELAYS.join(', ')} ms after the HTML, as on the hydrated page`, async ({
      sharedPage: page,
    }) => {
      test.setTimeout(60_000);
      failOnConsoleErrors(page);
      await open(page, url);
      await settled(page);
      const defaults = await shown(page, title, label);
      await replace(page, title, label, text);
      await settled(page);
      const hydratedFirst = await shown(page, title, label);
      expect(hydratedFirst.field, 'the hydrated page: the field once left').toBe(groupedNumber(text));
      expect(hydratedFirst.results, 'the hydrated page: the results follow the field').not.toEqual(defaults.results);

      for (const delay of DELAYS) {
        const release = await holdScripts(page);
        await page.goto(url, { waitUntil: 'commit' });
        // The scripts arrive while the visitor types: nothing waits for hydration before the keys.
        await Promise.all([
          new Promise((resolve) => setTimeout(resolve, delay)).then(() => release(url)),
          replace(page, title, label, text),
        ]);
        await settled(page);
        const committed = await page.evaluate(() => Math.round(performance.getEntriesByName('hydrated')[0]!.startTime));
        expect
          .soft(
            await shown(page, title, label),
            `the scripts ${delay} ms after the HTML (hydration committed ${committed} ms into the page load)`,
          )
          .toEqual({ field: groupedNumber(text), results: hydratedFirst.results });
      }
    });
