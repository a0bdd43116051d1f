/**
 * axe (WCAG 2.0/2.1 A and AA, and best practices) on a few interactive states: the search list
 * open, the mobile menu open, a tab switched, a row added, an embed and the dialog that gives it.
 * Every route as loaded is checked in pages.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { embedPathOf } from '../../src/embed/paths.ts';
import { violations } from './axe.ts';
import { EVERY_FEATURE } from './fixtures.ts';
import { openDrawn as open } from './helpers.ts';

const PHONE = { width: 390, height: 844 };

test('the search list, open with results', async ({ page }) => {
  await open(page, '/');
  const box = page.getByRole('combobox', { name: 'Cerca calcolatori' });
  await box.fill('iva');
  await box.press('ArrowDown');
  await expect(page.getByRole('option', { name: /Calcolatore IVA/ })).toBeVisible();
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
  await expect(
    page.getByRole('navigation', { name: 'Categorie' }).getByRole('link', { name: /Finanza e Fisco/ }),
  ).toBeVisible();
  const found = await violations(page, 'menu open');
  expect(found, found.join('\n')).toEqual([]);
});

test('the unit converter after switching a tab', async ({ page }) => {
  await open(page, '/calcolatori/conversioni/convertitore-unita');
  const weight = page.getByRole('tab', { name: 'Peso', exact: true });
  await weight.click();
  await expect(weight).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Da', { exact: true })).toHaveValue('mg');
  // The other fields are the tab panel of the chosen tab.
  await expect(page.getByRole('tabpanel', { name: 'Peso' })).toContainText('Da');
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
  found.push(...(await violations(page, 'Incorpora open', '.embed-preview iframe')));
  expect(found, found.join('\n')).toEqual([]);
});

test('the weighted average after adding a row', async ({ page }) => {
  await open(page, '/calcolatori/percentuali/media-ponderata');
  await page.getByRole('button', { name: 'Aggiungi valore' }).click();
  await expect(page.getByRole('group', { name: 'Valore 4', exact: true })).toBeVisible();
  const found = await violations(page, 'row added');
  expect(found, found.join('\n')).toEqual([]);
});
