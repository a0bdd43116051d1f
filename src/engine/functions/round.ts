import type { FormulaFunction } from './types.ts';

/** Rounds half away from zero to `decimals` places (default 0), without binary surprises (1.005 -> 1.01). */
export function round(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  return Math.sign(value) * Number(`${Math.round(shifted)}e${-decimals}`);
}

export const roundFunction: FormulaFunction = {
  name: 'round',
  params: ['number', 'number'],
  optional: 1,
  returns: 'number',
  doc: 'Rounds to a number of decimals (default 0).',
  example: 'round(bmi, 1)',
  impl: round,
};
