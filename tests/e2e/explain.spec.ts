/**
 * 'Come si calcola' (src/renderer/Explain.tsx), in Chromium at 360 px: targeted figures computed
 * independently, the explanation following an input, keyboard use, and axe with panels open. That
 * every calculator's first result explains itself is checked on the page load of its examples
 * (examples.spec.ts, expectFirstResultExplains).
 */
import AxeBuilder from '@axe-core/playwright';
import { readCalculatorPages } from '../support/calculator-files.ts';
import { openCalculator } from './form.ts';
import { expectNoSidewaysScroll, nb, PHONE, panelOf, type, workedValue } from './helpers.ts';
import { expect, test } from './shared-page.ts';

const calculators = await readCalculatorPages();
const page = (id: string) => calculators.find((c) => c.data.id === id)!;

test('compound interest: values substituted, follows the inputs, dependencies expand', async ({ sharedPage }) => {
  const { data, url } = page('compound-interest');
  await sharedPage.setViewportSize(PHONE);
  await openCalculator(sharedPage, data, url);
  const { button, panel } = await panelOf(sharedPage, 'Montante finale');
  // Keyboard: focus and Enter open it.
  await button.focus();
  await sharedPage.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // 10000 × (1 + 0,05/12)^(12 × 10) = 16.470,09 €
  const values = panel.locator('.explain-values').first();
  await expect(values).toContainText(nb('10.000,00 €'));
  await expect(values).toContainText('0,05');
  await expect.poll(() => workedValue(panel)).toBe('16.470,09 €');
  await expect(panel.locator('math').first()).toContainText('Capitale iniziale');
  // 20 years: 10000 × (1 + 0,05/12)^240 = 27.126,40 €
  await type(sharedPage, 'Durata', '20');
  await expect.poll(() => workedValue(panel)).toBe('27.126,40 €');
  // r = rate / 100 = 5 / 100 = 0,05, one level down, named by the file's symbols:.
  const dep = await panelOf(sharedPage, 'tasso annuo decimale');
  await dep.button.click();
  await expect.poll(() => workedValue(dep.panel)).toBe('0,05');
  await expect(panel).toContainText(nb('Capitale iniziale: 10.000,00 € (dato inserito)'));
  const axe = await new AxeBuilder({ page: sharedPage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The formula section shows the primary formula typeset.
  await expect(sharedPage.locator('#formula-title + .math-scroll math')).toContainText('Montante finale');

  // A point of the chart: year 3, 10000 × (1 + 0,05/12)^(12 × 3) = 11.614,72 €.
  const point = sharedPage.getByRole('button', {
    name: 'Come si calcola un punto: Crescita del capitale',
    exact: true,
  });
  await point.click();
  await sharedPage.getByLabel('Punto di «Crescita del capitale»').selectOption({ label: 'Anno 3' });
  const year = sharedPage.getByRole('region', { name: 'Montante, Anno 3', exact: true });
  await expect(year.locator('.explain-heading').first()).toHaveText(nb('Montante: 11.614,72 €'));
  await expect.poll(() => workedValue(year)).toBe('11.614,72 €');
  await expect(year.locator('.explain-values')).toContainText(nb('10.000,00 €'));
});

test('net salary: IRPEF band by band; mortgage: the annuity formula and one month of the schedule', async ({
  sharedPage,
}) => {
  const salary = page('salary-net-gross');
  await sharedPage.setViewportSize(PHONE);
  await openCalculator(sharedPage, salary.data, salary.url);
  const irpef = await panelOf(sharedPage, 'IRPEF');
  await irpef.button.click();
  // RAL 30.000 − INPS 9,19% (2.757) = 27.243 taxable: 23% × 15.000 = 3.450; 27% × 12.243 = 3.305,61; total 6.755,61.
  await expect(irpef.panel.locator('.explain-values')).toContainText("l'imposta a scaglioni su");
  // The bands as a table (from–to, rate, tax in it), then a sentence per band reached.
  const table = irpef.panel.getByRole('table', { name: nb('Scaglioni su 27.243,00 €') });
  await expect(table.getByRole('row')).toHaveText([
    'ScaglioneAliquotaImposta',
    nb('0,00 € – 15.000,00 €23%3.450,00 €'),
    nb('15.000,00 € – 28.000,00 €27%3.305,61 €'),
    nb('28.000,00 € – 55.000,00 €38%0,00 €'),
    nb('55.000,00 € – 75.000,00 €41%0,00 €'),
    nb('oltre 75.000,00 €43%0,00 €'),
    nb('Totale6.755,61 €'),
  ]);
  const steps = irpef.panel.locator('.explain-steps > li');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(1)).toContainText(nb('23% × 15.000,00 € = 3.450,00 €'));
  await expect(steps.nth(2)).toContainText(nb('27% × 12.243,00 € = 3.305,61 €'));
  await expect.poll(() => workedValue(irpef.panel)).toBe('6.755,61 €');

  const mortgage = page('mortgage-payment');
  await openCalculator(sharedPage, mortgage.data, mortgage.url);
  const rata = await panelOf(sharedPage, 'Rata mensile');
  await rata.button.click();
  // 200.000 × 0,025/12 / (1 − (1 + 0,025/12)^−360) = 790,24 €: the annuity formula itself, with the names, then the values.
  await expect(rata.panel.locator('.math-scroll').first()).toHaveText(
    'Importo del mutuo×tasso mensile/(1−(1+tasso mensile)−numero di rate)',
  );
  await expect(rata.panel.locator('.explain-values')).toHaveText(
    nb('200.000,00 €×0,002083/(1−(1+0,002083)−360)=790,24 €'),
  );
  await expect.poll(() => workedValue(rata.panel)).toBe('790,24 €');
  await expect(rata.panel.locator('.explain-steps li').first()).toHaveText(
    nb(
      'Rata costante (ammortamento alla francese): 360 rate da 790,24 € restituiscono un capitale di 200.000,00 € con un tasso del 0,2083% a rata.',
    ),
  );
  await rata.button.press('Enter');
  await expect(rata.button).toHaveAttribute('aria-expanded', 'false');
  await expect(rata.panel).toBeHidden();

  // One month of the schedule: month 2. After month 1 the balance is 200.000 − (790,2418 − 416,6667)
  // = 199.626,4249; month 2's interest 199.626,4249 × 0,025/12 = 415,8884, its principal
  // 790,2418 − 415,8884 = 374,3534, its balance 199.626,4249 − 374,3534 = 199.252,0715.
  const row = sharedPage.getByRole('button', {
    name: 'Come si calcola una riga: Piano di ammortamento (primi 12 mesi)',
    exact: true,
  });
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await sharedPage.getByLabel('Riga di «Piano di ammortamento (primi 12 mesi)»').selectOption({ label: 'Mese 2' });
  const month = (label: string) => sharedPage.getByRole('region', { name: `${label}, Mese 2`, exact: true });
  await expect(month('Quota interessi').locator('.explain-heading').first()).toHaveText(
    nb('Quota interessi: 415,89 €'),
  );
  await expect.poll(() => workedValue(month('Quota interessi'))).toBe('415,89 €');
  // The schedule's rule: the interest on what was owed after the month before.
  await expect(month('Quota interessi').locator('.explain-values')).toContainText(nb('199.626,42 €×0,002083=415,89 €'));
  await expect(month('Quota interessi').locator('math').first()).toContainText('Debito residuoprec.');
  await expect.poll(() => workedValue(month('Quota capitale'))).toBe('374,35 €');
  // The principal reads the row's own payment and interest.
  await expect(month('Quota capitale').locator('.explain-values')).toContainText(nb('790,24 €'));
  await expect(month('Quota capitale').locator('.explain-values')).toContainText(nb('415,89 €'));
  await expect(month('Quota capitale')).toContainText(
    nb('Dalla stessa riga: Rata 790,24 €, Quota interessi 415,89 €.'),
  );
  await expect.poll(() => workedValue(month('Debito residuo'))).toBe('199.252,07 €');
  // The long formulas scroll inside their panel, not the page.
  await expectNoSidewaysScroll(sharedPage, PHONE.width);
  const axe = await new AxeBuilder({ page: sharedPage })
    .include('.calculator')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('an input chosen from options reads as the option chosen, not its value', async ({ sharedPage }) => {
  const { data, url } = page('giorni-tra-date');
  const form = await openCalculator(sharedPage, data, url);
  const patron = data.inputs!.find((i) => i.id === 'patrono')!;
  const milano =
    'options' in patron && Array.isArray(patron.options) ? patron.options.find((o) => o.value === 1207)! : undefined;
  await form.getByLabel(patron.label, { exact: true }).selectOption(String(milano!.value));
  const { button, panel } = await panelOf(sharedPage, 'Giorni lavorativi');
  await button.click();
  await expect(panel).toContainText(`${patron.label}: ${milano!.label} (dato inserito)`);
});
