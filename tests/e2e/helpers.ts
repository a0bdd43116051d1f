import { expect, type Locator, type Page } from '@playwright/test';
import { articles } from '../../src/generated/blog.ts';
import { calculators } from '../../src/generated/registry.ts';

/** The prerendered routes (scripts/prerender.ts), from the registry: the sitemap must list exactly these. */
export const ROUTES = ['/', '/calcolatori', ...calculators.map((c) => c.url), '/blog', ...articles.map((a) => a.url)];

/** Intl writes a no-break space before "€" and between number and unit. */
export function nb(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

/** The shown value of a result, by its id in the calculator file. */
export function result(page: Page, id: string): Locator {
  return page.locator(`[data-result="${id}"] output`);
}

/** Replaces a field's text as a visitor would. */
export async function type(page: Page, label: string | RegExp, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill(text);
}

/** Fails the test on any console error or uncaught exception on the page. */
export function failOnConsoleErrors(page: Page, allow: RegExp[] = []): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !allow.some((re) => re.test(message.text()))) throw new Error(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    throw error;
  });
}

export async function expectResult(page: Page, id: string, text: string): Promise<void> {
  await expect(result(page, id)).toHaveText(nb(text));
}

/** The events pushed to window.dataLayer so far. */
export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

/** Waits until React has hydrated the page (attached its handlers to the root), so typing is not lost. */
export async function hydrated(page: Page, message?: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__react'))), { message }).toBe(true);
}
