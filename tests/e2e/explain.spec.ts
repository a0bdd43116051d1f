/**
 * 'Come si calcola' (src/renderer/Explain.tsx), in Chromium at 360 px: on every ready calculator
 * (from the registry) the first result's disclosure opens a typeset formula whose value is the one
 * the card shows; then targeted figures computed independently, the explanation following an
 * input, keyboard use, and axe with panels open.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readCalculatorPages } from '../support/calculator-files.ts';
import { openCalculator } from './form.ts';
import { nb, type } from './helpers.ts';
import { expect, test } from './shared-page.ts';

const calculators = await readCalculatorPages();
const PHONE = { width: 360, height: 800 };
const page = (id: string) => calculators.find((c) => c.data.id === id)!;

/** The disclosure of a result, by its label. */
const disclosure = (p: Page, label: string) => p.getByRole('button', { name: `Come si calcola: ${label}`, exact: true });

/** The panel a disclosure controls. */
async function panelOf(p: Page, label: string) {
  const button = disclosure(p, label);
  const panel = p.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  return { button, panel };
}

/** The value at the end of the substituted formula (after its last "="). */
const workedValue = (panel: ReturnType<Page['locator']>) => panel.locator('.explain-values math > :is(mn, mtext):last-child').first();

test.describe('every calculator', () => {
  for (const { data, url } of calculators) {
    test(`${data.id}: the first result explains itself`, async ({ sharedPage }) => {
      await sharedPage.setViewportSize(PHONE);
      await openCalculator(sharedPage, data, url);
      const first = sharedPage.locator('[data-result]').first();
      const label = (await first.locator('dt').innerText()).trim();
      const shown = await first.locator('output').innerText();
      const { button, panel } = await panelOf(sharedPage, label);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.locator('math').first()).toBeVisible();
      await expect(workedValue(panel)).toHaveText(shown);
      await expect(panel).not.toContainText(/NaN|Infinity|undefined/);
      // Wide formulas scroll inside the panel: the page itself never scrolls sideways.
      expect(await sharedPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  }
});

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
  await expect(workedValue(panel)).toHaveText(nb('16.470,09 €'));
  await expect(panel.locator('math').first()).toContainText('Capitale iniziale');
  // 20 years: 10000 × (1 + 0,05/12)^240 = 27.126,40 €
  await type(sharedPage, 'Durata', '20');
  await expect(workedValue(panel)).toHaveText(nb('27.126,40 €'));
  // r = rate / 100 = 5 / 100 = 0,05, one level down.
  const dep = await panelOf(sharedPage, 'r');
  await dep.button.click();
  await expect(workedValue(dep.panel)).toHaveText('0,05');
  await expect(panel).toContainText(nb('Capitale iniziale: 10.000,00 € (dato inserito)'));
  const axe = await new AxeBuilder({ page: sharedPage }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode().analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The formula section shows the primary formula typeset.
  await expect(sharedPage.locator('#formula-title + .math-scroll math')).toContainText('Montante finale');
});

test('net salary: IRPEF band by band; mortgage: the annuity formula', async ({ sharedPage }) => {
  const salary = page('salary-net-gross');
  await sharedPage.setViewportSize(PHONE);
  await openCalculator(sharedPage, salary.data, salary.url);
  const irpef = await panelOf(sharedPage, 'IRPEF');
  await irpef.button.click();
  // RAL 30.000 − INPS 9,19% (2.757) = 27.243 taxable: 23% × 15.000 = 3.450; 27% × 12.243 = 3.305,61; total 6.755,61.
  const steps = irpef.panel.locator('.explain-steps li');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText(nb('23% × 15.000,00 € = 3.450,00 €'));
  await expect(steps.nth(1)).toContainText(nb('27% × 12.243,00 € = 3.305,61 €'));
  await expect(workedValue(irpef.panel)).toHaveText(nb('6.755,61 €'));

  const mortgage = page('mortgage-payment');
  await openCalculator(sharedPage, mortgage.data, mortgage.url);
  const rata = await panelOf(sharedPage, 'Rata mensile');
  await rata.button.click();
  // 200.000 × 0,025/12 / (1 − (1 + 0,025/12)^−360) = 790,24 €
  const annuity = rata.panel.locator('.explain-steps li').first();
  await expect(annuity).toContainText('ammortamento alla francese');
  await expect(annuity).toContainText('0,00208333');
  await expect(annuity).toContainText('360');
  await expect(annuity.locator('math > :last-child')).toHaveText(nb('790,24 €'));
  await rata.button.press('Enter');
  await expect(rata.button).toHaveAttribute('aria-expanded', 'false');
  await expect(rata.panel).toBeHidden();
});
