/**
 * Stampa: the button opens the browser's print dialog (window.print), and on paper (print media
 * emulated) the page keeps the title, when it was printed and the link with the calculation's
 * state, the inputs, results, tables and charts and its sources ('Fonti'), and drops navigation,
 * buttons and long texts.
 */
import { expect, test } from './shared-page.ts';

test('Stampa prints the calculation: title, date and link, inputs, results, table and chart; no navigation or buttons', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/calcolatori/finanza/calcolatore-rata-mutuo');
  // The print dialog is the browser's: record the call instead, and whether the chart (below the
  // first screen on a phone, so not loaded yet) was drawn by then.
  await page.evaluate(() => {
    window.print = () =>
      document.documentElement.setAttribute(
        'data-printed',
        document.querySelector('figure.chart canvas') ? 'with chart' : 'without chart',
      );
  });
  expect(await page.locator('figure.chart canvas').count(), 'the chart waits for the visitor to scroll to it').toBe(0);
  const amount = page.getByLabel('Importo del mutuo', { exact: true });
  await amount.fill('150000');
  await expect.poll(() => page.url()).toContain('loanAmount=150000');
  await page.getByRole('button', { name: 'Stampa', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'with chart');

  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const info = page.locator('.print-info');
  await expect(info).toBeVisible();
  // An Italian date ("24 novembre 2026 alle ore 10:15" or "24 novembre 2026, 10:15") and the link with the state.
  await expect(info).toContainText(/Calcolo del \d{1,2} [a-z]+ \d{4}/);
  await expect(info).toContainText(page.url());
  for (const shown of [
    page.locator('h1'),
    amount,
    page.locator('.results-card'),
    page.getByRole('table', { name: 'Piano di ammortamento (primi 12 mesi)' }),
    page.locator('figure.chart canvas').first(),
    page.getByRole('region', { name: 'Fonti' }),
  ]) {
    await expect(shown).toBeVisible();
  }
  for (const hidden of [
    page.locator('.site-header'),
    page.locator('.site-footer'),
    page.locator('.breadcrumb'),
    page.locator('.share-tools'),
    page.locator('.faq'),
    page.locator('.related'),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(page.locator('.calculator button').filter({ visible: true })).toHaveCount(0);
  await page.emulateMedia({ media: 'screen' });
  await expect(info).toBeHidden();
});
