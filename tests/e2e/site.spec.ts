import { expect, type Locator, type Page, test } from '@playwright/test';
import { sitemapUrls } from '../../scripts/sitemap.ts';
import { calculators, categories } from '../../src/generated/registry.ts';
import { HOME_PER_CATEGORY } from '../../src/site/catalogue.ts';
import { categoryPath } from '../../src/site/category-path.ts';
import { popularCalculators } from '../../src/site/popular.ts';
import { violations } from './axe.ts';
import { EVERY_FEATURE } from './fixtures.ts';
import {
  dataLayer,
  failOnConsoleErrors,
  holdScripts,
  hydrated,
  keepEvents,
  keptEvents,
  literal,
  open,
  SOON,
} from './helpers.ts';

/** Each category of calculators/categories.yaml with its number of calculators, from the registry. */
const CATEGORIES = categories.map((c) => ({
  ...c,
  count: calculators.filter((entry) => entry.category === c.id).length,
}));

/** A string matched as it is, inside a RegExp. */
/** The test site's calculator of every feature, and its category. */
const calculator = EVERY_FEATURE;
const category = CATEGORIES.find((c) => c.id === calculator.category)!;
/** The cards of the home: each category's first HOME_PER_CATEGORY. */
const onHome = CATEGORIES.reduce((sum, c) => sum + Math.min(c.count, HOME_PER_CATEGORY), 0);

test.beforeEach(({ page }) => failOnConsoleErrors(page));

test.describe('home', () => {
  test('a tile per category with its count, and a section of cards per category', async ({ page }) => {
    await open(page, '/');
    const tiles = page.getByRole('navigation', { name: 'Categorie' }).first().getByRole('link');
    await expect(tiles).toHaveCount(CATEGORIES.length);
    for (const [i, category] of CATEGORIES.entries()) {
      await expect(tiles.nth(i)).toContainText(category.name);
      await expect(tiles.nth(i)).toContainText(`${category.count} calcolatori`);
      await expect(tiles.nth(i)).toHaveAttribute('href', `#${category.id}`);
      const section = page.locator(`section#${category.id}`);
      await expect(section.getByRole('heading', { level: 2 })).toContainText(category.name);
      // Its first HOME_PER_CATEGORY cards; the rest on the category's pages.
      await expect(section.getByRole('link', { name: /Usa questo calcolatore/ })).toHaveCount(
        Math.min(category.count, HOME_PER_CATEGORY),
      );
    }
    await expect(page.getByRole('link', { name: /Usa questo calcolatore/ })).toHaveCount(onHome);
  });

  test('a card is one link, its title, over the whole card; on a phone the tiles and the most used calculators come first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await open(page, '/');
    const cards = page.locator('section.category article');
    await expect(cards).toHaveCount(onHome);
    for (const card of await cards.all()) {
      // One interactive element, the heading's link.
      await expect(card.locator('a, button, input, select, summary, [tabindex]')).toHaveCount(1);
      await expect(card.getByRole('heading').getByRole('link')).toHaveCount(1);
    }
    // A tap near the card's bottom corner, away from the title, opens the calculator.
    const card = cards.filter({ hasText: calculator.title }).first();
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: box.width - 8, y: box.height - 8 } });
    await expect(page).toHaveURL(new RegExp(`${literal(calculator.url)}$`));
    await page.goBack();

    // Tiles first, then the most used calculators, then the categories' sections.
    const tiles = page.getByRole('navigation', { name: 'Categorie' }).first();
    const popular = page.getByRole('region', { name: 'I più usati' });
    await expect(popular.getByRole('link')).toHaveCount(popularCalculators.length);
    const top = async (l: Locator) => (await l.boundingBox())!.y;
    expect(await top(tiles)).toBeLessThan(780);
    expect(await top(tiles)).toBeLessThan(await top(popular));
    expect(await top(popular)).toBeLessThan(await top(page.locator('section.category').first()));
  });

  test('a card link opens its calculator and records calculator_click', async ({ page }) => {
    await keepEvents(page);
    await open(page, '/');
    await page.getByRole('link', { name: `Usa questo calcolatore: ${calculator.title}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(calculator.url)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(calculator.title);
    const events = await keptEvents(page);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'calculator_click', calculator_id: calculator.id, location: 'homepage' }),
    );
  });

  test('the footer lists the first 3 calculators of each category (fewer if it has fewer), the disclaimer and the copyright', async ({
    page,
  }) => {
    await open(page, '/');
    const footer = page.locator('footer');
    for (const category of CATEGORIES) {
      const column = footer.locator('section').filter({ has: page.getByRole('heading', { name: category.name }) });
      await expect(column.getByRole('listitem')).toHaveCount(Math.min(3, category.count));
    }
    await expect(footer).toContainText('valore puramente informativo e indicativo');
    await expect(footer).toContainText('non sostituiscono il parere di un professionista');
    // From the spec's 2024 to the year the site is built (today's, for the site built for this run).
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year === 2024 ? '2024' : `2024–${year}`} Calcolatori Online.`);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens a side panel of the categories, each linking to its section', async ({ page }) => {
    await open(page, '/calcolatori');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const panel = page.getByRole('navigation', { name: 'Categorie' });
    await expect(panel.getByRole('link')).toHaveCount(CATEGORIES.length);
    // The last category's: the panel must scroll the page to it.
    const last = CATEGORIES.at(-1)!;
    await panel.getByRole('link', { name: last.name }).click();
    await expect(page).toHaveURL(new RegExp(`/#${literal(last.id)}$`));
    await expect(page.locator(`section[id="${last.id}"]`)).toBeInViewport();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('offers the download for offline use, which leads to its section', async ({ page }) => {
    await open(page, '/blog');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: "Scarica i calcolatori per l'uso offline" })
      .click();
    await expect(page).toHaveURL(/\/calcolatori#senza-connessione$/);
    await expect(page.getByRole('button', { name: "Scarica tutti i calcolatori per l'uso offline" })).toBeInViewport();
  });

  test('lists the calculators and the blog after the categories', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const sections = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Sezioni' });
    await expect(sections.getByRole('link')).toHaveText(['Tutti i calcolatori', 'Blog']);
    await sections.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Tutti i calcolatori' }).click();
    await expect(page).toHaveURL(/\/calcolatori$/);
  });

  test('opens and closes before the scripts have run, and stays open and working once React runs', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/blog');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('link', { name: 'Blog' })).toBeVisible();
    // The browser moves the focus to the first category (its autofocus), scripts or not.
    await expect(panel.getByRole('link').first()).toBeFocused();
    await panel.getByRole('button', { name: 'Chiudi' }).click();
    await expect(panel).toBeHidden();
    await button.click();
    await expect(panel).toBeVisible();
    await release('/blog');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('closes with the close button and with Escape', async ({ page }) => {
    await open(page, '/blog');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Chiudi' }).click();
    await expect(page.locator('.menu-panel')).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('.menu-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.menu-panel')).toBeHidden();
  });
});

