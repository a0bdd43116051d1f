/**
 * Keyboard use of the site's widgets: tabs and radio groups (WAI-ARIA patterns), the mobile menu (a modal
 * panel), the search (focus moves to the chosen page's heading) and the ignored-field cue.
 */
import { expect, type Page, test } from '@playwright/test';
import { BUTTON, EVERY_FEATURE, TABS, TEXTS } from './fixtures.ts';
import { failOnConsoleErrors, open } from './helpers.ts';

test.beforeEach(({ page }) => {
  failOnConsoleErrors(page);
});

test('tabs: arrows, Home and End move focus and selection together; only the selected tab is in the tab order', async ({
  page,
}) => {
  // The test site's calculator of three tabs (prova-schede.yaml).
  await open(page, TABS.url);
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs).toHaveCount(3);
  const count = await tabs.count();
  const expectSelected = async (index: number) => {
    await expect(tabs.nth(index)).toBeFocused();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    for (let i = 0; i < count; i++) await expect(tabs.nth(i)).toHaveAttribute('tabindex', i === index ? '0' : '-1');
  };
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expectSelected(1);
  // Enter on the focused tab keeps it (it used to select the first tab again).
  await page.keyboard.press('Enter');
  await expectSelected(1);
  await page.keyboard.press('End');
  await expectSelected(count - 1);
  await page.keyboard.press('ArrowRight');
  await expectSelected(0);
  await page.keyboard.press('ArrowLeft');
  await expectSelected(count - 1);
  await page.keyboard.press('Home');
  await expectSelected(0);
  // Tab leaves the tab list for the panel's first field.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
});

test('a radio group: one stop of the tab order, the arrow keys move the choice and the focus together, wrapping', async ({
  page,
}) => {
  // The test site's calculator of every feature: 'Dove investi', ETF or BTP (prova-tutto.yaml).
  await open(page, EVERY_FEATURE.url);
  const radios = page.getByRole('radiogroup', { name: 'Dove investi' }).getByRole('radio');
  await expect(radios).toHaveCount(2);
  const expectChosen = async (index: number) => {
    await expect(radios.nth(index)).toBeFocused();
    for (let i = 0; i < 2; i++) {
      await expect(radios.nth(i)).toHaveAttribute('aria-checked', String(i === index));
      await expect(radios.nth(i)).toHaveAttribute('tabindex', i === index ? '0' : '-1');
    }
  };
  await radios.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expectChosen(1);
  await page.keyboard.press('ArrowDown');
  await expectChosen(0);
  await page.keyboard.press('ArrowUp');
  await expectChosen(1);
  await page.keyboard.press('ArrowLeft');
  await expectChosen(0);
  // Tab leaves the group: the other option is not a stop of its own.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('radio');
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
  const focusInPanel = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog') !== null);

  test('opens from the keyboard with the focus on its first link, keeps it inside while open, and gives it back on Escape', async ({
    page,
  }) => {
    await open(page, '/');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('navigation', { name: 'Categorie' }).getByRole('link').first()).toBeFocused();
    const stops = (await panel(page).locator('a, button').count()) * 2 + 1;
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInPanel(page), `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInPanel(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    // It opens a dialog, and says so; the browser gives an invoker button the panel's state (no aria-expanded of ours).
    await expect(menuButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(menuButton(page)).not.toHaveAttribute('aria-expanded', /.*/);
  });

  test("gives the focus back after 'Chiudi' and the backdrop; a link leads to its section", async ({ page }) => {
    await open(page, '/');
    await menuButton(page).click();
    await page.getByRole('button', { name: 'Chiudi' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await expect(panel(page)).toBeVisible();
    // The backdrop: right of the panel, which is at most 82% of the width.
    await page.mouse.click(350, 400);
    await expect(panel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    // A link closes the panel and leads to its category's section, where reading goes on.
    await menuButton(page).click();
    const link = panel(page).getByRole('link').nth(1);
    const target = (await link.getAttribute('href'))!.replace('/#', '');
    await link.click();
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/#${target}$`));
    await expect(page.locator(`section[id="${target}"]`)).toBeInViewport();
  });
});

test('choosing a search result opens its page, where reading starts at the top', async ({ page }) => {
  await open(page, '/');
  const box = page.getByRole('combobox', { name: 'Cerca calcolatori' });
  const target = BUTTON;
  await box.fill(target.title);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target.url}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(target.title);
  // A page of its own: the focus starts at the document, the new page's search box is empty.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(page.getByRole('combobox', { name: 'Cerca calcolatori' })).toHaveValue('');
});

test('a field whose text is not a number is marked for assistive technology and the eye', async ({ page }) => {
  await open(page, EVERY_FEATURE.url);
  const field = page.locator('.control input[inputmode="decimal"]:not([disabled])').first();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  const unmarked = await field.evaluate((el) => getComputedStyle(el).borderColor);
  for (const text of ['abc', '1e309', '1,2,3', '١٢']) {
    await field.fill(text);
    await expect(field, text).toHaveAttribute('aria-invalid', 'true');
    expect(await field.evaluate((el) => getComputedStyle(el).borderColor), text).not.toBe(unmarked);
  }
  // A lone minus sign is a negative number being typed, not unreadable text: the field is marked
  // only if the calculation refuses the value it stands for (empty), saying so under it.
  await field.fill('-');
  const refused = page.locator(`[id="${await field.getAttribute('id')}-refused"]`);
  await expect
    .poll(async () => ((await field.getAttribute('aria-invalid')) === 'true') === (await refused.isVisible()))
    .toBe(true);
  await field.fill('10,5');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('a search field over a dataset: arrows and Enter pick a row, Escape puts the name back; a result that reads the dataset follows its load', async ({
  page,
}) => {
  // The test site's calculator of texts (prova-sigla.yaml): the comune's code goes into the result,
  // and its name (read from the dataset, loaded apart once the page is live) into another.
  const dataset = page.waitForRequest((request) => /\/belfiore-[^/]*\.js$/.test(request.url()));
  await open(page, TEXTS.url);
  await dataset;
  const code = page.locator('[data-result="codice"] output').first();
  await expect(code).toHaveText('GUO07H501');
  await expect(page.locator('[data-result="comune"] output').first()).toHaveText('Roma (RM)');
  const field = page.getByRole('combobox', { name: 'Comune', exact: true });
  await expect(field).toHaveValue('Roma (RM)');
  await field.focus();
  await page.keyboard.type('milano');
  const options = page.getByRole('listbox', { name: 'Risultati per Comune' }).getByRole('option');
  await expect(options.first()).toHaveText(/^Milano \(MI\)/);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('Milano (MI)');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(code).toHaveText('GUO07F205');
  // Escape leaves the row chosen as it was, its name back in the field.
  await page.keyboard.type('zzz');
  await expect(page.getByText('Nessun risultato: prova con un altro nome o con il codice.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('Milano (MI)');
  await expect(code).toHaveText('GUO07F205');
});
