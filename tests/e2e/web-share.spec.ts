/**
 * On a touch screen with the Web Share API, `Copia link` opens the system share sheet with the
 * page's title and its link (state included) instead of copying; closing the sheet is no error.
 */
import { expect, test } from '@playwright/test';
import { fileOf, NUMBERS } from './fixtures.ts';
import { openCalculator } from './form.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 800 } });

test('Copia link opens the share sheet with the title and the link on a phone', async ({ page }) => {
  // The share sheet is the system's: record what the page hands it, then act as if it was closed.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {});
      throw new DOMException('Share canceled', 'AbortError');
    };
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { data, url } = await fileOf(NUMBERS);
  const form = await openCalculator(page, data, url);
  await form.getByRole('textbox').first().fill('90');
  await expect.poll(() => page.url()).toContain('v=');
  await page.getByRole('button', { name: 'Copia link' }).tap();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: await page.title(), url: page.url() }]);
  // No 'Link copiato': nothing was copied.
  await expect(page.locator('.toast')).toHaveCount(0);
  expect(errors).toEqual([]);
});