/**
 * The share of the window's height under the bars over the page: the elements in sight whose
 * position is fixed or sticky (the header, the result bar), as a fraction.
 */
function barShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    let covered = 0;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const { position } = getComputedStyle(el);
      if ((position !== 'fixed' && position !== 'sticky') || !el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      covered += Math.max(0, Math.min(innerHeight, box.bottom) - Math.max(0, box.top));
    }
    return covered / innerHeight;
  });
}

test.describe('the header gives way', () => {
  test('one row of at most 64 px, scrolled, on a phone and a desktop; the search one tap away; the breadcrumb one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await open(page, calculator.url);
    // The breadcrumb: one line, the current page's crumb last and cut with '…', its whole text in the page.
    const crumbs = page.getByRole('navigation', { name: 'Percorso' }).getByRole('listitem');
    const current = crumbs.last().locator('[aria-current="page"]');
    await expect(current).toHaveText(calculator.title);
    const rows = await crumbs.evaluateAll(
      (items) =>
        new Set(
          items.map((li) => {
            const box = li.getBoundingClientRect();
            return Math.round(box.top + box.height / 2);
          }),
        ).size,
    );
    expect(rows, 'rows of crumbs').toBe(1);
    const line = await current.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
      cut: el.scrollWidth > el.clientWidth,
    }));
    expect(line.height).toBeLessThan(line.lineHeight * 1.5);
    expect(line.cut, "the title is cut with '…'").toBe(true);

    const header = page.locator('.site-header');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 780 });
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await expect(header, `${width} px`).toBeInViewport();
      expect((await header.boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(64);
    }
    // On the phone the search is a button of the header's row; a tap and it is the box of the whole row.
    await page.setViewportSize({ width: 360, height: 780 });
    const search = page.getByRole('combobox', { name: 'Cerca calcolatori' });
    await search.click();
    await expect(search).toBeFocused();
    await expect(header).toBeInViewport();
    expect((await search.boundingBox())!.width).toBeGreaterThan(300);
  });

  test('the bars over the page take at most a quarter of its height: typing on a phone, and at 200 % zoom', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await open(page, calculator.url);
    const header = page.locator('.site-header');
    const bar = page.locator('.result-bar');
    // Typing: the on-screen keyboard shrinks the visual viewport only, so the layout one stays 780 px
    // high, and the field holding the focus makes the header scroll away with the page.
    const field = page.getByRole('textbox', { name: 'Quota investita ogni mese' });
    await field.focus();
    await expect(bar).toBeVisible();
    await expect(header).not.toBeInViewport();
    // What the keyboard leaves of the screen, about half: the result bar alone.
    await page.setViewportSize({ width: 360, height: 400 });
    await field.press('End');
    await expect(bar).toBeVisible();
    await expect.poll(() => barShare(page), { intervals: SOON }).toBeLessThanOrEqual(0.25);
    // The field left, the header is back over the page.
    await page.setViewportSize({ width: 360, height: 780 });
    await field.blur();
    await expect(header).toBeInViewport();
    // 1280 × 800 at 200 %: 640 × 400 CSS px, scrolled.
    await page.setViewportSize({ width: 640, height: 400 });
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect(bar).toBeVisible();
    await expect.poll(() => barShare(page), { intervals: SOON }).toBeLessThanOrEqual(0.25);
  });

  test('a button at the top of the screen, tapped right after typing, is pressed: the header does not come back over it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await open(page, calculator.url);
    const rows = page.getByRole('group', { name: /^Spesa \d+$/ });
    const count = await rows.count();
    await page.getByRole('textbox', { name: 'Quota investita ogni mese' }).focus();
    // The button at the very top of the screen, where the header is while no field has the focus.
    const add = page.getByRole('button', { name: 'Aggiungi spesa' });
    await add.evaluate((button) => button.scrollIntoView({ block: 'start' }));
    await add.click();
    await expect(rows).toHaveCount(count + 1);
  });
});

