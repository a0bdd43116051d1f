import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors, open } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  // A request the test itself aborts (a part of the index that cannot load).
  failOnConsoleErrors(page, [/net::ERR_FAILED/]);
  await open(page, '/');
});

const box = (page: Page) => page.getByRole('combobox', { name: 'Cerca calcolatori' });
const list = (page: Page) => page.getByRole('listbox', { name: 'Risultati della ricerca' });

test('the box is named by a label that only assistive technology reads: it takes no room on screen', async ({
  page,
}) => {
  await expect(box(page)).toBeVisible();
  const label = await page.locator('label', { hasText: 'Cerca calcolatori' }).boundingBox();
  expect(label!.width * label!.height).toBeLessThanOrEqual(1);
});

test('focusing opens nothing while the text is empty; typing lists the matches', async ({ page }) => {
  await box(page).focus();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(list(page)).toBeHidden();
  await box(page).fill('mutuo');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(list(page).getByRole('option', { name: /Calcolatore Rata Mutuo/ })).toBeVisible();
  await box(page).fill('');
  await expect(list(page)).toBeHidden();
});

test('matching is case-insensitive, over title, description and keywords', async ({ page }) => {
  await box(page).fill('IVA');
  await expect(list(page).getByRole('option', { name: /Calcolatore IVA/ })).toBeVisible();
  await expect(list(page).getByRole('option', { name: /Scorporo IVA/ })).toBeVisible();
  // "imc" is only a keyword of the BMI calculator (indice di massa corporea).
  await box(page).fill('Imc');
  await expect(list(page).getByRole('option', { name: /Calcolatore BMI/ })).toBeVisible();
  // Words of a description only: the currency converter's.
  await box(page).fill('franco svizzero');
  await expect(list(page).getByRole('option', { name: /Convertitore di Valute/ })).toBeVisible();
});

test('words, not letters: what visitors type finds what they mean, first', async ({ page }) => {
  for (const [text, title] of [
    ['mutuo casa', /Calcolatore Rata Mutuo/],
    ['prestito casa', /Calcolatore Rata Mutuo/],
    ['busta paga', /Stipendio/],
    ['mutou', /Calcolatore Rata Mutuo/],
  ] as const) {
    await box(page).fill(text);
    await expect(list(page).getByRole('option').first(), text).toHaveAccessibleName(title);
  }
});

test('no match says so', async ({ page }) => {
  await box(page).fill('zzzz');
  await expect(page.getByRole('search').getByRole('status')).toHaveText('Nessun calcolatore trovato.');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(list(page).getByRole('option')).toHaveCount(0);
  await box(page).fill('iva');
  await expect(page.getByRole('search').getByRole('status')).toBeHidden();
});

/** Holds the search list's chunk back until the returned function is called. */
async function holdList(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/search-index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('Down pressed while the list is still loading picks its first result once it is there', async ({ page }) => {
  const release = await holdList(page);
  await box(page).fill('mutuo');
  await box(page).press('ArrowDown');
  release();
  const first = list(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
});

test('Enter pressed while the list is still loading opens the best match once it is there', async ({ page }) => {
  const release = await holdList(page);
  await box(page).fill('Calcolatore BMI');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/calcolatori\/salute\/calcolatore-bmi$/);
});

test('the keyboard chooses a result: it opens, the list closes and the text clears', async ({ page }) => {
  await box(page).fill('mutuo');
  await box(page).press('ArrowDown');
  const first = list(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const name = (await first.locator('strong').textContent())!;
  await box(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(box(page)).toHaveValue('');
  await expect(list(page)).toBeHidden();
});

test('a click chooses a result too; Escape closes the list', async ({ page }) => {
  await box(page).fill('bmi');
  await box(page).press('Escape');
  await expect(list(page)).toBeHidden();
  await box(page).fill('bmi ');
  await box(page).fill('bmi');
  await list(page)
    .getByRole('option', { name: /Calcolatore BMI/ })
    .click();
  await expect(page).toHaveURL(/\/calcolatori\/salute\/calcolatore-bmi$/);
  await expect(box(page)).toHaveValue('');
});

test('the list is at most 300 px high and scrolls', async ({ page }) => {
  await box(page).fill('calcol');
  await expect(list(page)).toBeVisible();
  const { height, overflow } = await list(page).evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    overflow: getComputedStyle(el).overflowY,
  }));
  expect(height).toBeLessThanOrEqual(300);
  expect(overflow).toBe('auto');
  expect(await list(page).getByRole('option').count()).toBeGreaterThan(10);
});

test('a part of the index that cannot load (offline) is said so, with what to do', async ({ page }) => {
  const status = page.getByRole('search').getByRole('status');
  await page.route('**/assets/terms-*.js', (route) => route.abort());
  await box(page).fill('mutuo');
  await expect(status).toHaveText('Ricerca non disponibile: controlla la connessione e ricarica la pagina.');
  await expect(list(page)).toBeHidden();
});
