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

/** The events pushed to window.dataLayer so far. */
export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

/** The spec's category ids, names and calculator counts (000 §2-3, 001 §2). */
export const CATEGORIES = [
  { id: 'finanza-fisco', name: 'Finanza e Fisco', count: 15 },
  { id: 'conversioni-matematica', name: 'Conversioni e Matematica', count: 10 },
  { id: 'salute-benessere', name: 'Salute e Benessere', count: 5 },
  { id: 'lavoro-azienda', name: 'Lavoro e Azienda', count: 5 },
  { id: 'casa-energia', name: 'Casa ed Energia', count: 2 },
  { id: 'produttivita-digitale', name: 'Produttività e Digitale', count: 3 },
  { id: 'vita-quotidiana', name: 'Vita Quotidiana', count: 4 },
  { id: 'ambiente-mobilita', name: 'Ambiente e Mobilità', count: 2 },
];
