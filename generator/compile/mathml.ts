/**
 * IR -> MathML Core, at build time: the formula of a value typeset for 'Come si calcola' and the
 * page's formula section. Browsers render MathML natively, so no math library runs in the page.
 *
 * The markup comes out as parts: text, and holes where a name is read. typeset() fills the holes
 * with the names' readable symbols; the explanation module fills them with the visitor's values.
 *
 *   typeset(ir('principal * (1 + r / 12) ^ 120'), symbolOf)
 *   // <math display="block"><mi>Capitale</mi><mo>×</mo><msup><mrow><mo>(</mo>…</msup></math>
 */
import { formulaFunctions } from '../../language/functions/index.ts';
import { phrase } from '../../language/functions/typesetting.ts';
import { escapeText, mn } from '../../language/markup.ts';
import type { IR } from '../check/ir.ts';
import type { ScalarRef } from '../check/scope.ts';
import { formOf } from '../forms/index.ts';
import { type Hole, type MathPart, mi, mo, paren, row } from './math-parts.ts';

/** How tightly each node binds (mathjs' precedence): higher binds tighter. */
function precedence(ir: IR): number {
  switch (ir.k) {
    case 'cond':
      return 1;
    case 'binary':
      if (ir.op === '||') return 2;
      if (ir.op === '&&') return 3;
      if (['===', '!==', '<', '<=', '>', '>='].includes(ir.op)) return 4;
      if (ir.op === '+' || ir.op === '-') return 5;
      // A fraction is a box: it binds like an atom.
      if (ir.op === '/') return 10;
      if (ir.op === '**') return 8;
      return 6;
    case 'unary':
      return 7;
    case 'call':
      // A function typeset as a sum or a phrase goes in brackets inside an operation.
      return formulaFunctions.get(ir.fn)?.loose ? 1 : 10;
    case 'parameter':
      return 1;
    case 'aggregate':
    case 'present':
    case 'prev':
    case 'solve':
      return formOf(ir).loose ? 1 : 10;
    case 'num':
      return ir.v < 0 ? 7 : 10;
    default:
      return 10;
  }
}

const OPERATORS: Record<string, string> = {
  '+': '+',
  '-': '−',
  '*': '×',
  mod: 'mod',
  '===': '=',
  '!==': '≠',
  '<': '<',
  '<=': '≤',
  '>': '>',
  '>=': '≥',
  '&&': 'e',
  '||': 'o',
};
const UNARY: Record<string, string> = { '-': '−', '+': '+', '!': 'non ' };

/** `name(a, b)`: a function's name applied to its arguments' parts. */
function applied(fnName: string, args: MathPart[][]): MathPart[] {
  return row([mi(fnName), mo('\u2061'), ...paren(args.flatMap((a, n) => (n === 0 ? a : [mo(','), ...a])))]);
}

/** `name con a = x, b = y e c = z`: a function of the file called with these values. */
function named(fnName: string, params: readonly string[], args: MathPart[][]): MathPart[] {
  const given = args.flatMap((arg, n) => [
    ...(n === 0 ? [] : [`<mtext>${n === args.length - 1 ? '\u00a0e\u00a0' : ',\u00a0'}</mtext>`]),
    mi(params[n]!),
    mo('='),
    ...arg,
  ]);
  return row([mi(fnName), ...(args.length ? ['<mtext>\u00a0con\u00a0</mtext>', ...given] : [])]);
}

