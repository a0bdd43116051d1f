/**
 * axe (WCAG 2.0/2.1 A and AA, and best practices) on a few interactive states: the search list
 * open, the mobile menu open, a tab switched, a row added, an embed and the dialog that gives it.
 * Every route as loaded is checked in pages.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { embedPathOf } from '../../src/embed/paths.ts';
import { categories } from '../../src/generated/registry.ts';
import { violations } from './axe.ts';
import { EVERY_FEATURE } from './fixtures.ts';
import { nb, openDrawn as open, result } from './helpers.ts';

const PHONE = { width: 390, height: 844 };

test('the search list, open with results', async ({ page }) => {
  await open(page, '/');
  const box = page.getByRole('combobox', { name: 'Cerca calcolatori' });
  await box.fill(EVERY_FEATURE.title);
  await box.press('ArrowDown');
  await expect(page.getByRole('option', { name: EVERY_FEATURE.title })).toBeVisible();
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  const found = await violations(page, 'search open');
  expect(found, found.join('\n')).toEqual([]);
});

test('the search list, open without results', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('combobox', { name: 'Cerca calcolatori' }).fill('zzzz');
  await expect(page.getByText('Nessun calcolatore trovato.')).toBeVisible();
  const found = await violations(page, 'search without results');
  expect(found, found.join('\n')).toEqual([]);
});

test('the mobile menu, open', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/calcolatori');
  await page.getByRole('button', { name: 'Menu' }).click();
  const category = categories.find((c) => c.id === EVERY_FEATURE.category)!;
  await expect(
    page.getByRole('navigation', { name: 'Categorie' }).getByRole('link', { name: category.name }),
  ).toBeVisible();
  const found = await violations(page, 'menu open');
  expect(found, found.join('\n')).toEqual([]);
});

test('a calculator after switching a tab', async ({ page }) => {
  await open(page, EVERY_FEATURE.url);
  const monthly = page.getByRole('tab', { name: 'Anche al mese', exact: true });
  await monthly.click();
  await expect(monthly).toHaveAttribute('aria-selected', 'true');
  // The tab shows the monthly result: 6.301,44 € a year at the defaults (prova-tutto.yaml's first
  // example) / 12 = 525,12 €.
  await expect(result(page, 'nettoMensile')).toHaveText(nb('525,12 €'));
  // The other fields are the tab panel of the chosen tab.
  await expect(page.getByRole('tabpanel', { name: 'Anche al mese' })).toContainText('Compenso orario');
  const found = await violations(page, 'tab switched');
  expect(found, found.join('\n')).toEqual([]);
});

test('an embed, light and dark, and the Incorpora dialog that gives it', async ({ page }) => {
  const entry = EVERY_FEATURE;
  const found: string[] = [];
  for (const theme of ['', '?tema=scuro']) {
    await page.setViewportSize(PHONE);
    await open(page, `${embedPathOf(entry.url)}${theme}`);
    found.push(...(await violations(page, `embed${theme}`)));
  }
  await open(page, entry.url);
  await page.getByRole('button', { name: 'Incorpora' }).click();
  await expect(page.getByRole('dialog', { name: 'Incorpora il calcolatore' })).toBeVisible();
  // Its preview is the embed checked above.
  found.push(...(await violations(page, 'Incorpora open', { exclude: '.embed-preview iframe' })));
  expect(found, found.join('\n')).toEqual([]);
});

test('rows of two fields after adding a row', async ({ page }) => {
  await open(page, EVERY_FEATURE.url);
  // One expense at the defaults: the new row is the second.
  await page.getByRole('button', { name: 'Aggiungi spesa' }).click();
  await expect(page.getByRole('group', { name: 'Spesa 2', exact: true })).toBeVisible();
  const found = await violations(page, 'row added');
  expect(found, found.join('\n')).toEqual([]);
});
