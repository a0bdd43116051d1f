import { expect, test } from '@playwright/test';
import type { ArticleEntry } from '../../language/spec.ts';
import { articles } from '../../src/generated/blog.ts';
import { italianDate } from '../../src/site/dates.ts';
import { failOnConsoleErrors, keepEvents, keptEvents, open } from './helpers.ts';

// Every article of blog/, as the registry lists them (newest first): any article an editor adds
// keeps these green. What each page shows comes from the article's own front matter.
const byDate = articles.toSorted((a, b) => b.date.localeCompare(a.date));
const relatedOf = (article: ArticleEntry) =>
  article.related
    .map((slug) => articles.find((a) => a.slug === slug))
    .filter((a): a is ArticleEntry => a !== undefined && a.slug !== article.slug)
    .slice(0, 3);

test('the blog list: breadcrumb, cards newest first with category, description and Italian date', async ({ page }) => {
  failOnConsoleErrors(page);
  await open(page, '/blog');
  await expect(page.getByRole('navigation', { name: 'Percorso' }).getByRole('listitem')).toHaveText(['Home', /Blog$/]);
  const cards = page.locator('article.article-card');
  await expect(cards).toHaveCount(articles.length);
  for (const [i, article] of byDate.entries()) {
    const card = cards.nth(i);
    await expect(card.locator('.badge'), article.slug).toHaveText(article.category);
    await expect(card.locator('time'), article.slug).toHaveText(italianDate(article.date));
    await expect(card.getByRole('link'), article.slug).toHaveAttribute('href', article.url);
    await expect(card.locator('p'), article.slug).toHaveText(article.metaDescription);
  }
});

for (const article of articles)
  test(`blog/${article.slug}.md: breadcrumb, category, title, date and author, body, back link and related articles`, async ({
    page,
  }) => {
    failOnConsoleErrors(page);
    await keepEvents(page);
    await open(page, '/blog');
    await page.locator(`article.article-card a[href="${article.url}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${article.url}$`));
    const shown = page.locator('article.blog-article');
    await expect(page.getByRole('navigation', { name: 'Percorso' }).getByRole('listitem')).toHaveText([
      'Home',
      'Blog',
      article.title,
    ]);
    await expect(shown.locator('.badge').first()).toHaveText(article.category);
    await expect(shown.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(shown.locator('.byline')).toContainText(italianDate(article.date));
    await expect(shown.locator('.byline')).toContainText(article.author);
    await expect(shown.locator('.prose')).not.toBeEmpty();
    await expect.poll(async () => (await keptEvents(page)).some((e) => e.event === 'blog_article_view')).toBe(true);
    const events = await keptEvents(page);
    expect(events).toContainEqual(expect.objectContaining({ event: 'blog_article_click', slug: article.slug }));
    expect(events).toContainEqual(expect.objectContaining({ event: 'blog_article_view', slug: article.slug }));
    // Its related articles (at most 3, never itself), as its front matter names them.
    const related = relatedOf(article);
    const section = shown.locator('section.related');
    if (related.length === 0) await expect(section).toHaveCount(0);
    else {
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Articoli Correlati');
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(related.map((a) => a.title));
      await section.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${related[0]!.url}$`));
      expect(await keptEvents(page)).toContainEqual(
        expect.objectContaining({ event: 'related_article_click', from: article.slug, slug: related[0]!.slug }),
      );
    }
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
