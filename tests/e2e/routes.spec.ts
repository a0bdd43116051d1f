import { expect, test } from '@playwright/test';
import { categories as calculatorCategories } from '../../src/generated/registry.ts';

test('an unknown calculator path says so', async ({ page }) => {
  await page.goto('/calcolatori/finanza/non-esiste');
  await expect(page.getByRole('heading', { name: 'Calcolatore non trovato' })).toBeVisible();
  await expect(page.getByText('Il calcolatore richiesto non esiste.')).toBeVisible();
});

test('any other path is the not-found page', async ({ page }) => {
  await page.goto('/una/pagina/inesistente');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  // Beneath the spec's two lines, in Italian: a search box and the categories, each leading on.
  const categories = page.getByRole('main').getByRole('navigation', { name: 'Categorie' }).getByRole('link');
  await expect(categories).toHaveCount(calculatorCategories.length);
  await expect(categories.first()).toHaveAttribute('href', `/#${calculatorCategories[0]!.id}`);
  const box = page.getByRole('combobox', { name: 'Cerca un calcolatore' });
  await box.fill('mutuo casa');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/calcolatori\/finanza\/calcolatore-rata-mutuo$/);
});
