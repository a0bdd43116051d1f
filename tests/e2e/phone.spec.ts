/**
 * Phones, beyond what pages.spec.ts checks on every route (phone.ts): huge numbers break rather than
 * push the page sideways, and a pie's legend shows its full texts at 320 px.
 */
import { expect, test } from '@playwright/test';
import { popularCalculators } from '../../src/site/popular.ts';
import { openDrawn as open } from './helpers.ts';
import { expectFits, NARROWEST } from './phone.ts';

/** Numbers typed digit by digit, so that any reading of Italian typing takes them: about 1e31 and 1e308. */
const HUGE = ['9'.repeat(32), '9'.repeat(308)];

test('huge numbers break: the most used calculators at 1e31 and 1e308 never scroll sideways, at 360 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const { url } of popularCalculators) {
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, url);
    // The first field that takes a number typed (a date calculator has none).
    const field = page.locator('form input[inputmode]').first();
    if (!(await field.count())) continue;
    for (const huge of HUGE) {
      await field.fill(huge);
      await expect(field, url).not.toHaveAttribute('aria-invalid', 'true');
      await expectFits(page, `${url} at ${huge.length} digits`, [360, 1280]);
      await page.setViewportSize({ width: 360, height: 800 });
    }
  }
});

test("a pie's legend shows every slice's full name, value and share at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: NARROWEST, height: 800 });
  // A pie of four slices with the longest values of the site (the take-home pay).
  await open(page, '/calcolatori/tasse/stipendio-lordo-netto');
  const items = page
    .getByRole('figure')
    .filter({ has: page.locator('.chart-legend') })
    .getByRole('listitem');
  await expect(items).toHaveCount(4);
  for (const item of await items.all()) {
    // Name, then value and share: "Contributi INPS2757,00 € (9,2%)" as text.
    await expect(item).toHaveText(/^\D+[\d.]+,\d{2}\u00a0€ \(\d+,\d%\)$/);
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(NARROWEST);
    // Neither the name nor the value is clipped in its box.
    for (const part of await item.locator('span, strong').all()) {
      expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  }
});
