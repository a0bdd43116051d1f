/**
 * 'Come si calcola' (src/renderer/Explain.tsx), in Chromium at 360 px: targeted figures computed
 * independently, the explanation following an input, keyboard use, and axe with panels open. Each
 * feature on a calculator of the test site made for it (tests/fixtures/site/calculators/prove/),
 * never on what the catalogue holds; the figures are worked out by hand from its formulas. That
 * every calculator's first result explains itself is checked on the page load of its examples
 * (examples.spec.ts, expectFirstResultExplains).
 */
import type { Locator, Page } from '@playwright/test';
import { violations } from './axe.ts';
import { EVERY_FEATURE, fileOf, LOAN } from './fixtures.ts';
import { changeField, openCalculator } from './form.ts';
import { expectNoSidewaysScroll, nb, PHONE, panelOf, type, workedValue } from './helpers.ts';
import { expect, test } from './shared-page.ts';

/** A value a panel reads, opened within it: its button and its own panel. */
async function nested(page: Page, within: Locator, label: string) {
  const button = within.getByRole('button', { name: `Come si calcola: ${label}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

test('a worked formula: values substituted, follows the inputs, a value it reads expands down to the times typed; a point of a chart', async ({
  sharedPage,
}) => {
  const { data, url } = await fileOf(EVERY_FEATURE);
  await sharedPage.setViewportSize(PHONE);
  const form = await openCalculator(sharedPage, data, url);
  const { button, panel } = await panelOf(sharedPage, "Compenso lordo all'anno");
  // Keyboard: focus and Enter open it.
  await button.focus();
  await sharedPage.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Defaults: 20 € an hour × (13:00 − 09:00 = 4 ore) × 8 giorni × 12 = 7.680,00 €.
  const values = panel.locator('.explain-values').first();
  await expect(values).toContainText(nb('20,00 €'));
  await expect(values).toContainText(nb('8 giorni'));
  await expect.poll(() => workedValue(panel)).toBe('7.680,00 €');
  await expect(panel.locator('.math-scroll').first()).toHaveText('t×Ore al giorno×Giorni di lavoro al mese×12');
  // 25 € an hour: 25 × 4 × 8 × 12 = 9.600,00 €. The fee is named by its symbol, t.
  await type(sharedPage, 'Compenso orario', '25');
  await expect.poll(() => workedValue(panel)).toBe('9.600,00 €');
  await expect(panel).toContainText(nb('t: 25,00 € (dato inserito)'));

  // One level down, the hours a day: oreTra(09:00, 13:00) = (780 − 540) / 60 = 4,0 ore, the times
  // written as times of day.
  const hours = await nested(sharedPage, panel, 'Ore al giorno');
  await expect.poll(() => workedValue(hours)).toBe('4,0 ore');
  await expect(hours).toContainText('Ora di inizio: 09:00 (dato inserito)');
  await expect(hours).toContainText('Ora di fine: 13:00 (dato inserito)');
  // Ending at 14:30: (870 − 540) / 60 = 5,5 ore; the fee 25 × 5,5 × 8 × 12 = 13.200,00 €.
  await changeField(form, data.inputs!.find((i) => i.id === 'fine')!, '13:00', '14:30', {});
  await expect.poll(() => workedValue(hours)).toBe('5,5 ore');
  await expect(hours).toContainText('Ora di fine: 14:30 (dato inserito)');
  await expect.poll(() => workedValue(panel)).toBe('13.200,00 €');
  expect(await violations(sharedPage, 'explained')).toEqual([]);
  // The formula section shows the primary formula typeset, split (once its island has hydrated)
  // into pieces a line breaks between, as 'Come si calcola' does (src/islands/formula.tsx).
  const formula = sharedPage.locator('#formula-title + [data-island="formula"] .math-scroll');
  await expect(formula).toContainText("Guadagno netto all'anno");
  await expect(formula.locator('.math-wrap-block > math').nth(1)).toBeAttached();

  // A point of the chart, month 3 of the plan. Lordo 13.200; taxes 13.200 × 78% × 15% = 1.544,40;
  // costs 10 × 4 × 12 = 480; net 13.200 − 1.544,40 − 480 = 11.175,60; half of it invested each
  // month: 11.175,60 / 12 × 50% = 465,65. At 4% a year, 1/300 a month: month 1 465,65; month 2
  // 465,65 + 465,65 / 300 + 465,65 = 932,8522; month 3 932,8522 + 932,8522 / 300 (3,1095) + 465,65
  // = 1.401,6117.
  const point = sharedPage.getByRole('button', { name: 'Come si calcola un punto: Crescita del piano', exact: true });
  await point.click();
  await sharedPage.getByLabel('Punto di «Crescita del piano»').selectOption({ label: 'Mese 3' });
  const month = sharedPage.getByRole('region', { name: 'Valore del piano, Mese 3', exact: true });
  await expect(month.locator('.explain-heading').first()).toHaveText(nb('Valore del piano: 1.401,61 €'));
  await expect.poll(() => workedValue(month)).toBe('1.401,61 €');
  await expect(month.locator('.explain-values')).toContainText(nb('932,85 €'));
  await expect(month.locator('.explain-values')).toContainText(nb('465,65 €'));
});

test('a dated rule: the IRPEF brackets in force in the year chosen, band by band; a value named by its symbol; an option reads as the option chosen', async ({
  sharedPage,
}) => {
  const { data, url } = await fileOf(EVERY_FEATURE);
  await sharedPage.setViewportSize(PHONE);
  const form = await openCalculator(sharedPage, data, url);
  const input = (id: string) => data.inputs!.find((i) => i.id === id)!;
  for (const [id, value] of [
    ['inizio', '08:30'],
    ['fine', '17:30'],
    ['tariffa', '50'],
    ['giorni', '20'],
    ['regime', 'ordinario'],
  ] as const)
    await changeField(form, input(id), '', value, {});
  const irpef = await panelOf(sharedPage, 'Imposte');
  await irpef.button.click();
  // 50 € × (17:30 − 08:30 = 9 ore) × 20 × 12 = 108.000, all of it taxed in the ordinary regime; the
  // 2026 brackets: 23% × 28.000 = 6.440; 33% × (50.000 − 28.000 = 22.000) = 7.260; 43% ×
  // (108.000 − 50.000 = 58.000) = 24.940; total 38.640.
  await expect(irpef.panel.locator('.explain-values').first()).toContainText('Scaglioni IRPEF in vigore il 01/01/2026');
  const table = irpef.panel.getByRole('table', { name: nb('Scaglioni su 108.000,00 €') });
  await expect(table.getByRole('row')).toHaveText([
    'ScaglioneAliquotaImposta',
    nb('0,00 € – 28.000,00 €23%6.440,00 €'),
    nb('28.000,00 € – 50.000,00 €33%7.260,00 €'),
    nb('oltre 50.000,00 €43%24.940,00 €'),
    nb('Totale38.640,00 €'),
  ]);
  const steps = irpef.panel.locator('.explain-steps').first().locator('> li');
  // The case that applied, the rule in force and its date, the table, then a sentence per band reached.
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(1)).toContainText('«Scaglioni IRPEF» in vigore il 01/01/2026 (dal 01/01/2026)');
  await expect(steps.nth(3)).toContainText(nb('23% × 28.000,00 € = 6.440,00 €'));
  await expect(steps.nth(4)).toContainText(nb('33% × 22.000,00 € = 7.260,00 €'));
  await expect(steps.nth(5)).toContainText(nb('43% × 58.000,00 € = 24.940,00 €'));
  await expect.poll(() => workedValue(irpef.panel)).toBe('38.640,00 €');
  // The regime as the visitor chose it: the option's label, not its value.
  await expect(irpef.panel).toContainText('Regime fiscale: Ordinario (IRPEF) (dato inserito)');
  // The taxable income, a value named by the file's symbols: 108.000 × 100 (the ordinary regime's coefficient) / 100.
  const taxable = await nested(sharedPage, irpef.panel, 'reddito imponibile');
  await expect.poll(() => workedValue(taxable)).toBe('108.000');

  // The 2025 rules: 35% in the middle band, 22.000 × 35% = 7.700; total 6.440 + 7.700 + 24.940 = 39.080.
  await changeField(form, input('annoRegole'), '', '2025', {});
  await expect(steps.nth(1)).toContainText('«Scaglioni IRPEF» in vigore il 01/01/2025 (dal 01/01/2025)');
  await expect(table.getByRole('row').nth(2)).toHaveText(nb('28.000,00 € – 50.000,00 €35%7.700,00 €'));
  await expect.poll(() => workedValue(irpef.panel)).toBe('39.080,00 €');
  const day = await nested(sharedPage, irpef.panel, 'giorno delle regole');
  await expect(day).toContainText('Anno delle regole fiscali: 2025 (dato inserito)');
  await expectNoSidewaysScroll(sharedPage, PHONE.width);
  expect(await violations(sharedPage, 'explained', { include: '.calculator' })).toEqual([]);
});

test('a function that explains itself: the annuity formula; one month of the schedule, read with the month before', async ({
  sharedPage,
}) => {
  const { data, url } = await fileOf(LOAN);
  await sharedPage.setViewportSize(PHONE);
  await openCalculator(sharedPage, data, url);
  const rata = await panelOf(sharedPage, 'Rata mensile');
  await rata.button.click();
  // 12.000 × 0,005 / (1 − (1 + 0,005)^−24) = 60 / (1 − 1 / 1,127160) = 531,85 €: the annuity formula
  // itself, with the names, then the values.
  await expect(rata.panel.locator('.math-scroll').first()).toHaveText(
    'Capitale prestato×tasso mensile/(1−(1+tasso mensile)−numero di rate)',
  );
  await expect(rata.panel.locator('.explain-values')).toHaveText(nb('12.000,00 €×0,005/(1−(1+0,005)−24)=531,85 €'));
  await expect.poll(() => workedValue(rata.panel)).toBe('531,85 €');
  await expect(rata.panel.locator('.explain-steps li').first()).toHaveText(
    nb(
      'Rata costante (ammortamento alla francese): 24 rate da 531,85 € restituiscono un capitale di 12.000,00 € con un tasso del 0,5% a rata.',
    ),
  );
  await rata.button.press('Enter');
  await expect(rata.button).toHaveAttribute('aria-expanded', 'false');
  await expect(rata.panel).toBeHidden();

  // One month of the schedule: month 2. After month 1 the balance is 12.000 − (531,8473 − 60)
  // = 11.528,1527; month 2's interest 11.528,1527 × 0,005 = 57,6408, its principal
  // 531,8473 − 57,6408 = 474,2065, its balance 11.528,1527 − 474,2065 = 11.053,9462.
  const row = sharedPage.getByRole('button', {
    name: 'Come si calcola una riga: Piano di rimborso (primi 12 mesi)',
    exact: true,
  });
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await sharedPage.getByLabel('Riga di «Piano di rimborso (primi 12 mesi)»').selectOption({ label: 'Mese 2' });
  const month = (label: string) => sharedPage.getByRole('region', { name: `${label}, Mese 2`, exact: true });
  await expect(month('Quota interessi').locator('.explain-heading').first()).toHaveText(nb('Quota interessi: 57,64 €'));
  await expect.poll(() => workedValue(month('Quota interessi'))).toBe('57,64 €');
  // The schedule's rule: the interest on what was owed after the month before.
  await expect(month('Quota interessi').locator('.explain-values')).toContainText(nb('11.528,15 €×0,005=57,64 €'));
  await expect(month('Quota interessi').locator('math').first()).toContainText('Debito residuoprec.');
  await expect.poll(() => workedValue(month('Quota capitale'))).toBe('474,21 €');
  // The principal reads the row's own payment and interest.
  await expect(month('Quota capitale').locator('.explain-values')).toContainText(nb('531,85 €'));
  await expect(month('Quota capitale').locator('.explain-values')).toContainText(nb('57,64 €'));
  await expect(month('Quota capitale')).toContainText(nb('Dalla stessa riga: Rata 531,85 €, Quota interessi 57,64 €.'));
  await expect.poll(() => workedValue(month('Debito residuo'))).toBe('11.053,95 €');
  // The long formulas scroll inside their panel, not the page.
  await expectNoSidewaysScroll(sharedPage, PHONE.width);
  expect(await violations(sharedPage, 'explained', { include: '.calculator' })).toEqual([]);
});
