/**
 * 'Calcola al contrario' on every fixture calculator whose file declares `reverse` (the test site's:
 * one declaration, and two to choose from), at 360 px (and 320 px), with the keyboard: on and
 * straight off changes no field and not the link; the toggle (aria-pressed), the target field
 * labelled like its result and described with the input's article, the found input shown as a
 * result instead of its field, the Italian message when no value reaches the target, and back.
 * Then, on the test site's loan (prova-rata), the reverse link (with Confronta and Stampa), a target
 * beyond the range searched, and the second of two declarations with the article the file declares.
 * On the catalogue's calculators, the reverse examples (every declaration has one today) switch the
 * mode on, type the target and check the value found in the browser (tests/e2e/examples.spec.ts),
 * and tests/solve.test.ts solves every declaration.
 */

import AxeBuilder from '@axe-core/playwright';
import { named } from '../../language/articles.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { REVERSE_KEY, SCENARIO_KEY } from '../../src/engine/link.ts';
import { outcomeMessage } from '../../src/engine/reverse.ts';
import { isFixture, readCalculatorPages, typedTarget } from '../support/calculator-files.ts';
import { LOAN } from './fixtures.ts';
import { formHandle, openCalculator, readForm } from './form.ts';
import { expectNoSidewaysScroll, nb } from './helpers.ts';
import { reverseToggle, targetField, unreachableTarget } from './reverse.ts';
import { expect, test } from './shared-page.ts';

const declaring = (await readCalculatorPages()).filter(({ data }) => data.reverse?.length);

const fixtures = declaring.filter(({ file }) => isFixture(file));

test('fixtures declare reverse, one of them twice', () => {
  expect(fixtures.map(({ data }) => data.reverse!.length).sort()).toEqual(expect.arrayContaining([1, 2]));
});

for (const { data, url, where } of fixtures) {
  test(`${data.id}: Calcola al contrario on ${url}, at 360 px, with the keyboard`, async ({ sharedPage: page }) => {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 800 });
    try {
      const form = await openCalculator(page, data, url);
      const module = ((await import(`../../src/generated/calculators/${data.id}.ts`)) as { default: CalculatorModule })
        .default;
      const toggle = reverseToggle(form);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      const choose = async (index: number) => {
        if (data.reverse!.length === 1) return;
        const choice = form.getByLabel('Valore da trovare', { exact: true });
        await choice.selectOption(String(index));
        await expect(choice).toHaveValue(String(index));
      };
      for (const [index, declaration] of data.reverse!.entries()) {
        const input = data.inputs!.find((i) => i.id === declaration.input)!;
        const resultLabel = (await page.locator(`[data-result="${declaration.result}"] dt`).textContent())!;
        const field = form.locator('.fields').getByLabel(input.label, { exact: true });
        await expect(field).toBeVisible();
        const spec = module.reverse![index]!;

        // On and straight off: no field changes, nor the link (200.000 stays, not 199.999,55). Off,
        // the link drops reverse mode (a moment after: url.ts).
        await expect.poll(() => new URL(page.url()).searchParams.has(REVERSE_KEY)).toBe(false);
        const before = { form: (await readForm(await formHandle(form), data.inputs!)).fields, url: page.url() };
        await toggle.click();
        await choose(index);
        await expect.poll(() => new URL(page.url()).searchParams.get(REVERSE_KEY)).toContain(`:${declaration.input}:`);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await expect.poll(() => page.url(), `${where('reverse', index)}: the link after on and off`).toBe(before.url);
        expect((await readForm(await formHandle(form), data.inputs!)).fields, where('reverse', index)).toEqual(
          before.form,
        );

        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await choose(index);
        // The help names the input found with its article ('la pagina trova la durata').
        await expect(targetField(form)).toHaveAccessibleDescription(
          `Scrivi il valore da raggiungere: la pagina trova ${named(spec.article, input.label)}.`,
        );
        // The target is a field labelled like the result; the found input is a result, not a field.
        await expect(form.getByRole('textbox', { name: resultLabel, exact: true })).toBeVisible();
        await expect(field).toHaveCount(0);
        const found = page.locator(`.results-card [data-result="${declaration.input}"]`);
        await expect(found.locator('dt')).toHaveText(input.label);
        await expect(found.locator('output')).not.toHaveText(/N\/D|NaN/);

        // A target no value reaches (found from the calculator, not assumed): the message says so.
        const unreachable = unreachableTarget(module, spec);
        if ('target' in unreachable) {
          await targetField(form).focus();
          await page.keyboard.press('ControlOrMeta+a');
          await page.keyboard.type(typedTarget(unreachable.target));
          await expect(
            page.locator('.results-card .empty-results'),
            `${where('reverse', index)}: target ${typedTarget(unreachable.target)}`,
          ).toHaveText(outcomeMessage(module, spec, unreachable.outcome));
        } else {
          const reason = `${where('reverse', index)}: no unreachable target to type (${unreachable.reason}); the message for it is not checked`;
          test.info().annotations.push({ type: 'not checked', description: reason });
          console.log(reason);
        }
        for (const width of [320, 360]) {
          await page.setViewportSize({ width, height: 800 });
          await expectNoSidewaysScroll(page, width);
        }
        // axe once, where the mode shows the most: the choice of input, the target and the message.
        if (index === 0 && data.reverse!.length > 1) {
          const { violations } = await new AxeBuilder({ page })
            .include('.calculator')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .setLegacyMode()
            .analyze();
          expect(violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        }

        await toggle.focus();
        await page.keyboard.press('Space');
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await expect(field).toBeVisible();
        await expect(targetField(form)).toHaveCount(0);
      }
    } finally {
      if (viewport) await page.setViewportSize(viewport);
    }
  });
}

