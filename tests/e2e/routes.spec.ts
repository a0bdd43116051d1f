import { expect, test } from '@playwright/test';
import { categories as calculatorCategories } from '../../src/generated/registry.ts';
import { BUTTON } from './fixtures.ts';
import { hydrated, literal } from './helpers.ts';

/** A string matched as it is, inside a RegExp. */

test('an unknown calculator path says so in Italian, with the search box and the categories', async ({ page }) => {
  // A url segment that holds calculators (the test site's), with a slug none has.
  await page.goto(BUTTON.url.replace(/[^/]+$/, 'non-esiste'));
  await expect(page.getByRole('heading', { level: 1, name: 'Calcolatore non trovato' })).toBeVisible();
  await expect(page.getByText(/^Il calcolatore richiesto non esiste: forse l'indirizzo ha un errore/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Cerca un calcolatore' })).toBeVisible();
  const categories = page.getByRole('main').getByRole('navigation', { name: 'Categorie' }).getByRole('link');
  await expect(categories).toHaveCount(calculatorCategories.length);
  // Not the generic 404's technical lines.
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
});

test('any other path is the not-found page', async ({ page }) => {
  await page.goto('/una/pagina/inesistente');
  // An Italian heading and help lead; the spec's two lines stay below, as a technical note.
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  // The note comes after the heading and the help (in the page's order: the browser draws the 404 page again).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const heading = document.querySelector('h1');
        const note = document.querySelector('.not-found-code');
        return Boolean(heading && note && heading.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    )
    .toBe(true);
  // In Italian: a search box and the categories, each leading on.
  const categories = page.getByRole('main').getByRole('navigation', { name: 'Categorie' }).getByRole('link');
  await expect(categories).toHaveCount(calculatorCategories.length);
  await expect(categories.first()).toHaveAttribute('href', `/#${calculatorCategories[0]!.id}`);
  // The 404 page is drawn again by the browser: its box takes typing once React runs.
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Cerca un calcolatore' });
  await box.fill(BUTTON.title);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${literal(BUTTON.url)}$`));
});
