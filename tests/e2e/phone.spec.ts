/**
 * Phones, beyond what pages.spec.ts checks on every route (phone.ts): huge numbers break rather than
 * push the page sideways (tables of them scroll in their box, their row explained), and a pie's
 * legend shows its full texts at 320 px.
 */
import { expect, test } from '@playwright/test';
import type { CalculatorModule } from '../../language/spec.ts';
import { calculate, defaultValues, fallbackSources, inputStateOf } from '../../src/engine/compute.ts';
import { calculators } from '../../src/generated/registry.ts';
import { popularCalculators } from '../../src/site/popular.ts';
import { PLAN, TABS } from './fixtures.ts';
import { openDrawn as open } from './helpers.ts';
import { expectFits, NARROWEST } from './phone.ts';

/** Numbers typed digit by digit, so that any reading of Italian typing takes them: about 1e31 and 1e308. */
const HUGE = ['9'.repeat(32), '9'.repeat(308)];

/**
 * The calculators whose first number field shown at the defaults, at about 1e308, gives a table
 * that shows numbers of 100 digits or more in its first rows (found from the modules, so a new one
 * is covered): its url and that field's label.
 */
const hugeTables = (
  await Promise.all(
    calculators
      .filter((c) => c.status === 'ready')
      .map(async ({ id, url }) => {
        const module = ((await import(`../../src/generated/calculators/${id}.ts`)) as { default: CalculatorModule })
          .default;
        const defaults = defaultValues(module);
        const hidden = inputStateOf(module, defaults).hidden;
        const input = module.inputs.find((i) => i.kind === 'number' && !hidden[i.id]);
        const evaluation = input && calculate(module, { ...defaults, [input.id]: HUGE[1]! }, fallbackSources(module));
        const huge = module.tables.some((table) =>
          evaluation?.tables[table.id]
            ?.slice(0, table.rows)
            .some((row) => row.some((cell) => typeof cell === 'number' && Math.abs(cell) >= 1e100)),
        );
        return input && huge ? { url, label: input.label } : [];
      }),
  )
).flat();

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

test('tables of numbers 300 digits long scroll in their box, their row explained too: the page never scrolls sideways at 360 px', async ({
  page,
}) => {
  // The test site's loan at least (its capital has no upper bound), whatever the catalogue holds.
  expect(hugeTables.map((t) => t.url)).toContain(PLAN.url);
  test.setTimeout(20_000 * hugeTables.length);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const { url, label } of hugeTables) {
    await open(page, url);
    const field = page.getByLabel(label, { exact: true });
    await field.fill(HUGE[1]!);
    await expect(field, url).not.toHaveAttribute('aria-invalid', 'true');
    // The tables follow the results a render later: the check waits for a cell of the huge numbers.
    await expect(page.locator('.table-card td', { hasText: /(\d{3}\.){20}/ }).first(), url).toBeVisible();
    await expectFits(page, `${url} at 308 digits`, [360]);
    // A row of the first table explained, its values as long.
    await page.locator('.table-card .explain-toggle').first().click();
    await expect(page.locator('.table-card .explain-row').first(), url).toBeVisible();
    await expectFits(page, `${url} at 308 digits, a row explained`, [360]);
  }
});

test("a pie's legend shows every slice's full name, value and share at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: NARROWEST, height: 800 });
  // A pie of four slices with long names and values of six digits (the test site's fleet).
  await open(page, TABS.url);
  const items = page
    .getByRole('figure')
    .filter({ has: page.locator('.chart-legend') })
    .getByRole('listitem');
  await expect(items).toHaveCount(4);
  for (const item of await items.all()) {
    // Name, then value and share: "Manutenzione ordinaria e pneumatici72.000,00 € (10,8%)" as text.
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
