import { readFile } from 'node:fs/promises';
import { expect, test } from './shared-page.ts';

test('the mortgage table downloads as a CSV Italian Excel opens', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/calcolatori/finanza/calcolatore-rata-mutuo');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Scarica CSV: Piano di ammortamento/ }).click()]);
  expect(download.suggestedFilename()).toBe('mortgage-payment-piano-di-ammortamento-primi-12-mesi.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  expect(lines[0]).toBe('Mese;Rata;Quota capitale;Quota interessi;Debito residuo');
  // Defaults: 200000 € at 2.5 % over 30 years = 360 payments; the table shows min(12, 360) months.
  expect(lines).toHaveLength(1 + 12);
  const first = lines[1]!.split(';').map((cell) => Number(cell.replace(',', '.')));
  // Month 1: i = 0.025 / 12; interest = 200000 × i = 416.6667;
  // payment M = 200000 × i / (1 − (1 + i)^−360) = 790.2418 (computed with node); principal = M − interest.
  expect(first[0]).toBe(1);
  expect(first[3]).toBeCloseTo(416.6667, 3);
  expect(first[1]).toBeCloseTo(790.2418, 2);
  expect(first[2]).toBeCloseTo(790.2418 - 416.6667, 2);
  expect(lines[12]!.split(';')[0]).toBe('12');
});
