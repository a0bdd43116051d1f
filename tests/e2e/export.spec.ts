import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, open } from './helpers.ts';
import { expect, test } from './shared-page.ts';

/** The visitor's day as the file's name writes it: 2026-11-26. */
const today = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

test('the mortgage table downloads as a CSV Italian Excel opens', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // Hydrated: a click before it would reach a button with nothing behind it yet.
  await open(page, '/calcolatori/finanza/calcolatore-rata-mutuo');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica CSV: Piano di ammortamento', exact: true }).click(),
  ]);
  // Named in Italian by what it holds (the whole plan, not its first 12 months) and the visitor's day.
  expect(download.suggestedFilename()).toBe(`piano-di-ammortamento-calcolatore-rata-mutuo-${await today(page)}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  expect(lines[0]).toBe('Mese;Rata (€);Quota capitale (€);Quota interessi (€);Debito residuo (€)');
  // One toast confirms it.
  await expect(page.locator('.toast')).toHaveText(/File salvato/);
  // Defaults: 200000 € at 2.5 % over 30 years = 360 payments; the page shows min(12, 360) months,
  // the file every one of them, each amount to the cent as the page shows it.
  expect(lines).toHaveLength(1 + 360);
  // Month 1: i = 0.025 / 12; interest = 200000 × i = 416.6667;
  // payment M = 200000 × i / (1 − (1 + i)^−360) = 790.2418 (computed with node); principal = M − interest
  // = 373.5751; owed 200000 − 373.5751 = 199626.4249.
  expect(lines[1]).toBe('1;790,24;373,58;416,67;199626,42');
  expect(lines[12]!.split(';')[0]).toBe('12');
  // Month 360 (rolled forward in python): principal 788,5989, interest 1,6429, nothing left owed.
  expect(lines[360]).toBe('360;790,24;788,60;1,64;0,00');
  expect(csv).not.toMatch(/\d,\d{3}/);
  // The page: 12 months; then, in their place, the whole plan: one summary row per year, its months closed.
  const first = page.getByRole('table', { name: 'Piano di ammortamento (primi 12 mesi)', exact: true });
  await expect(first.locator('tbody tr')).toHaveCount(12);
  const more = page.getByText('Mostra tutte le 360 righe', { exact: true });
  expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await more.click();
  await expect(first, 'the first 12 months are not shown twice').toHaveCount(0);
  const plan = page.getByRole('table', { name: 'Piano di ammortamento: tutte le 360 righe, per anno', exact: true });
  const years = plan.getByRole('button', { name: /^Anno \d+$/ });
  await expect(years).toHaveCount(30);
  await expect(years).toHaveText(Array.from({ length: 30 }, (_, y) => `Anno ${y + 1}`));
  for (const year of await years.all()) await expect(year).toHaveAttribute('aria-expanded', 'false');
  await expect(plan.locator('tbody tr').filter({ visible: true }), 'every year closed').toHaveCount(30);
  // Year 1: paid 12 M = 9482.9016; owed after it B(12) = P (1 + i)^12 − M ((1 + i)^12 − 1) / i = 195465.3735
  // (python); principal = 200000 − B(12) = 4534.6265; interest = 12 M − principal = 4948.2750.
  const year1 = plan.locator('tr.group-summary').first();
  await expect(year1.locator('td')).toHaveText([
    '9.482,90\u00a0€',
    '4.534,63\u00a0€',
    '4.948,28\u00a0€',
    '195.465,37\u00a0€',
  ]);
  // Year 30: B(348) = 9355.7261 repaid, interest 12 M − 9355.7261 = 127.1755, nothing owed.
  await expect(plan.locator('tr.group-summary').last().locator('td')).toHaveText([
    '9.482,90\u00a0€',
    '9.355,73\u00a0€',
    '127,18\u00a0€',
    '0,00\u00a0€',
  ]);
  // A year opens by keyboard, a target of at least 44 × 44 px, and shows its 12 months, each once.
  const box = (await years.first().boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await years.first().focus();
  await page.keyboard.press('Enter');
  await expect(years.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(plan.locator('tbody tr').filter({ visible: true })).toHaveCount(30 + 12);
  await expect(plan.locator('tbody tr:not(.group-summary) td:first-child').filter({ visible: true })).toHaveText(
    Array.from({ length: 12 }, (_, m) => String(m + 1)),
  );
  await years.last().click();
  await expect(plan.locator('tbody tr').filter({ visible: true }).last().locator('td')).toHaveText([
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
  expect(pie.suggestedFilename()).toBe(`capitale-e-interessi-totali-calcolatore-rata-mutuo-${await today(page)}.csv`);
  const pieLines = (await readFile((await pie.path())!, 'utf8')).slice(1).split('\r\n');
  expect(pieLines[0]).toBe('Voce;Valore (€)');
  expect(pieLines[1]).toBe('Capitale;200000,00');
  expect(pieLines[2]).toBe('Interessi totali;84487,05');
  // A year closes on its own; closing the whole plan brings back the first 12 months.
  await years.first().click();
  await expect(years.first()).toHaveAttribute('aria-expanded', 'false');
  await page.getByText('Mostra solo le prime 12 righe', { exact: true }).click();
  await expect(first.locator('tbody tr')).toHaveCount(12);
});

test('a plan never stops without a word: 100 years have all 1.200 payments, 150 years say where the table stops', async ({
  sharedPage: page,
}) => {
  await open(page, '/calcolatori/finanza/calcolatore-rata-mutuo');
  const term = page.getByLabel('Durata', { exact: true });
  const note = page.locator('.table-cut');
  const csv = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica CSV: Piano di ammortamento', exact: true }).click(),
    ]);
    return (await readFile((await download.path())!, 'utf8')).slice(1).split('\r\n').slice(0, -1);
  };
  // 100 years: n = 1200, M = 200000 i / (1 − (1 + i)^−1200) = 454.0330 (python), the last payment
  // repays B(1199) = 453.0891 with 0.9439 of interest.
  await term.fill('100');
  await expect(page.getByText('Mostra tutte le 1200 righe', { exact: true })).toBeVisible();
  await expect(note).toHaveCount(0);
  const all = await csv();
  expect(all).toHaveLength(1 + 1200);
  expect(all.at(-1)).toBe('1200;454,03;453,09;0,94;0,00');
  // 150 years: 1.800 payments, of which the first 1.200 are computed; the page and the file say so.
  await term.fill('150');
  const words =
    'La tabella si ferma alla riga 1.200 di 1.800: il calcolatore ne prepara al massimo 1.200, per restare veloce.';
  await expect(note).toHaveText(words);
  await page.getByText('Mostra tutte le 1200 righe', { exact: true }).click();
  await expect(
    page.getByRole('table', { name: 'Piano di ammortamento: le prime 1.200 righe su 1.800, per anno', exact: true }),
  ).toBeVisible();
  const cut = await csv();
  expect(cut).toHaveLength(1 + 1200 + 1);
  expect(cut.at(-2)!.split(';')[0]).toBe('1200');
  expect(cut.at(-1)).toBe(words);
});
