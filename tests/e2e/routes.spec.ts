import { expect, test } from '@playwright/test';

test('an unknown calculator path says so', async ({ page }) => {
  await page.goto('/calcolatori/finanza/non-esiste');
  await expect(page.getByRole('heading', { name: 'Calcolatore non trovato' })).toBeVisible();
  await expect(page.getByText('Il calcolatore richiesto non esiste.')).toBeVisible();
});

test('any other path is the not-found page', async ({ page }) => {
  await page.goto('/una/pagina/inesistente');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
