/**
 * Hostile Markdown, compiled by the generator and rendered by RichText (as in the prerendered
 * pages), loaded into Chromium: nothing runs, and only allow-listed elements and safe links exist.
 */
import { expect, type Page, test } from '@playwright/test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { markdownToRich } from '../../generator/compile/markdown.ts';
import { RichText } from '../../src/renderer/RichText.tsx';
import { ALL_PAYLOADS } from '../fixtures/hostile-markdown.ts';

const ALLOWED = ['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'code', 'br', 'h2', 'h3'];
/** A GFM table, in its scrolling box. */
const TABLE = ['section', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

function htmlPage(body: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Rich text</title></head><body>${body}</body></html>`;
}

/** Loads the HTML, recording dialogs; returns what ran: the dialogs and the window flag. */
async function load(page: Page, html: string): Promise<{ dialogs: string[]; pwned: () => Promise<unknown> }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.setContent(html, { waitUntil: 'load' });
  return { dialogs, pwned: () => page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned) };
}

test('the check sees a payload that runs: raw HTML would set the flag', async ({ page }) => {
  const { pwned } = await load(page, htmlPage('<img src="x" onerror="window.pwned = \'control\'">'));
  await expect.poll(pwned).toBe('control');
});

test('compiled hostile Markdown runs nothing and keeps only allow-listed elements and safe links', async ({ page }) => {
  const markup = ALL_PAYLOADS.flatMap((markdown) =>
    [markdownToRich(markdown), markdownToRich(markdown, { headings: 'h2' })].map((nodes) =>
      renderToString(createElement(RichText, { nodes })),
    ),
  ).join('\n');
  const { dialogs, pwned } = await load(page, htmlPage(markup));

  // The payloads are on the page, as text.
  await expect(page.locator('body')).toContainText('<script>window.pwned = "script"</script>');
  await expect(page.locator('body')).toContainText(`<img src="x" onerror="window.pwned = 'img'">`);
  await expect(page.locator('body')).toContainText('<!-- un commento --> testo dopo il commento');

  const tags = await page.evaluate(() => [
    ...new Set([...document.body.querySelectorAll('*')].map((e) => e.localName)),
  ]);
  expect(tags.filter((tag) => !ALLOWED.includes(tag) && !TABLE.includes(tag))).toEqual([]);
  await expect(page.locator('script, iframe, img, svg, object, embed, style, details')).toHaveCount(0);

  // Every element's attributes: links' href, rel, target; a table's box, its header cells' scope
  // and its cells' alignment class.
  const attributes = await page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => `${e.localName}[${a.name}]`)),
  );
  expect([...new Set(attributes)].sort()).toEqual([
    'a[href]',
    'a[rel]',
    'a[target]',
    'section[aria-label]',
    'section[class]',
    'section[tabindex]',
    'td[class]',
    'th[class]',
    'th[scope]',
  ]);

  const links = await page
    .locator('a')
    .evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href')!, rel: a.getAttribute('rel'), text: a.textContent })),
    );
  // The autolinks to https and mailto, twice (two heading modes).
  expect(links).toEqual([
    { href: 'https://example.com/pagina', rel: 'noopener noreferrer', text: 'https://example.com/pagina' },
    { href: 'https://example.com/pagina', rel: 'noopener noreferrer', text: 'https://example.com/pagina' },
    { href: 'mailto:info@example.com', rel: null, text: 'mailto:info@example.com' },
    { href: 'mailto:info@example.com', rel: null, text: 'mailto:info@example.com' },
  ]);

  // Hover and focus every link, and toggle nothing: still nothing ran.
  for (const link of await page.locator('a').all()) {
    await link.hover();
    await link.focus();
  }
  expect(await pwned()).toBeUndefined();
  expect(dialogs).toEqual([]);
});
