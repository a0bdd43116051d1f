/**
 * A built page paints from its HTML before any of the app's JavaScript (index.html loads the
 * chunks once the page has painted), so a visitor may type before React has hydrated the form:
 * nothing typed is lost, and the results follow once the scripts have run (whatever the moment
 * they arrive: hydration-typing.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { calculators } from '../../src/generated/registry.ts';
import { expectResult, holdScripts } from './helpers.ts';

const vat = calculators.find((c) => c.id === 'vat-calculator')!;

test('what is typed and chosen before the scripts have run is kept, and computed once they have', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(vat.url, { waitUntil: 'commit' });
  const amount = page.getByLabel('Importo netto (imponibile)', { exact: true });
  await amount.fill('200');
  await page.getByLabel('Aliquota IVA', { exact: true }).selectOption({ label: '10% – aliquota ridotta' });
  await page.getByRole('combobox', { name: 'Cerca calcolatori' }).fill('mutuo');
  // The prerendered results still show the defaults (100 € at 22%).
  await expectResult(page, 'totalAmount', '122,00 €');

  await release(vat.url);
  await expect(amount).toHaveValue('200');
  // 200 € + 10% = 220 €.
  await expectResult(page, 'totalAmount', '220,00 €');
  await expectResult(page, 'vatAmount', '20,00 €');
  await expect(page.getByRole('option', { name: /Calcolatore Rata Mutuo/ })).toBeVisible();
  // The calculation is the page's state like any other: it is in the share link.
  await expect(page).toHaveURL(/amount=200/);
});
