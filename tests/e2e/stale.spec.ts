/**
 * A value the calculation refuses is said so (issue 35, point 4): the field is aria-invalid with its
 * reason tied by aria-describedby, the results card and the phone's result bar keep the last
 * results marked 'Risultato non aggiornato' naming the field, 'Calcola' moves the focus to it, and
 * the mark goes with the first value accepted. On the test site's loan (prova-rata): computed as
 * typed, a first number field with a least value, three number fields so that on a phone the
 * results are below the form.
 */
import { groupedNumber, type NumberSpec } from '../../language/inputs/number.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { attempt, defaultValues, fallbackSources } from '../../src/engine/compute.ts';
import { calculatorLoaders } from '../../src/generated/loaders.ts';
import type { CalculatorId } from '../../src/generated/registry.ts';
import { LOAN } from './fixtures.ts';
import { hydrated, PHONE } from './helpers.ts';
import { expect, test } from './shared-page.ts';

// The test site's loan (tests/fixtures/site/calculators/prove/prova-rata.yaml): computed as typed,
// its first number field (the capital) has a least value, and its three number fields put the
// results below the form on a phone.
const calculator: CalculatorModule = (await calculatorLoaders[LOAN.id as CalculatorId]!()).default;
const field = calculator.inputs.find((i): i is NumberSpec => i.kind === 'number')!;
const url = LOAN.url;

test('the loan has such a field (the check below is not empty)', () => {
  expect(calculator.trigger).toBe('auto');
  expect(calculator.inputs.filter((i) => i.kind === 'number').length).toBeGreaterThanOrEqual(3);
  expect(field.min).toBeDefined();
  expect('refused' in attempt(calculator, defaultValues(calculator), fallbackSources(calculator))).toBe(false);
});

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
  // prova-rata's capitale: min 1.
  await expect(input).toHaveAccessibleDescription(/Almeno 1\.$/);
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
