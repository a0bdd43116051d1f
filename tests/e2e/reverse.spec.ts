/**
 * 'Calcola al contrario' on every calculator whose file declares `reverse`, at 360 px (and 320 px),
 * with the keyboard: the toggle (aria-pressed), the target field labelled like its result, the found input
 * shown as a result instead of its field, the Italian message when no value reaches the target, and
 * back. The values found are checked by the reverse examples (tests/e2e/examples.spec.ts).
 */

import AxeBuilder from '@axe-core/playwright';
import type { CalculatorModule } from '../../language/spec.ts';
import { outcomeMessage } from '../../src/engine/reverse.ts';
import { readCalculatorPages, typedTarget } from '../support/calculator-files.ts';
import { openCalculator } from './form.ts';
import { expectNoSidewaysScroll } from './helpers.ts';
import { reverseToggle, targetField, unreachableTarget } from './reverse.ts';
import { expect, test } from './shared-page.ts';

const declaring = (await readCalculatorPages()).filter(({ data }) => data.reverse?.length);

test('some calculators declare reverse', () => {
  expect(declaring.length).toBeGreaterThan(0);
});

for (const { data, url, where } of declaring) {
  test(`${data.id}: Calcola al contrario on ${url}, at 360 px, with the keyboard`, async ({ sharedPage: page }) => {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 800 });
    try {
      const form = await openCalculator(page, data, url);
      const module = ((await import(`../../src/generated/calculators/${data.id}.ts`)) as { default: CalculatorModule })
        .default;
      const toggle = reverseToggle(form);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      for (const [index, declaration] of data.reverse!.entries()) {
        const input = data.inputs!.find((i) => i.id === declaration.input)!;
        const resultLabel = (await page.locator(`[data-result="${declaration.result}"] dt`).textContent())!;
        const field = form.locator('.fields').getByLabel(input.label, { exact: true });
        await expect(field).toBeVisible();

        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        if (data.reverse!.length > 1) {
          const choice = form.getByLabel('Valore da trovare', { exact: true });
          await choice.selectOption(String(index));
          await expect(choice).toHaveValue(String(index));
        }
        // The target is a field labelled like the result; the found input is a result, not a field.
        await expect(form.getByRole('textbox', { name: resultLabel, exact: true })).toBeVisible();
        await expect(field).toHaveCount(0);
        const found = page.locator(`.results-card [data-result="${declaration.input}"]`);
        await expect(found.locator('dt')).toHaveText(input.label);
        await expect(found.locator('output')).not.toHaveText(/N\/D|NaN/);

        // A target no value reaches (found from the calculator, not assumed): the message says so.
        const spec = module.reverse![index]!;
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
