import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PLAN } from './fixtures.ts';
import { expectNoSidewaysScroll, nb, open } from './helpers.ts';
import { expect, test } from './shared-page.ts';

/** The visitor's day as the file's name writes it: 2026-11-26. */
const today = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/** The fixture loan (prova-piano.yaml): 36.000 € at 6 % a year, repaid in equal parts of capital. */
const plan = PLAN;

test('a table downloads as a CSV Italian Excel opens, and its whole view opens year by year', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // Hydrated: a click before it would reach a button with nothing behind it yet.
  await open(page, plan.url);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica CSV: Piano di rimborso', exact: true }).click(),
  ]);
  // Named in Italian by what it holds (the whole plan, not its first 12 months), the calculator's
  // title ('Prova – Piano di rimborso a quote costanti') and the visitor's day.
  expect(download.suggestedFilename()).toBe(
    `piano-di-rimborso-prova-piano-di-rimborso-a-quote-costanti-${await today(page)}.csv`,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  expect(lines[0]).toBe('Mese;Rata (€);Quota capitale (€);Quota interessi (€);Debito residuo (€)');
  // One toast confirms it.
  await expect(page.locator('.toast')).toHaveText(/File salvato/);
  // Defaults: 36.000 € at 6 % over 30 years = 360 payments; the page shows min(12, 360) months,
  // the file every one of them, each amount to the cent as the page shows it.
  expect(lines).toHaveLength(1 + 360);
  // Capital 36.000 / 360 = 100 a month; month k pays (36.000 − 100 (k − 1)) × 0,06 / 12 of interest:
  // month 1 180 (payment 280, owed 35.900), month 360 100 × 0,005 = 0,50 (payment 100,50, nothing owed).
  expect(lines[1]).toBe('1;280,00;100,00;180,00;35900,00');
  expect(lines[12]!.split(';')[0]).toBe('12');
  expect(lines[360]).toBe('360;100,50;100,00;0,50;0,00');
  expect(csv).not.toMatch(/\d,\d{3}/);
  // The page: 12 months; then, in their place, the whole plan: one summary row per year, its months closed.
  const first = page.getByRole('table', { name: 'Piano di rimborso (primi 12 mesi)', exact: true });
  await expect(first.locator('tbody tr')).toHaveCount(12);
  // At 360 px each row is a card: nothing past a sideways scroll, each value beside its column's name.
  const wrap = page.locator('.table-card .table-wrap').first();
  expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const owed = first.locator('tbody tr').first().locator('td').nth(4);
  await expect(owed).toHaveText(nb('35.900,00 €'));
  expect(await owed.evaluate((td) => getComputedStyle(td, '::before').content)).toMatch(/^"Debito residuo"/);
  const more = page.getByText('Mostra tutte le 360 righe', { exact: true });
  expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await more.click();
  await expect(first, 'the first 12 months are not shown twice').toHaveCount(0);
  const whole = page.getByRole('table', { name: 'Piano di rimborso: tutte le 360 righe, per anno', exact: true });
  const years = whole.getByRole('button', { name: /^Anno \d+$/ });
  await expect(years).toHaveCount(30);
  await expect(years).toHaveText(Array.from({ length: 30 }, (_, y) => `Anno ${y + 1}`));
  for (const year of await years.all()) await expect(year).toHaveAttribute('aria-expanded', 'false');
  await expect(whole.locator('tbody tr').filter({ visible: true }), 'every year closed').toHaveCount(30);
  // Year 1: 12 × 100 = 1.200 of capital; interest 0,005 × (12 × 36.000 − 100 × (0 + ... + 11))
  // = 0,005 × (432.000 − 6.600) = 2.127; payments 3.327; owed 36.000 − 1.200 = 34.800.
  const year1 = whole.locator('tr.group-summary').first();
  await expect(year1.locator('td')).toHaveText([
    '3.327,00\u00a0€',
    '1.200,00\u00a0€',
    '2.127,00\u00a0€',
    '34.800,00\u00a0€',
  ]);
  // Year 30: interest 0,005 × (432.000 − 100 × (348 + ... + 359)) = 0,005 × (432.000 − 424.200) = 39,
  // payments 1.239, nothing owed.
  await expect(whole.locator('tr.group-summary').last().locator('td')).toHaveText([
    '1.239,00\u00a0€',
    '1.200,00\u00a0€',
    '39,00\u00a0€',
    '0,00\u00a0€',
  ]);
  // A year opens by keyboard, a target of at least 44 × 44 px, and shows its 12 months, each once.
  const box = (await years.first().boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await years.first().focus();
  await page.keyboard.press('Enter');
  await expect(years.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(whole.locator('tbody tr').filter({ visible: true })).toHaveCount(30 + 12);
  await expect(whole.locator('tbody tr:not(.group-summary) td:first-child').filter({ visible: true })).toHaveText(
    Array.from({ length: 12 }, (_, m) => String(m + 1)),
  );
  await years.last().click();
  await expect(whole.locator('tbody tr').filter({ visible: true }).last().locator('td')).toHaveText([
    '360',
    '100,50\u00a0€',
    '100,00\u00a0€',
    '0,50\u00a0€',
    '0,00\u00a0€',
  ]);
  await expectNoSidewaysScroll(page, 360);
  const axe = await new AxeBuilder({ page })
    .include('.calculator')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The chart's data too: a row per slice. 36.000 € of capital; interest on the average debt,
  // 36.000 × 0,005 × (360 + 1) / 2 = 32.490 €.
  const [pie] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica CSV: Capitale e interessi', exact: true }).click(),
  ]);
  expect(pie.suggestedFilename()).toBe(
    `capitale-e-interessi-prova-piano-di-rimborso-a-quote-costanti-${await today(page)}.csv`,
  );
  const pieLines = (await readFile((await pie.path())!, 'utf8')).slice(1).split('\r\n');
  expect(pieLines[0]).toBe('Voce;Valore (€)');
  expect(pieLines[1]).toBe('Capitale;36000,00');
  expect(pieLines[2]).toBe('Interessi;32490,00');
  // A year closes on its own; closing the whole plan brings back the first 12 months.
  await years.first().click();
  await expect(years.first()).toHaveAttribute('aria-expanded', 'false');
  await page.getByText('Mostra solo le prime 12 righe', { exact: true }).click();
  await expect(first.locator('tbody tr')).toHaveCount(12);
});

