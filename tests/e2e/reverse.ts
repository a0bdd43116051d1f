/**
 * 'Calcola al contrario' as a visitor uses it (src/renderer/reverse/useReverse.tsx): the toggle,
 * the choice of the input to find when the file declares several, and the target field.
 */
import { expect, type Locator } from '@playwright/test';
import type { CalculatorFile, ExampleDef } from '../../language/definition.ts';
import { parseNumber } from '../../language/inputs/number.ts';
import { reverseOf } from '../../src/engine/solve.ts';
import { typedTarget } from '../support/calculator-files.ts';

export const reverseToggle = (form: Locator) => form.getByRole('button', { name: 'Calcola al contrario', exact: true });
/** The target field: the one text field of the reverse block. */
export const targetField = (form: Locator) => form.locator('.reverse').getByRole('textbox');

/** Turns reverse mode on for the declaration `wanted` names and types `target`. */
export async function reverseOn(form: Locator, data: CalculatorFile, wanted: NonNullable<ExampleDef['reverse']>): Promise<void> {
  const declarations = data.reverse!;
  const toggle = reverseToggle(form);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  if (declarations.length > 1) await form.getByLabel('Valore da trovare', { exact: true }).selectOption(String(declarations.indexOf(reverseOf(declarations, wanted)[0]!)));
  await targetField(form).fill(typedTarget(wanted.target));
}

/**
 * Turns reverse mode off after `example`: the field of the input found takes the value the example
 * expects of it, to the declaration's decimals.
 */
export async function reverseOff(form: Locator, data: CalculatorFile, example: ExampleDef): Promise<void> {
  const [declaration] = reverseOf(data.reverse!, example.reverse!);
  const toggle = reverseToggle(form);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const found = example.expect?.[declaration!.input];
  if (typeof found !== 'number') return;
  const input = data.inputs!.find((i) => i.id === declaration!.input)!;
  const field = form.locator('.fields').getByLabel(input.label, { exact: true });
  const step = 10 ** -(declaration!.decimals ?? 2);
  await expect.poll(async () => Math.abs((parseNumber(await field.inputValue()) ?? Number.NaN) - found), `${input.id} takes the value found`).toBeLessThanOrEqual(step);
}
