/**
 * No invented results from a link (issue 41), over every calculator: a share link that sets one
 * number field to a hostile value (tests/support/hostile.ts) either computes, or is refused by a
 * guard that names that field (the page then shows no results and marks it:
 * tests/e2e/share.spec.ts); a value beyond the field's own bounds is always refused. Before, such a
 * link showed the defaults' results beside the hostile value, with no field marked.
 */
import { describe, expect, it } from 'vitest';
import type { CalculatorModule } from '../language/spec.ts';
import { attempt, defaultValues, fallbackSources } from '../src/engine/compute.ts';
import { decodeState, VERSION_KEY, versionOf } from '../src/engine/link.ts';
import { beyondBounds, hostileNumbers } from './support/hostile.ts';

const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts', { eager: true });
// Those the defaults compute for (a refusal then comes from the one value the link changes).
const all = Object.values(modules)
  .map((m) => m.default)
  .filter((c) => !('refused' in attempt(c, defaultValues(c), fallbackSources(c))));

/** The outcome of the link that sets `id` to `value`, the value as the form then holds it. */
function linked(calculator: CalculatorModule, id: string, value: string) {
  const query = new URLSearchParams({ [VERSION_KEY]: versionOf(calculator), [id]: value });
  const state = decodeState(calculator, query.toString())!;
  return { held: state.values[id], outcome: attempt(calculator, state.values, fallbackSources(calculator)) };
}

describe.each(all.map((calculator) => [calculator.id, calculator] as const))('%s', (_, calculator) => {
  const numbers = calculator.inputs.filter((input) => input.kind === 'number');
  it('a hostile number in a link computes, or is refused naming its field', () => {
    for (const input of numbers)
      for (const value of hostileNumbers) {
        const { outcome } = linked(calculator, input.id, value);
        if ('refused' in outcome) expect(outcome.refused, `${input.id}=${value}`).toContain(input.id);
      }
  });
  it('a value beyond a field’s own bounds is refused, naming the field', () => {
    for (const input of numbers)
      for (const value of beyondBounds(input)) {
        const { held, outcome } = linked(calculator, input.id, value);
        expect(held, `${input.id}=${value}`).toBe(value);
        expect(outcome, `${input.id}=${value}`).toMatchObject({ refused: expect.arrayContaining([input.id]) });
      }
  });
});

it('the hostile numbers are refused somewhere: the first check is not empty', () => {
  const refusals = all.flatMap((c) =>
    c.inputs.flatMap((input) =>
      input.kind === 'number' ? hostileNumbers.filter((v) => 'refused' in linked(c, input.id, v).outcome) : [],
    ),
  );
  expect(refusals.length).toBeGreaterThan(10);
});
