import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expectNoSidewaysScroll } from './helpers.ts';
import { expect, test } from './shared-page.ts';

test('the mortgage table downloads as a CSV Italian Excel opens', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/calcolatori/finanza/calcolatore-rata-mutuo');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Scarica CSV: Piano di ammortamento/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('mortgage-payment-piano-di-ammortamento-primi-12-mesi.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  expect(lines[0]).toBe('Mese;Rata (€);Quota capitale (€);Quota interessi (€);Debito residuo (€)');
  // One toast confirms it.
  await expect(page.locator('.toast')).toHaveText(/File salvato/);
  // Defaults: 200000 € at 2.5 % over 30 years = 360 payments; the page shows min(12, 360) months,
  // the file every one of them.
  expect(lines).toHaveLength(1 + 360);
  const first = lines[1]!.split(';').map((cell) => Number(cell.replace(',', '.')));
  // Month 1: i = 0.025 / 12; interest = 200000 × i = 416.6667;
  // payment M = 200000 × i / (1 − (1 + i)^−360) = 790.2418 (computed with node); principal = M − interest.
  expect(first[0]).toBe(1);
  expect(first[3]).toBeCloseTo(416.6667, 3);
  expect(first[1]).toBeCloseTo(790.2418, 2);
  expect(first[2]).toBeCloseTo(790.2418 - 416.6667, 2);
  expect(lines[12]!.split(';')[0]).toBe('12');
  // Month 360 (rolled forward in python): principal 788,5989, interest 1,6429, nothing left owed.
  const last = lines[360]!.split(';').map((cell) => Number(cell.replace(',', '.')));
  expect(last[0]).toBe(360);
  expect(last[2]).toBeCloseTo(788.5989, 3);
  expect(last[3]).toBeCloseTo(1.6429, 3);
  expect(last[4]).toBeCloseTo(0, 6);

  // The page: 12 months, then all of them in groups of 12 (30 years), the last one ending at month 360.
  await expect(
    page.getByRole('table', { name: 'Piano di ammortamento (primi 12 mesi)', exact: true }).locator('tbody tr'),
  ).toHaveCount(12);
  await page.getByText('Mostra tutte le 360 righe', { exact: true }).click();
  const years = page.locator('.full-table details');
  await expect(years).toHaveCount(30);
  await expect(years.first().locator('summary')).toHaveText('Mese 1–12');
  const lastYear = page.getByRole('table', { name: 'Mese 349–360', exact: true });
  await expect(lastYear.locator('tbody tr')).toHaveCount(12);
  await expect(lastYear.locator('tbody tr').last().locator('td')).toHaveText([
    '360',
    '790,24\u00a0€',
    '788,60\u00a0€',
    '1,64\u00a0€',
    '0,00\u00a0€',
  ]);
  await expectNoSidewaysScroll(page, 360);
  const axe = await new AxeBuilder({ page })
    .include('.calculator')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The chart's data too: a row per slice. 200.000 € of capital, 284.487,05 − 200.000 = 84.487,05 € of interest.
  const [pie] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica CSV: Capitale e interessi totali', exact: true }).click(),
  ]);
  expect(pie.suggestedFilename()).toBe('mortgage-payment-capitale-e-interessi-totali.csv');
  const pieLines = (await readFile((await pie.path())!, 'utf8')).slice(1).split('\r\n');
  expect(pieLines[0]).toBe('Voce;Valore (€)');
  expect(pieLines[1]).toBe('Capitale;200000');
  expect(pieLines[2]).toMatch(/^Interessi totali;84487,0\d+$/);
  // A year closes on its own.
  await years.first().locator('summary').click();
  await expect(years.first().locator('table')).toBeHidden();
});
