/**
 * Dark mode (src/site/theme.ts): the system's setting is followed until the visitor chooses with
 * the toggle, named by what a click does ('Tema scuro' in light mode, 'Tema chiaro' in dark mode),
 * which is remembered and applied before the first paint (index.html's inline
 * script, before any of the app's JavaScript); charts follow; axe finds no contrast or other
 * violation in dark mode on pages of every kind.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { articles } from '../../src/generated/blog.ts';
import { EVERY_FEATURE } from './fixtures.ts';
import { chartsDrawn, holdScripts, hydrated } from './helpers.ts';

const DESKTOP = { width: 1280, height: 800 };
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const LIGHT_BG = 'rgb(248, 250, 252)';
const DARK_BG = 'rgb(11, 17, 32)';

test('follows the system until chosen; the choice is remembered and painted before the app loads', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await hydrated(page, '/');
  expect(await background(page)).toBe(DARK_BG);
  // The toggle says what a click does: dark now, so 'Tema chiaro'; no aria-pressed beside a name that changes.
  const toggle = page.locator('.header-inner > .theme-toggle');
  await expect(toggle).toHaveAccessibleName('Tema chiaro');
  await expect(toggle).not.toHaveAttribute('aria-pressed');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(toggle).toHaveAccessibleName('Tema scuro');
  expect(await background(page)).toBe(LIGHT_BG);

  // Chosen dark while the system is light: remembered across pages.
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Tema chiaro');
  expect(await background(page)).toBe(DARK_BG);
  expect(await page.evaluate(() => localStorage.getItem('tema'))).toBe('dark');

  // Before any module script runs, the first paint is already dark: hold the app's JavaScript back.
  const release = await holdScripts(page);
  const url = EVERY_FEATURE.url;
  // The prerendered heading is there while the scripts are held.
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('h1').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await background(page)).toBe(DARK_BG);
  // The toggle's name is right before the app's JavaScript runs, too.
  await expect(page.locator('.header-inner > .theme-toggle')).toHaveAccessibleName('Tema chiaro');
  await release(url);
  await expect(page.getByRole('button', { name: 'Tema chiaro', exact: true })).toBeVisible();

  // Back to light, on a phone through the menu, whose toggle then offers the dark theme again.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Tema chiaro', exact: true }).click();
  expect(await background(page)).toBe(LIGHT_BG);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Tema scuro', exact: true })).toBeVisible();
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
});

test('dark mode: axe finds nothing on the home, the list, a calculator with its chart and table, the blog and an article', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const withTable = EVERY_FEATURE.url;
  for (const route of ['/', '/calcolatori', withTable, '/blog', articles[0]!.url]) {
    await page.goto(route);
    await hydrated(page, route);
    await chartsDrawn(page, route);
    expect(await background(page), route).toBe(DARK_BG);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    expect(violations.map((v) => `${route}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }
});
