/**
 * Stampa: the button opens the browser's print dialog (window.print), and on paper (print media
 * emulated) the page keeps the title, when it was printed and the link with the calculation's
 * state, the inputs, results, tables and charts and its sources ('Fonti'), and drops navigation,
 * buttons and long texts.
 */
import { flowing, readPdf } from '../support/read-pdf.ts';
import { EVERY_FEATURE, PLAN } from './fixtures.ts';
import { expect, test } from './shared-page.ts';

test('Stampa prints the calculation: title, date and link, inputs, results, table and chart; no navigation or buttons', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(EVERY_FEATURE.url);
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
  const amount = page.getByLabel('Compenso orario', { exact: true });
  await amount.fill('30');
  await expect.poll(() => page.url()).toContain('tariffa=30');
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
    page.getByRole('table', { name: 'Il piano nel primo anno' }),
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

test('with the whole plan open, Stampa prints every month of it, year by year, under the name of the site', async ({
  sharedPage: page,
}) => {
  await page.goto(PLAN.url);
  const term = page.getByLabel('Durata', { exact: true });
  await term.fill('2');
  await page.getByText('Mostra tutte le 24 righe', { exact: true }).click();
  const plan = page.getByRole('table', { name: 'Piano di rimborso: tutte le 24 righe, per anno', exact: true });
  const hint = page.getByText('Con la tabella completa aperta, la stampa riporta tutte le righe.', { exact: true });
  await expect(hint, 'the screen says that Stampa prints it whole').toBeVisible();
  await expect(plan.locator('tbody tr').filter({ visible: true }), 'on screen, the years are closed').toHaveCount(2);
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  // The site's name, as its pages name it to others (og:site_name).
  const site = await page.locator('meta[property="og:site_name"]').getAttribute('content');
  expect(site).toBeTruthy();
  await expect(page.locator('.print-info')).toContainText(`${site} · Calcolo del`);
  // On paper: 2 summary rows and the 24 months, each year's name printed, no button to press.
  await expect(plan.locator('tbody tr').filter({ visible: true })).toHaveCount(2 + 24);
  await expect(plan.locator('tr.group-summary th')).toHaveText(['Anno 1', 'Anno 2']);
  await expect(plan.locator('tbody tr:not(.group-summary) td:first-child')).toHaveText(
    Array.from({ length: 24 }, (_, m) => String(m + 1)),
  );
  await expect(page.getByText('Mostra solo le prime 12 righe', { exact: true })).toBeHidden();
  await expect(hint).toBeHidden();
  // Year 2 of 36.000 € over 2 years at 6 %: 1.500 of capital a month (18.000 in the year); month k pays
  // (36.000 − 1.500 (k − 1)) × 0,005 of interest, so months 13 to 24 pay 0,005 × (12 × 36.000 − 1.500 ×
  // (12 + ... + 23)) = 0,005 × (432.000 − 315.000) = 585; the year's payments 18.585, nothing left owed.
  await expect(plan.locator('tr.group-summary').last().locator('td')).toHaveText([
    '18.585,00\u00a0€',
    '18.000,00\u00a0€',
    '585,00\u00a0€',
    '0,00\u00a0€',
  ]);
  await page.emulateMedia({ media: 'screen' });
});

test('a long plan starts on page 1, under the inputs and results, not on a page of its own', async ({
  sharedPage: page,
}) => {
  // The fixture loan's whole plan (30 years, 360 months) open: the paper is many pages long.
  await page.goto(PLAN.url);
  await page.getByText(/^Mostra tutte le \d+ righe$/).click();
  await page.emulateMedia({ media: 'print' });
  const { pages } = await readPdf(new Uint8Array(await page.pdf({ format: 'A4' })));
  await page.emulateMedia({ media: 'screen' });
  expect(pages.length).toBeGreaterThan(5);
  const first = flowing(pages[0]!);
  // The results, then the plan's caption and its first month (280,00 € of which 180,00 € interest).
  expect(first).toContain('Risultati');
  expect(first).toContain('Piano di rimborso: tutte le 360 righe, per anno');
  expect(first).toMatch(/280,00\s€\s*100,00\s€\s*180,00\s€/);
});
