/**
 * The editor's loop in `npm run dev`: saving a calculator file hot-replaces its module on the open
 * page, keeping what was typed; a broken save shows Vite's overlay and the fix recovers, still
 * without reloading. The dev server runs on a copy of the project (scripts/dev-sandbox.ts); the
 * time of the loop is measured by `npm run bench -- dev`.
 */
import path from 'node:path';
import { type DevSandbox, devSandbox, loopTarget } from '../../scripts/dev-sandbox.ts';
import { expect, test } from './shared-page.ts';

const repo = path.resolve(import.meta.dirname, '../..');

test.describe('the dev server', () => {
  test.describe.configure({ timeout: 120_000 });
  let sandbox: DevSandbox | undefined;
  test.afterAll(async () => sandbox?.close());

  test('hot-replaces a saved calculator keeping what was typed, and recovers from a broken save', async ({
    sharedPage: page,
  }) => {
    const calculator = await loopTarget(repo);
    sandbox = await devSandbox(repo);
    await page.goto(`${sandbox.origin}${calculator.url}`, { waitUntil: 'networkidle' });
    // Counted once the page has settled: on a cold cache Vite may reload it once while it first
    // optimises the dependencies of the lazily loaded chunks (a chart, an explanation).
    let loads = 0;
    page.on('load', () => loads++);
    const field = page.getByLabel(calculator.field, { exact: true });
    await field.fill(calculator.value);
    const shown = await page.locator('.results output').first().textContent();

    // First a broken save (Vite reloads on the first update after an overlay, unless the page
    // closes it), then the fix, which also renames the first result and doubles it.
    await sandbox.save(calculator.file, (doc) => doc.setIn(['results', 0, 'formula'], '1 + ('));
    await expect(page.locator('vite-error-overlay')).toHaveCount(1, { timeout: 30_000 });
    await sandbox.save(calculator.file, (doc) => {
      doc.setIn(['results', 0, 'formula'], `(${calculator.formula}) * 2`);
      doc.setIn(['results', 0, 'label'], 'Risultato rinominato');
    });
    await expect(page.locator('.results dt', { hasText: 'Risultato rinominato' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    await expect(field).toHaveValue(calculator.value);
    await expect(page.locator('.results output').first()).not.toHaveText(shown!);
    expect(loads, 'reloads after the saves').toBe(0);
  });

  test('a broken calculator file does not cover the studio with the overlay', async ({ sharedPage: page }) => {
    const calculator = await loopTarget(repo);
    sandbox ??= await devSandbox(repo);
    const studio = await page.context().newPage();
    await studio.goto(`${sandbox.origin}/studio`, { waitUntil: 'networkidle' });
    await page.goto(`${sandbox.origin}${calculator.url}`, { waitUntil: 'networkidle' });
    await sandbox.save(calculator.file, (doc) => doc.setIn(['results', 0, 'formula'], '1 + ('));
    // The calculator's page shows the error; the studio, which received it too, does not.
    await expect(page.locator('vite-error-overlay')).toHaveCount(1, { timeout: 30_000 });
    await studio.waitForTimeout(500);
    await expect(studio.locator('vite-error-overlay')).toHaveCount(0);
    await studio.close();
  });
});
