/**
 * The editor's loop in `npm run dev`: saving a calculator file hot-replaces its module on the open
 * page, keeping what was typed; a broken save shows Vite's overlay (but not over the studio, open
 * beside it) and the fix recovers, still without reloading; a new calculator file appears on the open page and a deleted one goes, never
 * leaving an import that does not resolve. The dev server runs on a copy of the project
 * (scripts/dev-sandbox.ts); the time of the loop is measured by `npm run bench -- dev`.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { type DevSandbox, devSandbox, loopTarget } from '../../scripts/dev-sandbox.ts';
import { expect, test } from './shared-page.ts';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * Runs `check` on a dev server of its own, closed after. Each test has its own: tests run in any
 * worker and order, and a server shared by two tests sent the second one's page the first one's
 * reloads (dependencies optimised on first use reload every open page), and its files as left.
 */
async function withSandbox(check: (sandbox: DevSandbox) => Promise<void>) {
  const sandbox = await devSandbox(repo);
  try {
    await check(sandbox);
  } finally {
    await sandbox.close();
  }
}

test.describe('the dev server', () => {
  test.describe.configure({ timeout: 120_000 });

  test('hot-replaces a saved calculator keeping what was typed, recovers from a broken save, and keeps the overlay off the studio', async ({
    sharedPage: page,
  }) => {
    const calculator = await loopTarget(repo);
    await withSandbox(async (sandbox) => {
      // The studio open beside the calculator: it receives the error too, and checks its own file.
      const studio = await page.context().newPage();
      await studio.goto(`${sandbox.origin}/studio`, { waitUntil: 'networkidle' });
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
      // The calculator's page shows the error; the studio, which received it too, does not.
      await expect(page.locator('vite-error-overlay')).toHaveCount(1, { timeout: 30_000 });
      await studio.waitForTimeout(500);
      await expect(studio.locator('vite-error-overlay')).toHaveCount(0);
      await sandbox.save(calculator.file, (doc) => {
        doc.setIn(['results', 0, 'formula'], `(${calculator.formula}) * 2`);
        doc.setIn(['results', 0, 'label'], 'Risultato rinominato');
      });
      await expect(page.locator('.results dt', { hasText: 'Risultato rinominato' })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('vite-error-overlay')).toHaveCount(0);
      await expect(field).toHaveValue(calculator.value);
      await expect(page.locator('.results output').first()).not.toHaveText(shown!);
      expect(loads, 'reloads after the saves').toBe(0);
      await studio.close();
    });
  });

  // Issue 36: the generator wrote loaders.ts before the module it newly imports, and at start it
  // swapped in a whole new src/generated/, whose new files Vite's watcher then never saw: a request
  // of loaders.ts between the two writes failed, and went on failing until the file was deleted.
  test('follows a calculator file added and then deleted, every import resolving meanwhile', async ({
    sharedPage: page,
  }) => {
    const calculator = await loopTarget(repo);
    const own = await devSandbox(repo);
    const file = path.join(path.dirname(calculator.file), 'nuovo-calcolatore.yaml');
    const url = calculator.url.replace(/[^/]+$/, 'nuovo-calcolatore');
    const title = 'Calcolatore Nuovo di Prova';
    // The page's own requests of loaders.ts meet the moment between two writes only sometimes (2
    // runs in 3 in the issue): these, every few milliseconds from before the save to the end, do.
    const failures: string[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const answer = await fetch(`${own.origin}/src/generated/loaders.ts`);
        if (!answer.ok) failures.push(`${answer.status}: ${(await answer.text()).slice(0, 200)}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      await page.goto(`${own.origin}/calcolatori`, { waitUntil: 'networkidle' });
      const doc = parseDocument(await readFile(path.join(own.root, calculator.file), 'utf8'));
      doc.setIn(['id'], 'nuovo-calcolatore');
      doc.setIn(['title'], title);
      // A page title of its own too (two pages with one title are an error: duplicate-title).
      doc.setIn(['seo', 'title'], title);
      const runs = () => own.log.filter((line) => line.includes('calculators regenerated')).length;
      const before = runs();
      await writeFile(path.join(own.root, file), doc.toString());
      await expect.poll(runs, { timeout: 30_000 }).toBeGreaterThan(before);
      // The open list shows it, without a reload by the test; its page draws it (a reload that
      // Vite sends for the run's last writes may still cut the first visit short).
      await expect(page.getByText(title).first()).toBeVisible({ timeout: 30_000 });
      await expect(async () => {
        await page.goto(`${own.origin}${url}`, { waitUntil: 'networkidle' });
        await expect(page.locator('h1')).toContainText(title, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.locator('.results output').first()).toBeVisible();
      // Saved again, its module replaces itself on the page like any other's.
      await own.save(file, (saved) => saved.setIn(['results', 0, 'label'], 'Risultato del nuovo'));
      await expect(page.locator('.results dt', { hasText: 'Risultato del nuovo' })).toBeVisible({ timeout: 30_000 });
      // Deleted, its open page becomes the page of a calculator that does not exist.
      await rm(path.join(own.root, file));
      await expect(page.locator('h1')).toHaveText('Calcolatore non trovato', { timeout: 30_000 });
      // A late request of the old loaders.ts would show in the log.
      await page.waitForTimeout(1000);
    } finally {
      polling = false;
      await poll;
      await own.close();
    }
    expect(failures, 'failed requests of loaders.ts').toEqual([]);
    expect(own.log.filter((line) => line.includes('Failed to resolve import'))).toEqual([]);
  });
});
