import { round } from './impl/round.ts';
import { formulaFunction } from './types.ts';
import { phrase } from './typesetting.ts';

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
