/**
 * Every prerendered route (prerender.spec.ts checks that the sitemap lists exactly these) and the
 * 404 page, each loaded once: it hydrates with no console error or hydration warning, and axe
 * (WCAG 2.0/2.1 A and AA, and best practices) finds no violation at a phone viewport, where most
 * visitors are; at a desktop viewport too on every page that is not a calculator and on the first
 * calculator of each category (the calculator pages share one layout, drawn by one renderer).
 * Then axe on a few interactive states.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { embedPathOf } from '../../src/embed/paths.ts';
import { calculators } from '../../src/generated/registry.ts';
import { chartsDrawn, failOnConsoleErrors, hydrated, ROUTES } from './helpers.ts';
import { test as routeTest } from './shared-page.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const NOT_FOUND = '/pagina-che-non-esiste';
/** The routes also checked at desktop size. */
const AT_DESKTOP = new Set([
  ...ROUTES.filter((route) => !calculators.some((c) => c.url === route)),
  NOT_FOUND,
  ...calculators.filter((c, i) => calculators.findIndex((d) => d.category === c.category) === i).map((c) => c.url),
]);

/**
 * Every violation, one line per rule with its help and the offending elements. axe runs in the
 * page itself (its "legacy mode": the pages have no frames, so nothing goes unchecked), which
 * spares a second page per run, and fills in only the violations (the passes are not read).
 * `exclude`: a part checked on its own (a frame of one of the site's pages, whose landmarks would
 * otherwise be taken for the page's own).
 */
async function violations(page: Page, context: string, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations.map(
    (v) => `${context}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Opens a route and waits until React has hydrated it and every chart has drawn its canvas. */
async function open(page: Page, route: string): Promise<void> {
  await page.route('https://api.frankfurter.dev/**', (r) =>
    r.fulfill({
      json: { base: 'EUR', rates: { USD: 1.2, GBP: 0.9, JPY: 170, CHF: 0.95, CAD: 1.5, AUD: 1.7, CNY: 8 } },
    }),
  );
  await page.goto(route);
  await expect(page.locator('h1').first()).toBeVisible();
  await hydrated(page, route);
  await chartsDrawn(page, route);
}

for (const route of [...ROUTES, NOT_FOUND]) {
  const desktop = AT_DESKTOP.has(route);
  routeTest(
    `${route} hydrates with no console error, and axe finds nothing at ${desktop ? 'desktop and ' : ''}phone size`,
    async ({ sharedPage: page }) => {
      // The 404 page comes with status 404, which the browser logs.
      failOnConsoleErrors(page, route === NOT_FOUND ? [/status of 404/] : []);
      await page.setViewportSize(desktop ? DESKTOP : PHONE);
      await open(page, route);
      const found = desktop ? await violations(page, 'desktop') : [];
      await page.setViewportSize(PHONE);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      found.push(...(await violations(page, 'phone')));
      expect(found, found.join('\n')).toEqual([]);
    },
  );
}

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
  const entry = calculators.find((c) => c.status === 'ready')!;
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
