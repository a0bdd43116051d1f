import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, keepEvents, keptEvents, open } from './helpers.ts';

// The spec's two articles (001 §3): compound interest 2024-01-15 (Finanza), scorporo IVA 2024-01-10 (Tasse).
test('the blog list: breadcrumb, cards newest first with category, description and Italian date', async ({ page }) => {
  failOnConsoleErrors(page);
  await open(page, '/blog');
  await expect(page.getByRole('navigation', { name: 'Percorso' }).getByRole('listitem')).toHaveText(['Home', /Blog$/]);
  const cards = page.locator('article.article-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).locator('.badge')).toHaveText('Finanza');
  await expect(cards.nth(0).locator('time')).toHaveText('15 gennaio 2024');
  await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', '/blog/come-funziona-interesse-composto');
  await expect(cards.nth(1).locator('.badge')).toHaveText('Tasse');
  await expect(cards.nth(1).locator('time')).toHaveText('10 gennaio 2024');
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', '/blog/scorporo-iva-guida-completa');
  await expect(cards.nth(1).locator('p')).not.toBeEmpty();
});

test('an article: breadcrumb, category, title, date and author, body, back link and related articles', async ({
  page,
}) => {
  failOnConsoleErrors(page);
  await keepEvents(page);
  await open(page, '/blog');
  await page
    .getByRole('link', { name: /interesse composto/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/come-funziona-interesse-composto$/);
  const article = page.locator('article.blog-article');
  await expect(page.getByRole('navigation', { name: 'Percorso' }).getByRole('listitem')).toHaveCount(3);
  await expect(article.locator('.badge').first()).toHaveText('Finanza');
  await expect(article.getByRole('heading', { level: 1 })).toContainText('interesse composto');
  await expect(article.locator('.byline')).toContainText('15 gennaio 2024');
  await expect(article.locator('.byline')).toContainText('Redazione');
  expect((await article.locator('.prose').innerText()).split(/\s+/).length).toBeGreaterThan(600);
  await expect(article.locator('.prose')).toContainText('16.470,09');
  const related = article.locator('section.related');
  await expect(related.getByRole('heading', { level: 2 })).toHaveText('Articoli Correlati');
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(/Scorporo IVA/);
  await expect(related.locator('article')).toHaveCount(1);
  await expect(related.getByRole('link')).toHaveAttribute('href', '/blog/scorporo-iva-guida-completa');
  await expect.poll(async () => (await keptEvents(page)).some((e) => e.event === 'blog_article_view')).toBe(true);
  const events = await keptEvents(page);
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'blog_article_click', slug: 'come-funziona-interesse-composto' }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'blog_article_view', slug: 'come-funziona-interesse-composto' }),
  );
  await related.getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/scorporo-iva-guida-completa$/);
  expect(await keptEvents(page)).toContainEqual(
    expect.objectContaining({
      event: 'related_article_click',
      from: 'come-funziona-interesse-composto',
      slug: 'scorporo-iva-guida-completa',
    }),
  );
  await page.getByRole('link', { name: /Torna al Blog/ }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('an unknown article redirects to the blog', async ({ page }) => {
  // The server answers 404 (the browser logs it); the page then moves to /blog.
  failOnConsoleErrors(page, [/status of 404/]);
  // Not open(): the page leaves before a wait for its hydration could read it.
  await page.goto('/blog/articolo-che-non-esiste');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
});
