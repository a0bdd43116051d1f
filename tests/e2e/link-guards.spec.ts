/**
 * No invented results from a link (issue 41), on every calculator page a hostile link can reach:
 * the link that sets a number field to a hostile value its guards refuse (tests/support/hostile.ts,
 * found as tests/link-guards.test.ts finds them) shows no results, in the card and in the bar, and
 * the refused field says why (aria-invalid, tied by aria-describedby: its bounds, or else the
 * sentence of a guard across fields).
 */
import { boundsText, breaksBounds } from '../../language/inputs/bounds.ts';
import { type NumberSpec, parseNumber } from '../../language/inputs/number.ts';
import { attempt, defaultValues, fallbackSources } from '../../src/engine/compute.ts';
import { decodeState, VERSION_KEY, versionOf } from '../../src/engine/link.ts';
import { calculatorLoaders } from '../../src/generated/loaders.ts';
import { type CalculatorId, calculators } from '../../src/generated/registry.ts';
import { REFUSED_TEXT } from '../../src/renderer/inputs/Field.tsx';
import { calculatorFilesByUrl } from '../support/calculator-files.ts';
import { hostileNumbers } from '../support/hostile.ts';
import { hydrated, literal } from './helpers.ts';
import { expect, test } from './shared-page.ts';

/** Per calculator whose defaults compute: the first hostile link its guards refuse, and the field it sets. */
const refusedLinks = (
  await Promise.all(
    calculators.map(async ({ id, url }) => {
      const calculator = (await calculatorLoaders[id as CalculatorId]!()).default;
      const sources = fallbackSources(calculator);
      if ('refused' in attempt(calculator, defaultValues(calculator), sources)) return [];
      for (const input of calculator.inputs.filter((i) => i.kind === 'number'))
        for (const value of hostileNumbers) {
          const query = new URLSearchParams({ [VERSION_KEY]: versionOf(calculator), [input.id]: value }).toString();
          if ('refused' in attempt(calculator, decodeState(calculator, query)!.values, sources)) {
            // Its own bounds say what is wrong, else the sentence of a guard across fields.
            const own = breaksBounds(parseNumber(value)!, input as NumberSpec);
            return [
              {
                url: `${url}?${query}`,
                label: input.label,
                says: own ? boundsText(input as NumberSpec)! : REFUSED_TEXT,
              },
            ];
          }
        }
      return [];
    }),
  )
).flat();

test('hostile links reach guards on several pages (the checks below are not empty)', () => {
  expect(refusedLinks.length).toBeGreaterThan(5);
});

const files = await calculatorFilesByUrl();

for (const link of refusedLinks)
  test(`a refused link shows no results: ${link.url} (${files.get(link.url.split('?')[0]!)})`, async ({
    sharedPage: page,
  }) => {
    await page.goto(link.url);
    await hydrated(page, link.url);
    const field = page.getByLabel(link.label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // After its help text, when it has one.
    await expect(field).toHaveAccessibleDescription(new RegExp(`${literal(link.says)}$`));
    await expect(page.locator('.results-card [data-result]')).toHaveCount(0);
    await expect(page.locator('.result-bar')).toHaveCount(0);
  });
