import { clamp } from './impl/clamp.ts';
import { formulaFunction } from './types.ts';
import { phrase } from './typesetting.ts';

export const clampFunction = formulaFunction({
  name: 'clamp',
  params: ['number', 'number', 'number'],
  returns: 'number',
  doc: 'x limited to the range [low, high].',
  example: 'clamp(share, 0, 100)',
  impl: clamp,
  typeset: ({ term: [x, low, high] }) => phrase(x!, 'limitato tra', low!, 'e', high!),
  loose: true,
});
