import { expect, type Locator, type Page } from '@playwright/test';

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
