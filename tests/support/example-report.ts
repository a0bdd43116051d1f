/**
 * How a failing example reads (tests/examples.test.ts): the file and line of the example, Italian
 * numbers, no TypeScript, e.g.
 *   calculators/finanza/calcolatore-tfr.yaml:144 example "valori predefiniti": tfr expected 25.475,92, got 25.475,29
 */
import { finite } from '../../language/formats/intl.ts';
import type { Scalar, Values } from '../../language/spec.ts';

/**
 * Each expected value the evaluation misses, as an editor reads it: "tfr expected 25.475,92, got
 * 25.475,29", numbers in Italian with the expected value's decimals (at least 2), more when needed
 * to tell the two apart.
 */
export function mismatches(expected: Record<string, Scalar>, values: Values, tolerance: number): string[] {
  return Object.entries(expected).flatMap(([name, want]) => {
    const got = values[name];
    if (typeof want === 'number' && typeof got === 'number' ? Math.abs(got - want) <= tolerance : got === want)
      return [];
    if (typeof want !== 'number' || typeof got !== 'number')
      return [`${name} expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`];
    let decimals = Math.max(2, (String(want).split('.')[1] ?? '').length);
    const italian = (n: number) => finite(n, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    while (italian(want) === italian(got) && decimals < 12) decimals++;
    return [`${name} expected ${italian(want)}, got ${italian(got)}`];
  });
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
