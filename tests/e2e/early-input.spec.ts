/**
 * A built page paints from its HTML before any of the app's JavaScript (index.html loads the
 * chunks once the page has painted), so a visitor may type before React has hydrated the form:
 * nothing typed is lost, and the results follow once the scripts have run (whatever the moment
 * they arrive: hydration-typing.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { EMPTY_AT_DEFAULTS, NUMBERS } from './fixtures.ts';
import { expectResult, holdScripts } from './helpers.ts';

test('what is typed and chosen before the scripts have run is kept, and computed once they have', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(NUMBERS.url, { waitUntil: 'commit' });
  const amount = page.getByLabel('Somma depositata', { exact: true });
  await amount.fill('800');
  await page.getByLabel('Ritenuta sugli interessi', { exact: true }).selectOption({ label: '12,5% – titoli di Stato' });
  await page.getByRole('combobox', { name: 'Cerca calcolatori' }).fill('cedolare');
  // The prerendered results still show the defaults (200.000 € at 3% for 5 years, 26% withheld:
  // the file's example "valori predefiniti").
  await expectResult(page, 'netti', '22.200,00 €');

  await release(NUMBERS.url);
  await expect(amount).toHaveValue('800');
  // 800 € × 3% × 5 = 120 € of interest, 12,5% of it withheld: 15 €, 105 € net.
  await expectResult(page, 'netti', '105,00 €');
  await expectResult(page, 'imposta', '15,00 €');
  await expect(page.getByRole('option', { name: EMPTY_AT_DEFAULTS.title })).toBeVisible();
  // The calculation is the page's state like any other: it is in the share link.
  await expect(page).toHaveURL(/importo=800/);
});
