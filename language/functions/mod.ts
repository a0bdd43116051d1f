import { formulaFunction } from './types.ts';
import { phrase } from './typesetting.ts';

/** Remainder with the sign of the divisor, as mathjs: mod(-1, 60) = 59. */
export function mod(x: number, y: number): number {
  return y === 0 ? x : x - y * Math.floor(x / y);
}

export const modFunction = formulaFunction({
  name: 'mod',
  params: ['number', 'number'],
  returns: 'number',
  doc: 'Remainder of x / y with the sign of y (also the operator "x mod y").',
  example: 'mod(minutes, 60)',
  impl: mod,
  typeset: ({ term: [x, y] }) => phrase('il resto di', x!, 'diviso', y!),
  loose: true,
});
