import { formulaFunction } from './types.ts';
import { phrase } from './typesetting.ts';

/**
 * Rounds half away from zero to `decimals` places (default 0). The nudge of one epsilon keeps
 * decimal halves that binary cannot hold exactly on the right side: 1.005 -> 1.01.
 */
export function round(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
}

export const roundFunction = formulaFunction({
  name: 'round',
  params: ['number', 'number'],
  optional: 1,
  returns: 'number',
  doc: 'Rounds half away from zero to a number of decimals (default 0).',
  example: 'round(bmi, 1)',
  impl: round,
  // round(x) to a whole number; round(x, d) to d decimals, whatever d is: 'decimali: 2' reads right for any d.
  typeset: ({ term: [x, decimals] }) =>
    decimals ? phrase(x!, 'arrotondato a', decimals, 'decimali') : phrase(x!, "arrotondato all'intero"),
  loose: true,
});