/** The test site's loan (tests/fixtures/site/calculators/prove/prova-rata.yaml): two declarations, its article declared. */
const loan = declaring.find((p) => p.data.id === LOAN.id)!;

test('a loan in reverse: the link, Confronta and Stampa hold the target and the value found; a reload shows them', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const { data, url } = loan;
  const form = await openCalculator(page, data, url);
  await reverseToggle(form).click();
  await form
    .getByLabel('Valore da trovare', { exact: true })
    .selectOption({ label: 'Rata mensile → Capitale prestato' });
  // 'Capitale' does not tell its article: the file declares it.
  await expect(targetField(form)).toHaveAccessibleDescription(
    'Scrivi il valore da raggiungere: la pagina trova il capitale prestato.',
  );
  await targetField(form).fill('1.000');
  const found = page.locator('.results-card [data-result="capitale"] output');
  // python: i = 0.06 / 12; 1000 * (1 - (1 + i) ** -24) / i = 22562.8662 (the defaults: 6%, 2 years).
  const amount = nb('22.562,87 €');
  await expect(found).toHaveText(amount);
  await expect.poll(() => new URL(page.url()).searchParams.get(REVERSE_KEY)).toBe('rata:capitale:1.000');

  // Confronta pins what is on screen: the payment of the target, not that of the fields' 12.000 €.
  await page.getByRole('button', { name: 'Confronta', exact: true }).click();
  await expect(page.locator('.compare [data-result="rata"] dd').first()).toHaveText(nb('1.000,00 €'));
  // Every result of the scenario is the card's, to the cent: the value found is pinned whole.
  for (const id of ['rata', 'totale', 'interessi']) {
    const card = await page.locator(`.results-card [data-result="${id}"] output`).textContent();
    await expect(page.locator(`.compare [data-result="${id}"] dd`).first(), id).toHaveText(card!);
  }
  // 24 payments of 1.000 €.
  await expect(page.locator('.compare [data-result="totale"] dd').first()).toHaveText(nb('24.000,00 €'));

  // A reload (the link as copied) opens reverse mode with the same target, value found and scenario.
  // The address follows a moment after the click (src/share/url.ts), as the link copied would.
  await expect.poll(() => new URL(page.url()).searchParams.has(SCENARIO_KEY)).toBe(true);
  await page.reload();
  await expect(reverseToggle(form)).toHaveAttribute('aria-pressed', 'true');
  await expect(targetField(form)).toHaveValue('1.000');
  await expect(found).toHaveText(amount);
  await expect(page.locator('.compare [data-result="rata"] dd').first()).toHaveText(nb('1.000,00 €'));

  // On paper: the target with the inputs, and the link that holds it.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Stampa', exact: true }).click();
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(targetField(form)).toBeVisible();
  // The target as the form keeps it once left: written plainly (1000).
  await expect(page.locator('.print-info')).toContainText(`${REVERSE_KEY}=rata%3Acapitale%3A1000`);
  await page.emulateMedia({ media: 'screen' });

  // A payment whose capital is beyond 10^12 €: the page says the target is outside the range searched
  // (10^11 € a month over the default 24 months at 6% is 10^11 × 22,5629, about 2,3 × 10^12 €).
  await targetField(form).fill('100.000.000.000');
  await expect(page.locator('.results-card .empty-results')).toHaveText(
    "Nessun valore del capitale prestato tra 0,00 € e 1.000.000.000.000,00 € dà questo risultato: l'obiettivo è fuori dall'intervallo cercato.",
  );
  await page.getByRole('button', { name: 'Chiudi il confronto', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Confronta', exact: true })).toBeDisabled();
  await expect(page.locator('.share-note')).toHaveText('Nessun valore trovato: niente da confrontare.');
});

test('the loan finds the capital from the total to repay too, and names it with its declared article', async ({
  sharedPage: page,
}) => {
  const { data, url } = loan;
  const form = await openCalculator(page, data, url);
  await reverseToggle(form).click();
  const choice = form.getByLabel('Valore da trovare', { exact: true });
  await expect(choice.locator('option')).toHaveText([
    'Rata mensile → Capitale prestato',
    'Totale da restituire → Capitale prestato',
  ]);
  await choice.selectOption({ label: 'Totale da restituire → Capitale prestato' });
  await expect(targetField(form)).toHaveAccessibleDescription(
    'Scrivi il valore da raggiungere: la pagina trova il capitale prestato.',
  );
  // 25.000 € in all is 25.000 / 24 = 1.041,67 € a month, of a capital of 1.041,6667 × 22,562866
  // = 23.502,99 € (the file's example 'al contrario, 25.000 € in tutto').
  await targetField(form).fill('25.000');
  await expect(page.locator('.results-card [data-result="capitale"] output')).toHaveText(nb('23.502,99 €'));
  await expect(page.locator('.results-card [data-result="rata"] output')).toHaveText(nb('1.041,67 €'));
  await expect(page.locator('.results-card [data-result="totale"] output')).toHaveText(nb('25.000,00 €'));
});
