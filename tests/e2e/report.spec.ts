/**
 * Every result carries its proof (issue 38), on the test site's calculator of every feature
 * (prova-tutto, which reads the fixture rule book: tests/fixtures/site/rules/prova/): 'Scarica il
 * resoconto' saves a PDF whose text holds the inputs, the results, every rule read with its value,
 * dates and address, and a permalink that reopens the same cents; a permalink made before a rule
 * changed computes with the link's rules and says what today's give; 'Cosa cambia rispetto
 * all'anno scorso' splits the difference rule by rule. Figures are worked out by hand from the
 * fixture's rules (IRPEF 2025: 23/35/43 %, 2026: 23/33/43 %, limits 28.000 and 50.000).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { inputSpecs } from '../../generator/compile/calculator.ts';
import { dayNumber } from '../../language/dates.ts';
import { readRules } from '../../language/parameters.ts';
import { encodeState } from '../../src/engine/link.ts';
import { pinQuery, withRules } from '../../src/engine/pinned.ts';
import { calculatorLoaders } from '../../src/generated/loaders.ts';
import type { CalculatorId } from '../../src/generated/registry.ts';
import { flowing, readPdf } from '../support/read-pdf.ts';
import { EVERY_FEATURE, fileOf } from './fixtures.ts';
import { hydrated, open, result } from './helpers.ts';
import { expect, test } from './shared-page.ts';

const file = await fileOf(EVERY_FEATURE);
const everyFeatureModule = (await calculatorLoaders[EVERY_FEATURE.id as CalculatorId]!()).default;
const specs = { inputs: inputSpecs(file.data.inputs!) };
/**
 * 8:30 to 17:30 at 50 €/h, 20 days a month: 9 × 50 × 20 × 12 = 108.000 € a year, taxed by IRPEF in
 * 2026: 28.000 × 23 % + 22.000 × 33 % + 58.000 × 43 % = 6.440 + 7.260 + 24.940 = 38.640 €; net of the
 * 480 € of expenses: 68.880 € (2025: 22.000 × 35 % = 7.700, so 39.080 € of tax and 68.440 € net).
 */
const ordinary = {
  inizio: '08:30',
  fine: '17:30',
  tariffa: '50',
  giorni: '20',
  regime: 'ordinario',
  annoRegole: '2026',
};
const url = `${EVERY_FEATURE.url}?${encodeState(specs, { values: ordinary, scenarios: [] })}`;

async function downloadReport(page: Page): Promise<{ name: string; text: string; links: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica il resoconto', exact: true }).click(),
  ]);
  const { pages, links } = await readPdf(new Uint8Array(await readFile((await download.path())!)));
  return { name: download.suggestedFilename(), text: flowing(pages.flat()), links };
}

test('the report holds the inputs, the results, every rule read with its dates and act, and a permalink to the same cents', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, url);
  await expect(result(page, 'tasse')).toContainText('38.640,00');
  const { name, text, links } = await downloadReport(page);
  expect(name).toMatch(/^resoconto-prova-.*-\d{4}-\d{2}-\d{2}\.pdf$/);
  const flat = text.replace(/[\s\u00a0\u202f]+/g, ' ');
  for (const words of [
    EVERY_FEATURE.title,
    'Dati inseriti',
    'Regime fiscale',
    'Ordinario (IRPEF)',
    'Anno delle regole fiscali',
    'Imposte',
    '38.640,00 €',
    '68.880,00 €',
    'Come si calcola',
    'Regole di legge applicate',
    'Scaglioni IRPEF',
    // The 2026 brackets, in force from 1 January 2026 with no later value.
    'fino a 28.000: 23 %',
    'da 28.000 a 50.000: 33 %',
    'oltre 50.000: 43 %',
    '01/01/2026',
    'Legge 30 dicembre 2025, n. 199 (legge di bilancio 2026)',
    'art. 1, comma 3',
    'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-12-30;199',
    // The forfettario threshold is read too (85.000 € since 2026, a primary source).
    'Soglia dei ricavi del regime forfettario',
    '85.000 €',
  ])
    expect(flat, words).toContain(words.replace(/\s+/g, ' '));
  expect(flat).toMatch(/Versione delle regole: [0-9a-z]+/);
  // The act's address and the permalink are links too; the permalink, wrapped in the text, is whole there.
  expect(links).toContain('https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-12-30;199');
  const permalink = links.find((link) => link.includes('versione-regole='));
  expect(permalink).toBeDefined();
  expect(text.replace(/\s+/g, '')).toContain(permalink);
  const pinned = new URL(permalink!);
  await open(page, `${pinned.pathname}${pinned.search}`);
  await expect(result(page, 'tasse')).toContainText('38.640,00');
  await expect(result(page, 'nettoAnnuo')).toContainText('68.880,00');
  await expect(page.getByText('Con le regole di oggi')).toHaveCount(0);
});

test('a permalink made before a rule changed computes with its rules, says what today’s give, and takes today’s on request', async ({
  sharedPage: page,
}) => {
  // The link's rule book had 30 % as the 2026 middle rate: 22.000 × 30 % = 6.600, 37.980 € of tax, 69.540 € net.
  const entries = { ...everyFeatureModule.rules!.entries };
  entries.irpef = {
    rule: entries.irpef!.rule,
    values: entries.irpef!.values.map(([day, value]) =>
      day === dayNumber(2026, 1, 1) ? [day, { limits: [28000, 50000], rates: [0.23, 0.3, 0.43] }] : [day, value],
    ),
  };
  const pin = await pinQuery(withRules(everyFeatureModule, readRules(entries)), dayNumber(2026, 3, 10)!, 'vecchia');
  await open(page, `${url}&${pin}`);
  await expect(result(page, 'tasse')).toContainText('37.980,00');
  await expect(result(page, 'nettoAnnuo')).toContainText('69.540,00');
  // Under the primary result, today's rules' figure.
  const today = page.locator('[data-result="nettoAnnuo"] .result-today');
  await expect(today).toHaveText('Con le regole di oggi: 68.880,00\u00a0€');
  const note = page.getByRole('note').filter({ hasText: 'versione vecchia' });
  await expect(note).toContainText('10/03/2026');
  await note.getByRole('button', { name: 'Usa le regole di oggi' }).click();
  await expect(result(page, 'nettoAnnuo')).toContainText('68.880,00');
  await expect(page.getByText('Con le regole di oggi')).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).search).not.toContain('versione-regole');
});

test('‘Cosa cambia rispetto all’anno scorso’ splits the difference rule by rule, with the act of each', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, url);
  const yearly = page.locator('details.yearly');
  await yearly.getByText('Cosa cambia rispetto all’anno scorso').click();
  // 2025's 35 % on 22.000: 440 € more tax, so 440 € less net than in 2026.
  await expect(yearly).toContainText('68.880,00 € con le regole del 2026 e 68.440,00 € con quelle del 2025: +440,00 €');
  const rows = yearly.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Scaglioni IRPEF');
  await expect(rows.first()).toContainText('+440,00 €');
  await expect(rows.first().getByRole('link')).toHaveAttribute(
    'href',
    'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-12-30;199',
  );
  await expect(yearly.locator('tfoot')).toContainText('+440,00 €');
  // 2025 against 2024: the fixture rule book starts in 2025, so there is no comparison.
  await page.getByLabel('Anno delle regole fiscali').selectOption('2025');
  await hydrated(page);
  await expect(yearly).toContainText('non ci sono i valori delle regole dell’anno prima');
});