test('a plan never stops without a word: 100 years have all 1.200 payments, 150 years say where the table stops', async ({
  sharedPage: page,
}) => {
  await open(page, plan.url);
  const term = page.getByLabel('Durata', { exact: true });
  const note = page.locator('.table-cut');
  const csv = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica CSV: Piano di rimborso', exact: true }).click(),
    ]);
    return (await readFile((await download.path())!, 'utf8')).slice(1).split('\r\n').slice(0, -1);
  };
  // 100 years: n = 1200 (the series' max), 36.000 / 1.200 = 30 of capital a month; the last payment
  // repays the last 30 with 30 × 0,005 = 0,15 of interest.
  await term.fill('100');
  await expect(page.getByText('Mostra tutte le 1200 righe', { exact: true })).toBeVisible();
  await expect(note).toHaveCount(0);
  const all = await csv();
  expect(all).toHaveLength(1 + 1200);
  expect(all.at(-1)).toBe('1200;30,15;30,00;0,15;0,00');
  // 150 years: 1.800 payments, of which the first 1.200 are computed; the page and the file say so.
  await term.fill('150');
  const words =
    'La tabella si ferma alla riga 1.200 di 1.800: il calcolatore ne prepara al massimo 1.200, per restare veloce.';
  await expect(note).toHaveText(words);
  await page.getByText('Mostra tutte le 1200 righe', { exact: true }).click();
  await expect(
    page.getByRole('table', { name: 'Piano di rimborso: le prime 1.200 righe su 1.800, per anno', exact: true }),
  ).toBeVisible();
  const cut = await csv();
  expect(cut).toHaveLength(1 + 1200 + 1);
  expect(cut.at(-2)!.split(';')[0]).toBe('1200');
  expect(cut.at(-1)).toBe(words);
});
