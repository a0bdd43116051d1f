import { mod } from './impl/mod.ts';
import { formulaFunction } from './types.ts';
import { phrase } from './typesetting.ts';

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
