/**
 * How a failing example reads (tests/examples.test.ts, through tests/support/example-check.ts):
 * every difference of the example at once, one line each, with the file and line of the example's
 * key, Italian numbers, no TypeScript, e.g.
 *   calculators/finanza/calcolatore-tfr.yaml:146 example "valori predefiniti": expect.tfr expected 25.475,92, got 25.475,29
 *   calculators/finanza/calcolatore-tfr.yaml:147 example "valori predefiniti": display.tfr expected "25.475,92 €", got "25.475,29 €"
 */
import { expectedValueHolds } from '../../generator/example-values.ts';
import { finite } from '../../language/formats/intl.ts';
import type { Scalar } from '../../language/spec.ts';

/**
 * How an expected value is missed, as an editor reads it: "expected 25.475,92, got 25.475,29",
 * numbers in Italian with the expected value's decimals (at least 2), more when needed to tell the
 * two apart; undefined when the value holds (within `tolerance`).
 */
export function mismatch(want: Scalar, got: unknown, tolerance: number): string | undefined {
  if (expectedValueHolds(want, got, tolerance)) return undefined;
  if (typeof want !== 'number' || typeof got !== 'number')
    return `expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`;
  let decimals = Math.max(2, (String(want).split('.')[1] ?? '').length);
  const italian = (n: number) => finite(n, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  while (italian(want) === italian(got) && decimals < 12) decimals++;
  return `expected ${italian(want)}, got ${italian(got)}`;
}

/**
 * Fails the test with `message` alone: the stack is cut so the reporter shows the file and line of
 * the example, not a snippet of this test's TypeScript.
 */
export function failExample(message: string): never {
  const error = new Error(message);
  error.stack = `Error: ${message}`;
  throw error;
}
