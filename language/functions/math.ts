import { formulaFunction } from './types.ts';

/** Thin wrappers of Math, so formulas read as in mathjs. */
export const mathFunctions = [
  formulaFunction({
    name: 'abs',
    params: ['number'],
    returns: 'number',
    doc: 'Absolute value.',
    example: 'abs(a - b)',
    impl: Math.abs,
    typeset: ([x]) => ['<mrow>', '<mo>|</mo>', ...x!, '<mo>|</mo>', '</mrow>'],
  }),
  formulaFunction({ name: 'sqrt', params: ['number'], returns: 'number', doc: 'Square root.', example: 'sqrt(area)', impl: Math.sqrt, typeset: ([x]) => ['<msqrt>', ...x!, '</msqrt>'] }),
  formulaFunction({ name: 'exp', params: ['number'], returns: 'number', doc: 'e to the power x.', example: 'exp(r * t)', impl: Math.exp }),
  formulaFunction({ name: 'log', params: ['number'], returns: 'number', doc: 'Natural logarithm.', example: 'log(2) / log(1 + r)', impl: Math.log }),
  formulaFunction({ name: 'log10', params: ['number'], returns: 'number', doc: 'Base-10 logarithm.', example: 'log10(x)', impl: Math.log10 }),
  formulaFunction({ name: 'pow', params: ['number', 'number'], returns: 'number', doc: 'x to the power y (same as x ^ y).', example: 'pow(1 + r, n)', impl: Math.pow }),
  formulaFunction({ name: 'floor', params: ['number'], returns: 'number', doc: 'Rounds down.', example: 'floor(minutes / 60)', impl: Math.floor }),
  formulaFunction({ name: 'ceil', params: ['number'], returns: 'number', doc: 'Rounds up.', example: 'ceil(months / 12)', impl: Math.ceil }),
  formulaFunction({ name: 'min', params: ['number'], variadic: true, returns: 'number', doc: 'The least of its arguments.', example: 'min(12, n)', impl: Math.min }),
  formulaFunction({ name: 'max', params: ['number'], variadic: true, returns: 'number', doc: 'The greatest of its arguments.', example: 'max(0, total - pause)', impl: Math.max }),
];