test('on a desktop screen the menu button is not shown', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('/calcolatori lists every calculator by category and why to choose us, and records page_view', async ({
  page,
}) => {
  await open(page, '/calcolatori');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutti i calcolatori');
  for (const category of CATEGORIES) {
    const section = page
      .locator('section.category-list')
      .filter({ has: page.getByRole('heading', { name: category.name }) });
    await expect(section.locator('.link-buttons').getByRole('link')).toHaveCount(category.count);
    await expect(section.getByRole('link', { name: new RegExp(`di ${category.name}$`) })).toHaveAttribute(
      'href',
      categoryPath(category.id),
    );
  }
  const why = page.locator('section.why');
  await expect(why.getByRole('listitem')).toHaveCount(4);
  for (const point of ['Gratuiti', 'Precisi', 'Mobile friendly', 'Sempre aggiornati'])
    await expect(why).toContainText(point);
  expect(await dataLayer(page)).toContainEqual(
    expect.objectContaining({ event: 'page_view', page_path: '/calcolatori' }),
  );
});

test('a calculator page has its breadcrumb and up to 2 related calculators of its category', async ({ page }) => {
  // The test site's category holds three calculators or more: 2 of them are related.
  expect(category.count).toBeGreaterThan(2);
  await open(page, calculator.url);
  const crumbs = page.getByRole('navigation', { name: 'Percorso' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', category.name, calculator.title].map((t) => new RegExp(`${literal(t)}$`)));
  await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', `/#${category.id}`);
  const related = page.locator('section.related');
  await expect(related.getByRole('heading', { level: 2 })).toHaveText('Calcolatori Correlati');
  const cards = related.locator('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('link', { name: new RegExp(`${literal(calculator.title)}$`) })).toHaveCount(0);
  // The page's url segment: /calcolatori/<segment>/
  const segment = calculator.url.replace(/[^/]+$/, '');
  for (const card of await cards.all()) {
    const href = await card.getByRole('link').getAttribute('href');
    expect(href).toMatch(new RegExp(`^${literal(segment)}`));
  }
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(literal(segment)));
  await expect(page).not.toHaveURL(new RegExp(`${literal(calculator.url)}$`));
});

test('the header links lead to the list and the blog', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('navigation', { name: 'Sezioni' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(page).toHaveTitle(/^Blog/);
  await page.getByRole('navigation', { name: 'Sezioni' }).getByRole('link', { name: 'Calcolatori' }).click();
  await expect(page).toHaveURL(/\/calcolatori$/);
  await expect(page).toHaveTitle(/^Tutti i calcolatori/);
});

test.describe('information pages', () => {
  /** As a visitor expects them, in the footer's order. */
  const INFO = [
    { path: '/chi-siamo', name: 'Chi siamo' },
    { path: '/come-verifichiamo', name: 'Come verifichiamo i calcoli' },
    { path: '/privacy', name: 'Privacy' },
    { path: '/contatti', name: 'Contatti' },
  ];
  const SITE = 'https://www.calcolatorionline.it';
  test.use({ viewport: { width: 360, height: 780 } });

  test("each is reached by keyboard from the footer's 'Informazioni' at 360 px, with its heading, title and canonical, and axe finds nothing in dark mode", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    let from = '/';
    for (const [i, info] of INFO.entries()) {
      await page.goto(from);
      const footer = page.locator('footer');
      // From the last link before the group (the last category's last calculator), Tab by Tab.
      await footer.locator('.footer-columns > section').last().getByRole('link').last().focus();
      for (let k = 0; k <= i; k++) await page.keyboard.press('Tab');
      const group = footer.getByRole('navigation', { name: 'Informazioni' });
      await expect(group.getByRole('link', { name: info.name, exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${literal(info.path)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.name);
      await expect(page).toHaveTitle(`${info.name} | Calcolatori Online`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${info.path}`);
      await hydrated(page, info.path);
      const found = await violations(page, `${info.path}, dark`);
      expect(found, found.join('\n')).toEqual([]);
      from = info.path;
    }
  });

  test('they are in the sitemap, and print as text without the footer', async ({ page, request }) => {
    const urls = await sitemapUrls(async (name) => (await request.get(`/${name}`)).text());
    expect(urls).toEqual(expect.arrayContaining(INFO.map((info) => `${SITE}${info.path}`)));
    await page.goto('/privacy');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.recorded-events code', { hasText: 'page_view' })).toBeVisible();
  });
});
