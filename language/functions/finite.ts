import { finite } from './impl/finite.ts';
import { formulaFunction } from './types.ts';
import { phrase } from './typesetting.ts';

export const finiteFunction = formulaFunction({
  name: 'finite',
  params: ['number'],
  returns: 'boolean',
  doc: 'true when x is a finite number (not a division by zero).',
  example: 'finite(total / count)',
  impl: finite,
  typeset: ({ term: [x] }) => phrase(x!, 'è un numero (non una divisione per zero)'),
  loose: true,
});
