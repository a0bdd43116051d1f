/**
 * 'Calcola al contrario' as a visitor uses it (src/renderer/reverse/useReverse.tsx): the toggle,
 * the choice of the input to find when the file declares several, and the target field.
 */
import { expect, type Locator } from '@playwright/test';
import { todayNumber } from '../../language/dates.ts';
import type { CalculatorFile, ExampleDef } from '../../language/definition.ts';
import { parseNumber } from '../../language/inputs/number.ts';
import type { CalculatorModule, ReverseSpec } from '../../language/spec.ts';
import { calculate, defaultValues, fallbackSources } from '../../src/engine/compute.ts';
import { reverseOf, SEARCH_LIMIT, type SolveOutcome, solveRaw } from '../../src/engine/solve.ts';
import { typedTarget } from '../support/calculator-files.ts';

export const reverseToggle = (form: Locator) => form.getByRole('button', { name: 'Calcola al contrario', exact: true });
/** The target field: the one text field of the reverse block. */
export const targetField = (form: Locator) => form.locator('.reverse').getByRole('textbox');

/** Turns reverse mode on for the declaration `wanted` names and types `target`. */
export async function reverseOn(
  form: Locator,
  data: CalculatorFile,
  wanted: NonNullable<ExampleDef['reverse']>,
): Promise<void> {
  const declarations = data.reverse!;
  const toggle = reverseToggle(form);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  if (declarations.length > 1)
    await form
      .getByLabel('Valore da trovare', { exact: true })
      .selectOption(String(declarations.indexOf(reverseOf(declarations, wanted)[0]!)));
  await targetField(form).fill(typedTarget(wanted.target));
}

/**
 * The card of a target that not one value reaches: it names every value found (as the declaration
 * shows them) with a button for each, or says there is none. Then reverse mode ends: by the first
 * value's button, which leaves the input at that value, or by the toggle.
 */
export async function expectChoice(
  form: Locator,
  card: Locator,
  data: CalculatorFile,
  wanted: NonNullable<ExampleDef['reverse']>,
): Promise<void> {
  const found = wanted.found!;
  await expect(card).toContainText(found.length ? 'Più valori' : 'Nessun valore');
  const declaration = reverseOf(data.reverse!, wanted)[0]!;
  const decimals = declaration.decimals ?? 2;
  const shown = (value: number) =>
    new Intl.NumberFormat('it-IT', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    }).format(value);
  if (found.length)
    await expect(
      card.getByRole('list', { name: /^Valori (del|dello|della|dell'|dei|degli|delle) .* che danno il risultato$/ }),
    ).toBeVisible();
  const choices = card.getByRole('button', { name: /^Usa / });
  await expect(choices).toHaveCount(found.length);
  for (const [k, value] of found.entries()) await expect(choices.nth(k)).toContainText(shown(value));
  if (found.length === 0) {
    await reverseToggle(form).click();
    return;
  }
  await choices.first().click();
  await expect(reverseToggle(form)).toHaveAttribute('aria-pressed', 'false');
  const input = data.inputs!.find((i) => i.id === declaration.input)!;
  const field = form.locator('.fields').getByLabel(input.label, { exact: true });
  await expect
    .poll(async () => Math.abs((parseNumber(await field.inputValue()) ?? Number.NaN) - found[0]!), 'the value chosen')
    .toBeLessThanOrEqual(10 ** -decimals);
}

/**
 * Turns reverse mode off after `example`: the field of the input found takes the value the example
 * expects of it, to the declaration's decimals (or the example's tolerance).
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
  // To the declaration's decimals, or the example's tolerance: a target the form already gives to
  // the cent leaves the field as it was (30.000 for 1.801,96 €, whose RAL is 29.999,99 to the cent).
  const step = Math.max(10 ** -(declaration!.decimals ?? 2), example.tolerance ?? 0);
  await expect
    .poll(
      async () => Math.abs((parseNumber(await field.inputValue()) ?? Number.NaN) - found),
      `${input.id} takes the value found`,
    )
    .toBeLessThanOrEqual(step);
}

/**
 * A target that no value of the input reaches with the other fields at their defaults, found from
 * the calculator itself, never assumed (a yield may well be negative): the result is computed over
 * the input's whole search range, and a value beyond everything it gives, below first, is taken
 * once the solver the page runs says none reaches it (or that it lies beyond the range searched), with
 * that outcome. Undefined, with the reason, when the result
 * seems to take every value.
 */
export function unreachableTarget(
  calculator: CalculatorModule,
  spec: ReverseSpec,
): { target: number; outcome: Exclude<SolveOutcome, { kind: 'found' | 'many' }> } | { reason: string } {
  // The page's date fields that start at the visitor's day hold today's date.
  const raw = defaultValues(calculator, todayNumber());
  const sources = fallbackSources(calculator);
  const top = spec.max ?? SEARCH_LIMIT;
  // Evenly and geometrically spaced over [min, top], as the solver scans.
  const xs = Array.from({ length: 201 }, (_, k) => spec.min + ((top - spec.min) * k) / 200);
  const from = spec.min > 0 ? spec.min : 1e-9;
  for (let k = 0; k <= 400; k++) xs.push(from * (top / from) ** (k / 400));
  const results = xs.flatMap((x) => {
    const value = calculate(calculator, { ...raw, [spec.input]: String(x).replace('.', ',') }, sources)?.values[
      spec.result
    ];
    return typeof value === 'number' && Number.isFinite(value) ? [value] : [];
  });
  if (results.length === 0) return { reason: `no value of ${spec.input} gives ${spec.result} at the defaults` };
  const [lo, hi] = [Math.min(...results), Math.max(...results)];
  // Whole numbers, so that the target types as it reads ("-12", "4000").
  const candidates = [Math.floor(lo - Math.max(1, Math.abs(lo))), Math.ceil(hi + Math.max(1, Math.abs(hi)))].filter(
    (t) => Math.abs(t) < 1e15,
  );
  for (const target of candidates) {
    const outcome = solveRaw(calculator, spec, raw, target, sources);
    if (outcome.kind === 'none' || outcome.kind === 'outside') return { target, outcome };
  }
  return {
    reason: `${spec.result} goes from ${lo} to ${hi} over ${spec.input}, and the solver reaches ${candidates.join(' and ')}`,
  };
}