/** The parts of `ir`'s markup (without the surrounding <math>). */
export function mathParts(ir: IR): MathPart[] {
  const child = (node: IR, min: number): MathPart[] =>
    precedence(node) < min ? paren(mathParts(node)) : mathParts(node);
  switch (ir.k) {
    case 'num':
      return ir.v < 0 ? row([mo('−'), mn(-ir.v)]) : [mn(ir.v)];
    case 'str':
      return [`<mtext>«${escapeText(ir.v)}»</mtext>`];
    case 'bool':
      return [`<mtext>${ir.v ? 'sì' : 'no'}</mtext>`];
    case 'ref':
      return [{ ref: ir.ref }];
    case 'unary':
      return row([mo(UNARY[ir.op]!), ...child(ir.a, 7)]);
    case 'binary': {
      if (ir.op === '/') return ['<mfrac>', ...row(mathParts(ir.a)), ...row(mathParts(ir.b)), '</mfrac>'];
      // The exponent sits apart: it needs no brackets; the base does unless it is an atom.
      if (ir.op === '**') return ['<msup>', ...row(child(ir.a, 9)), ...row(mathParts(ir.b)), '</msup>'];
      const p = precedence(ir);
      // a − (b + c), a × (b × c) written as read: the right side needs brackets at equal precedence when the operator is not associative.
      const rightMin = ir.op === '-' || ir.op === 'mod' || p === 4 ? p + 1 : p;
      return row([...child(ir.a, p), mo(OPERATORS[ir.op]!), ...child(ir.b, rightMin)]);
    }
    case 'call': {
      // A function typesets itself: its textbook formula, or an Italian phrase (language/functions/).
      const fn = formulaFunctions.get(ir.fn)!;
      return fn.typeset({ bare: ir.args.map(mathParts), term: ir.args.map((a) => child(a, 8)) });
    }
    case 'spread':
      // Every value of the column: its name, as sumOf's body names it.
      return [
        {
          ref: {
            kind: 'field',
            name: ir.column,
            type: 'number',
            ...(ir.rows.kind === 'series' ? { series: ir.rows.series } : {}),
          },
        },
      ];
    case 'apply':
      // A function of the file reads as its name with each parameter given its value, in words
      // ("interessi con capitale = C e tasso = r"); its own step shows its definition.
      return ir.params ? named(ir.fn, ir.params, ir.args.map(mathParts)) : applied(ir.fn, ir.args.map(mathParts));
    case 'list':
      return row([mo('['), ...ir.items.flatMap((v, n) => (n === 0 ? [mn(v)] : [mo(';'), mn(v)])), mo(']')]);
    case 'cond':
      // A case split, one line per case: "a se c" over "b altrimenti".
      return [
        '<mrow>',
        mo('{'),
        '<mtable>',
        '<mtr><mtd>',
        ...mathParts(ir.a),
        '</mtd><mtd><mtext>\u00a0se\u00a0</mtext>',
        ...mathParts(ir.c),
        '</mtd></mtr>',
        '<mtr><mtd>',
        ...mathParts(ir.b),
        '</mtd><mtd><mtext>\u00a0altrimenti</mtext></mtd></mtr>',
        '</mtable>',
        '</mrow>',
      ];
    case 'lookup':
      return row([mi(ir.table.name), mo('['), ...mathParts(ir.key), mo(']')]);
    case 'parameter':
      // A parameter reads as what it is on a day: 'aliquota INPS in vigore il 26/11/2026', of an entry, on an amount.
      return phrase(
        [mi(ir.parameter.symbol)],
        'in vigore il',
        child(ir.at, 8),
        ...(ir.key ? ['voce', child(ir.key, 8)] : []),
        ...(ir.amount ? ['su', child(ir.amount, 8)] : []),
      );
    case 'column':
      return row([...mathParts(ir.row), mo('.'), mi(ir.name)]);
    case 'aggregate':
    case 'present':
    case 'prev':
    case 'solve':
      // A special form typesets itself (generator/forms/).
      return formOf(ir).typeset(ir, mathParts);
  }
}

/** A hole as a symbol: a column of the previous row with "prec." below. */
export function holeSymbol(hole: Hole, symbolOf: (ref: ScalarRef) => string): string {
  return hole.previous ? `<msub>${mi(symbolOf(hole.ref))}<mtext>prec.</mtext></msub>` : mi(symbolOf(hole.ref));
}

/** The markup of `ir` (no `<math>` around it), each name as its readable symbol. */
export function symbolic(ir: IR, symbolOf: (ref: ScalarRef) => string): string {
  return mathParts(ir)
    .map((part) => (typeof part === 'string' ? part : holeSymbol(part, symbolOf)))
    .join('');
}

/** The formula typeset: `<math>`, each name as its readable symbol, after `lhs =` when given; a block unless inline. */
export function typeset(ir: IR, symbolOf: (ref: ScalarRef) => string, lhs?: string, block = true): string {
  const body = symbolic(ir, symbolOf);
  return `<math${block ? ' display="block"' : ''}>${lhs === undefined ? '' : mi(lhs) + mo('=')}${body}</math>`;
}
