/**
 * A value the calculation refuses is said so (issue 35, point 4): the field is aria-invalid with its
 * reason tied by aria-describedby, the results card and the phone's result bar keep the last
 * results marked 'Risultato non aggiornato' naming the field, 'Calcola' moves the focus to it, and
 * the mark goes with the first value accepted. On calculators chosen by property (src/generated:
 * computed as typed, a first number field with a least value, at least three number fields so
 * that on a phone the results are below the form), at most three of them.
 */
import { boundsText } from '../../language/inputs/bounds.ts';
import { groupedNumber, type NumberSpec } from '../../language/inputs/number.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { attempt, defaultValues, fallbackSources } from '../../src/engine/compute.ts';
import { calculatorLoaders } from '../../src/generated/loaders.ts';
import { type CalculatorId, calculators } from '../../src/generated/registry.ts';
import { hydrated, PHONE } from './helpers.ts';
import { expect, test } from './shared-page.ts';

interface Case {
  url: string;
  field: NumberSpec;
}

const cases = (
  await Promise.all(
    calculators.map(async ({ id, url, status }): Promise<Case[]> => {
      if (status !== 'ready') return [];
      const calculator: CalculatorModule = (await calculatorLoaders[id as CalculatorId]!()).default;
      const numbers = calculator.inputs.filter((i): i is NumberSpec => i.kind === 'number');
      const field = numbers[0];
      const works =
        calculator.trigger === 'auto' &&
        !calculator.today &&
        numbers.length >= 3 &&
        field?.min !== undefined &&
        !('refused' in attempt(calculator, defaultValues(calculator), fallbackSources(calculator)));
      return works ? [{ url, field: field! }] : [];
    }),
  )
)
  .flat()
  .slice(0, 3);

test('some calculators have such a field (the checks below are not empty)', () => {
  expect(cases.length).toBeGreaterThan(0);
});

for (const { url, field } of cases)
  test(`a refused value keeps the results marked, and says why: ${url}`, async ({ sharedPage: page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(url);
    await hydrated(page, url);
    const input = page.getByLabel(field.label, { exact: true });
    const card = page.locator('.results-card');
    const primary = card.locator('.result.primary output').first();
    const shown = await primary.textContent();
    const mark = card.locator('.stale-results');
    await expect(mark).toHaveCount(0);

    // Below its least value: refused, the results kept and marked with the field to fix.
    await input.fill(String(field.min! - 1));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(boundsText(field)!.replace(/[.()]/g, '\\$&')));
    await expect(mark).toHaveText(`Risultato non aggiornato: correggi «${field.label}» per calcolare di nuovo.`);
    await expect(primary).toHaveText(shown!);
    // On a phone, at the top of the page (the results below the form): the bar says so too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('.result-bar .stale-mark')).toHaveText('Risultato non aggiornato');

    // Text that is no number: said in words, with a number the field takes.
    await input.fill('35k');
    await expect(input).toHaveAccessibleDescription(/Scrivi un numero, per esempio /);

    // 'Calcola' takes the focus to the field to fix.
    await input.fill(String(field.min! - 1));
    await page.getByRole('button', { name: 'Calcola', exact: true }).click();
    await expect(input).toBeFocused();

    // The first value accepted: the mark goes, and the field is no longer invalid.
    await input.fill(groupedNumber(String(field.default)));
    await expect(mark).toHaveCount(0);
    await expect(page.locator('.result-bar .stale-mark')).toHaveCount(0);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });
