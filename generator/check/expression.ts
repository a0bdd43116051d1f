/**
 * Checks one formula: parses it with mathjs, resolves every name and function in `scope`,
 * infers types, and returns its IR; or reports diagnostics and returns undefined.
 */
import {
  type AccessorNode,
  type ConstantNode,
  isAccessorNode,
  isArrayNode,
  isAssignmentNode,
  isConditionalNode,
  isConstantNode,
  isFunctionNode,
  isOperatorNode,
  isParenthesisNode,
  isSymbolNode,
  type MathNode,
  type OperatorNode,
  type OperatorNodeFn,
  type OperatorNodeOp,
  parse,
  type SymbolNode,
} from 'mathjs';
import type { PathSegment } from '../../language/diagnostics.ts';
import { closest, type Diagnostic, type DiagnosticCode, suggest, suggestAmong } from '../../language/diagnostics.ts';
import { formulaFunctions } from '../../language/functions/index.ts';
import { formNamed, specialForms } from '../forms/index.ts';
import type { SourceFile } from '../source.ts';
import type { CheckedFormula, Fail } from './formula.ts';
import type { BinaryOp, IR } from './ir.ts';
import {
  isScalar,
  type ParameterRef,
  type Scope,
  type TableRef,
  typeName,
  type UserFunction,
  type ValueType,
} from './scope.ts';

/** Where a formula is: its file, its path in the file, and its text. */
export interface FormulaSite {
  source: SourceFile;
  path: readonly PathSegment[];
  text: string;
  diagnostics: Diagnostic[];
}

const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };

const ARITHMETIC: Record<string, BinaryOp> = {
  add: '+',
  subtract: '-',
  multiply: '*',
  divide: '/',
  pow: '**',
  mod: 'mod',
};
const ORDER: Record<string, BinaryOp> = { smaller: '<', smallerEq: '<=', larger: '>', largerEq: '>=' };
const EQUALITY: Record<string, BinaryOp> = { equal: '===', unequal: '!==' };
const LOGIC: Record<string, BinaryOp> = { and: '&&', or: '||' };

/**
 * Limits on one formula, checked on its text before mathjs parses it. The parser, and the checker
 * and compiler after it, recurse once per level of the formula: before these limits, a chain of
 * ~1,500 terms (a + b + c ...) overflowed the checker's stack, and ~260 nested brackets mathjs's.
 * Real formulas have at most ~40 names, numbers and operators and 3 levels of brackets.
 */
export const MAX_FORMULA_NESTING = 32;
export const MAX_FORMULA_TOKENS = 256;

/** The constants of formulas: names no file may define. */
export const CONSTANT_NAMES: readonly string[] = Object.keys(CONSTANTS);

/** A formula's tokens: texts, names, numbers, two-character comparisons, any other character. */
const TOKEN = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[A-Za-z_]\w*|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[<>=!]=|\S/g;
const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/** Why the formula is over a limit, and where (index and length in the text); undefined if within them. */
function overLimits(text: string): { message: string; index: number; length: number } | undefined {
  let depth = 0;
  let tokens = 0;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    if (OPEN.has(token)) {
      if (++depth > MAX_FORMULA_NESTING)
        return {
          message: `Formula too complex: brackets nested more than ${MAX_FORMULA_NESTING} levels deep.`,
          index: match.index,
          length: 1,
        };
    } else if (CLOSE.has(token)) {
      depth--;
    } else if (token !== ',') {
      tokens++;
    }
  }
  if (tokens > MAX_FORMULA_TOKENS)
    return {
      message: `Formula too complex: ${tokens.toLocaleString('en-US')} names, numbers and operators (the limit is ${MAX_FORMULA_TOKENS}).`,
      index: 0,
      length: text.length,
    };
  return undefined;
}

const SPLIT_HINT = 'Split it: give its parts names under "values:" and use those names here.';

class Failed extends Error {}

/** A hint when the error is at a comma between digits outside a function's brackets: an Italian decimal comma. */
function decimalComma(text: string, index: number): string | undefined {
  const at = /\d,\d/.exec(text.slice(Math.max(0, index - 1), index + 2)) ? index : -1;
  if (at < 0 || text[at] !== ',') return undefined;
  const digits = /(\d+),(\d+)$/.exec(text.slice(0, at + 1) + (/^\d+/.exec(text.slice(at + 1))?.[0] ?? ''));
  return `Write decimals with a dot: ${digits ? `${digits[1]}.${digits[2]}, not ${digits[1]},${digits[2]}` : '1.5, not 1,5'} (a comma only separates the arguments of a function).`;
}

/** The index of the last "(" that no ")" closes (text in quotes skipped), or -1. */
function unclosedParenthesis(text: string): number {
  const open: number[] = [];
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') open.push(i);
    else if (c === ')') open.pop();
  }
  return open.length ? open[open.length - 1]! : -1;
}

export function checkFormula(site: FormulaSite, scope: Scope, expected?: ValueType): CheckedFormula | undefined {
  const text = String(site.text);
  const over = overLimits(text);
  if (over) {
    site.diagnostics.push(site.source.inValue(site.path, 'formula-too-complex', over.message, SPLIT_HINT, over));
    return undefined;
  }
  let root: MathNode;
  try {
    root = parse(text);
  } catch (error) {
    if (error instanceof RangeError) return outOfStack(site);
    const message = error instanceof Error ? error.message : String(error);
    const char = /\(char (\d+)\)/.exec(message);
    // mathjs points past the end for a missing ")": point at the "(" left open instead.
    const open =
      /^Parenthesis \) expected/.test(message) && Number(char?.[1]) > text.trimEnd().length
        ? unclosedParenthesis(text)
        : -1;
    const index = open >= 0 ? open : char ? Math.max(0, Number(char[1]) - 1) : 0;
    site.diagnostics.push(
      site.source.inValue(
        site.path,
        'formula-syntax',
        open >= 0
          ? 'Formula syntax error: this "(" is never closed.'
          : `Formula syntax error: ${message.replace(/ \(char \d+\)/, '')}.`,
        decimalComma(text, index) ??
          'Formulas use mathjs syntax: + - * / ^, comparisons, and/or/not, cond ? a : b, f(x).',
        { index, length: 1 },
      ),
    );
    return undefined;
  }
  const fail = (code: DiagnosticCode, message: string, hint: string | undefined, token?: string): never => {
    const index = token === undefined ? -1 : findToken(text, token);
    site.diagnostics.push(
      site.source.inValue(site.path, code, message, hint, index >= 0 ? { index, length: token!.length } : undefined),
    );
    throw new Failed();
  };
  try {
    const result = walk(root, scope, fail, text);
    if (expected && result.type !== expected) {
      fail(
        'type-mismatch',
        `This formula gives ${typeName(result.type)}, but ${expected} is needed here.`,
        expected === 'boolean' ? 'A condition needs a comparison, such as "x > 0".' : undefined,
      );
    }
    return result;
  } catch (error) {
    if (error instanceof Failed) return undefined;
    if (error instanceof RangeError) return outOfStack(site);
    throw error;
  }
}

/**
 * The limits keep formulas far from the end of the stack; should one still exhaust it (a smaller
 * stack than Node's default), it is reported on the formula rather than ending the run.
 */
function outOfStack(site: FormulaSite): undefined {
  site.diagnostics.push(
    site.source.inValue(
      site.path,
      'formula-too-complex',
      'Formula too complex: the generator ran out of stack on it.',
      SPLIT_HINT,
    ),
  );
  return undefined;
}

/** Index of `token` as a whole word in `text` (or as a substring when not a word). */
function findToken(text: string, token: string): number {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`(^|[^A-Za-z0-9_])(${escaped})(?![A-Za-z0-9_])`).exec(text);
  return word ? word.index + word[1]!.length : text.indexOf(token);
}

function walk(node: MathNode, scope: Scope, fail: Fail, text: string): CheckedFormula {
  const sub = (child: MathNode, s: Scope = scope) => walk(child, s, fail, text);
  const need = (child: MathNode, type: ValueType, what: string, s: Scope = scope): IR => {
    const checked = sub(child, s);
    if (checked.type !== type)
      fail(
        'type-mismatch',
        `${what} needs ${type === 'number' ? 'a number' : type === 'boolean' ? 'a condition' : 'a text'}, got ${typeName(checked.type)} (${child.toString()}).`,
        type === 'boolean' ? 'Write a comparison such as "x > 0".' : undefined,
        child.toString(),
      );
    return checked.ir;
  };
  // A name the file defines but mathjs reads as a constant (NaN, true...) is reported where it is
  // defined; here it reads as that name, so its uses are not reported again.
  const named = isConstantNode(node) && /^[A-Za-z]/.test(node.toString()) ? scope.get(node.toString()) : undefined;
  if (named && isScalar(named)) return { ir: { k: 'ref', ref: named }, type: named.type };
  if (isConstantNode(node)) return constant(node, text, fail);
  if (isParenthesisNode(node)) return sub(node.content);
  if (isSymbolNode(node)) return symbol(node, scope, fail);
  if (isOperatorNode(node)) return operator(node, { sub, need, fail });
  if (isConditionalNode(node)) {
    const c = need(node.condition, 'boolean', 'The condition before "?"');
    const a = sub(node.trueExpr);
    const b = sub(node.falseExpr);
    if (typeName(a.type) !== typeName(b.type))
      fail(
        'type-mismatch',
        `Both branches of "? :" must have the same type: ${typeName(a.type)} and ${typeName(b.type)}.`,
        undefined,
        node.falseExpr.toString(),
      );
    return { ir: { k: 'cond', c, a: a.ir, b: b.ir }, type: a.type };
  }
  if (isAccessorNode(node)) return accessor(node, scope, { sub, need, fail });
  if (isFunctionNode(node)) {
    // Typed as a name, the callee may be any expression: f(x), but also (a + b)(x).
    const callee: MathNode = node.fn;
    const name = isSymbolNode(callee) ? callee.name : callee.toString();
    const args = node.args;
    const parameter = scope.get(name);
    if (parameter?.kind === 'parameter') return parameterCall(parameter, args, { sub, need, fail });
    // Special forms read a rows input or a series, an input's name, the row before: each checks itself.
    const form = formNamed(name);
    if (form) return form.check(args, { scope, fail, sub });
    const own = scope.functions()?.get(name);
    if (own) return apply(own, args, scope, { sub, need, fail });
    const fn = formulaFunctions.get(name);
    if (!fn) return fail('unknown-function', `Unknown function "${name}".`, functionHint(name, scope), name);
    const least = fn.params.length - (fn.optional ?? 0);
    if (args.length < least || (!fn.variadic && args.length > fn.params.length)) {
      const count = fn.variadic
        ? `at least ${least}`
        : least === fn.params.length
          ? `${least}`
          : `${least} to ${fn.params.length}`;
      fail(
        'wrong-arguments',
        `${name}() takes ${count} argument${(fn.variadic ? least : fn.params.length) === 1 ? '' : 's'}, got ${args.length}.`,
        `Example: ${fn.example}`,
        name,
      );
    }
    const irArgs = args.map((arg, i) => {
      const param = fn.params[Math.min(i, fn.params.length - 1)]!;
      if (param === 'list') return literalList(arg, name, fail);
      if (param === 'text') return need(arg, 'string', `Argument ${i + 1} of ${name}()`);
      const repeated = fn.variadic === true && i >= fn.params.length - 1;
      return (repeated && spread(arg, scope, fail)) || need(arg, 'number', `Argument ${i + 1} of ${name}()`);
    });
    return { ir: { k: 'call', fn: name, args: irArgs }, type: fn.returns === 'text' ? 'string' : fn.returns };
  }
  if (isArrayNode(node))
    return fail(
      'unsupported-syntax',
      'A list [...] can only be an argument of a function that takes one (brackets).',
      undefined,
      '[',
    );
  if (isAssignmentNode(node))
    return fail(
      'unsupported-syntax',
      'Assignments are not allowed in formulas; define a named value under "values:" instead.',
      'Use "==" to compare.',
      '=',
    );
  return fail(
    'unsupported-syntax',
    `This formula syntax (${node.type}) is not supported.`,
    'Formulas use + - * / ^ mod, comparisons, and/or/not, cond ? a : b and functions.',
  );
}

/** What the parts of `walk` share: checking a child node, one that must have a type, and failing. */
interface Walker {
  sub: (child: MathNode, s?: Scope) => CheckedFormula;
  need: (child: MathNode, type: ValueType, what: string, s?: Scope) => IR;
  fail: Fail;
}

/** A call of a function of the file: as many numbers as it has parameters. */
function apply(fn: UserFunction, args: readonly MathNode[], scope: Scope, { need, fail }: Walker): CheckedFormula {
  if (args.length !== fn.params.length)
    fail(
      'wrong-arguments',
      `${fn.name}() takes ${fn.params.length} argument${fn.params.length === 1 ? '' : 's'}, got ${args.length}.`,
      `It is defined under functions: as ${fn.signature}.`,
      fn.name,
    );
  const irArgs = args.map((arg, i) => need(arg, 'number', `Argument ${i + 1} of ${fn.name}() (${fn.params[i]})`));
  scope.functions()!.called.add(fn.name);
  return { ir: { k: 'apply', fn: fn.name, args: irArgs, params: fn.params }, type: fn.type };
}

/** A number, text or boolean written in the formula. */
function constant(node: ConstantNode, text: string, fail: Fail): CheckedFormula {
  // The parser makes numbers, texts and booleans (mathjs types the value as a number).
  const value: unknown = node.value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      const digits = (text.match(/(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g) ?? []).find(
        (n) => !Number.isFinite(Number(n)),
      );
      if (digits)
        return fail(
          'invalid-value',
          `The number ${digits.length > 24 ? `${digits.slice(0, 20)}… (${digits.length} characters)` : digits} is too large: it would become Infinity.`,
          'Numbers must stay below about 1.8e308; check for pasted digits.',
          digits,
        );
      return fail(
        'invalid-value',
        `"${node.toString()}" is not a number a formula may use.`,
        'A value that is not finite shows N/D on the page: write the number meant.',
        node.toString(),
      );
    }
    return { ir: { k: 'num', v: value }, type: 'number' };
  }
  if (typeof value === 'string') return { ir: { k: 'str', v: value }, type: 'string' };
  if (typeof value === 'boolean') return { ir: { k: 'bool', v: value }, type: 'boolean' };
  return fail('unsupported-syntax', `The constant ${node.toString()} is not supported.`, undefined);
}

/** The functions a formula here can call (the file's, the language's and its forms), each with how it is called. */
function functionNotes(scope: Scope): Map<string, string> {
  const own = scope.functions();
  const example = (call: string) => `It is a function, called as in ${call}.`;
  return new Map([
    ...(own?.names() ?? []).map(
      (name) => [name, `It is a function of this file, called as ${own!.get(name)!.signature}.`] as const,
    ),
    ...[...formulaFunctions].map(([name, fn]) => [name, example(fn.example)] as const),
    ...specialForms.map((form) => [form.name, example(form.example)] as const),
  ]);
}

/**
 * The hint for an unknown function: the nearest of what a formula here can call (a parameter too,
 * read as a call); else the nearest other name, with how it is read; else what it can call.
 */
function functionHint(name: string, scope: Scope): string {
  const calls = [...scope.allOf(['parameter']), ...functionNotes(scope).keys()];
  const other = closest(name, calls) === undefined ? closest(name, scope.all()) : undefined;
  if (other === undefined) return suggest(name, calls, 'functions');
  const ref = scope.get(other)!;
  const how =
    ref.kind === 'lookup' || ref.kind === 'source' || ref.kind === 'dataset'
      ? `It is a table, read as ${other}[key].`
      : ref.kind === 'rows'
        ? `It is a list of rows, read with sumOf(${other}, ...) or countOf(${other}).`
        : 'It is not a function: write it without brackets.';
  return `Did you mean "${other}"? ${how}`;
}

/** A name: an input, a value, a constant of the language; a table, rows or series only through their forms. */
function symbol(node: SymbolNode, scope: Scope, fail: Fail): CheckedFormula {
  const name = node.name;
  const ref = scope.get(name);
  if (!ref) {
    if (Object.hasOwn(CONSTANTS, name)) return { ir: { k: 'num', v: CONSTANTS[name]! }, type: 'number' };
    const body = scope.body();
    if (body)
      return fail(
        'unknown-symbol',
        `Unknown name "${name}" in the function ${body.name}.`,
        `A function sees only its parameters (${body.params.join(', ')}), pi, e and functions: to use "${name}", make it a parameter and pass it in the call.`,
        name,
      );
    return fail('unknown-symbol', `Unknown name "${name}".`, scope.hint(name, functionNotes(scope)), name);
  }
  if (ref.kind === 'lookup' || ref.kind === 'source' || ref.kind === 'dataset')
    return fail('type-mismatch', `"${name}" is a table: read one row with ${name}[key].`, undefined, name);
  if (ref.kind === 'rows')
    return fail(
      'type-mismatch',
      `"${name}" is a list of rows: use sumOf(${name}, ...) or countOf(${name}).`,
      undefined,
      name,
    );
  if (ref.kind === 'parameter')
    return fail(
      'type-mismatch',
      `"${name}" is a rule dated by day (rules:): read its value on a day, ${parameterUse(ref)}.`,
      undefined,
      name,
    );
  if (ref.kind === 'series')
    return fail(
      'type-mismatch',
      `"${name}" is a series: use sumOf(${name}, ...), countOf(${name}) or lastOf(${name}, ...).`,
      `A function that takes any number of values reads a whole column: max(${name}.column), irr(${name}.column).`,
      name,
    );
  return { ir: { k: 'ref', ref }, type: ref.type };
}

/** An operator: arithmetic, comparison, logic, equality (with the options it compares against). */
function operator(node: OperatorNode<OperatorNodeOp, OperatorNodeFn>, { need, sub, fail }: Walker): CheckedFormula {
  // `50%` parses as a division marked as a percentage (a property mathjs's types leave out).
  if ('isPercentage' in node && node.isPercentage === true)
    return fail(
      'unsupported-syntax',
      'The percent sign is not supported in formulas.',
      'Divide by 100 instead: "rate / 100".',
      '%',
    );
  const { fn, args, op } = node;
  if (fn === 'unaryMinus' || fn === 'unaryPlus')
    return {
      ir: { k: 'unary', op: fn === 'unaryMinus' ? '-' : '+', a: need(args[0]!, 'number', `"${op}"`) },
      type: 'number',
    };
  if (fn === 'not') return { ir: { k: 'unary', op: '!', a: need(args[0]!, 'boolean', '"not"') }, type: 'boolean' };
  if (ARITHMETIC[fn])
    return {
      ir: {
        k: 'binary',
        op: ARITHMETIC[fn],
        a: need(args[0]!, 'number', `"${op}"`),
        b: need(args[1]!, 'number', `"${op}"`),
      },
      type: 'number',
    };
  if (ORDER[fn])
    return {
      ir: {
        k: 'binary',
        op: ORDER[fn],
        a: need(args[0]!, 'number', `"${op}"`),
        b: need(args[1]!, 'number', `"${op}"`),
      },
      type: 'boolean',
    };
  if (LOGIC[fn])
    return {
      ir: {
        k: 'binary',
        op: LOGIC[fn],
        a: need(args[0]!, 'boolean', `"${op}"`),
        b: need(args[1]!, 'boolean', `"${op}"`),
      },
      type: 'boolean',
    };
  if (EQUALITY[fn]) {
    const a = sub(args[0]!);
    const b = sub(args[1]!);
    if (a.type !== b.type || typeof a.type !== 'string') {
      fail(
        'type-mismatch',
        `"${op}" compares ${typeName(a.type)} with ${typeName(b.type)} (${node.toString()}).`,
        a.type === 'string' || b.type === 'string'
          ? 'Compare like with like, as written in the options: numbers without quotes (12), texts in quotes ("rental").'
          : undefined,
        args[1]!.toString(),
      );
    }
    checkOption(a.ir, b.ir, args[1]!.toString(), op, fail);
    checkOption(b.ir, a.ir, args[0]!.toString(), op, fail);
    return { ir: { k: 'binary', op: EQUALITY[fn], a: a.ir, b: b.ir }, type: 'boolean' };
  }
  return fail(
    'unsupported-syntax',
    `The operator "${op}" is not supported.`,
    'Use + - * / ^ mod, comparisons, and, or, not.',
    op,
  );
}

/** `row.column` or `table[key]`. */
function accessor(node: AccessorNode, scope: Scope, { sub, fail }: Walker): CheckedFormula {
  const { index, object } = node;
  if (index.dotNotation) {
    const dimension = index.dimensions[0];
    const column = isConstantNode(dimension) ? String(dimension.value) : String(dimension);
    const row = sub(object);
    if (typeof row.type === 'string')
      return fail(
        'type-mismatch',
        `".${column}" reads a column, but ${object.toString()} is a ${row.type}.`,
        undefined,
        column,
      );
    const columns = row.type.columns;
    if (!Object.hasOwn(columns, column))
      fail(
        'unknown-reference',
        `The table row has no column "${column}".`,
        suggest(column, Object.keys(columns), 'columns'),
        column,
      );
    return { ir: { k: 'column', row: row.ir, name: column }, type: columns[column]! };
  }
  if (!isSymbolNode(object))
    return fail('unsupported-syntax', 'Only a table name can be indexed: table[key].', undefined, object.toString());
  const name = object.name;
  const table = scope.get(name);
  if (!table)
    return fail('unknown-reference', `Unknown table "${name}".`, scope.hint(name, functionNotes(scope)), name);
  if (table.kind !== 'lookup' && table.kind !== 'source' && table.kind !== 'dataset')
    return fail('type-mismatch', `"${name}" is not a table, so it cannot be read with [key].`, undefined, name);
  if (index.dimensions.length !== 1)
    return fail('unsupported-syntax', `A table is read with one key: ${name}[key].`, undefined, name);
  const key = sub(index.dimensions[0]!);
  if (key.type !== 'string' && key.type !== 'number')
    fail(
      'type-mismatch',
      `The key of ${name}[...] must be a text or a number.`,
      undefined,
      index.dimensions[0]!.toString(),
    );
  if (table.kind === 'lookup') checkKey(table, key.ir, index.dimensions[0]!.toString(), fail);
  return { ir: { k: 'lookup', table, key: key.ir }, type: table.row };
}

/** The values a key can have, when they are known: a constant, an input's options, a series' keys, either branch of "? :". */
function knownValues(ir: IR): (string | number)[] | undefined {
  if (ir.k === 'num' || ir.k === 'str') return [ir.v];
  if (ir.k === 'ref' && (ir.ref.kind === 'input' || ir.ref.kind === 'row')) return ir.ref.values;
  if (ir.k === 'cond') {
    const a = knownValues(ir.a);
    const b = knownValues(ir.b);
    return a && b ? [...a, ...b] : undefined;
  }
  return undefined;
}

/**
 * A lookup read with a key: a constant key must be a row (a typo would silently read the fallback);
 * without a fallback, every option (or series key) that can be the key must be a row; and a text
 * table read with any key needs its fallback (it would show nothing).
 */
function checkKey(
  table: Extract<TableRef, { kind: 'lookup' }>,
  key: IR,
  keyText: string,
  fail: Fail,
  what = 'Lookup',
): void {
  const values = knownValues(key);
  if (!values) {
    if (table.row === 'string' && table.fallback === undefined)
      fail(
        'missing-key',
        `${what} "${table.name}" has texts as rows and no "fallback": a key that is not a row would show an empty text.`,
        'Add "fallback: <key>" naming the default row, or read it with an input whose options are all rows.',
        keyText,
      );
    return;
  }
  const constant = key.k === 'num' || key.k === 'str';
  const absent = [...new Set(values.map(String))].filter((v) => !table.keys.includes(v));
  if (absent.length === 0) return;
  if (!constant && table.fallback !== undefined) {
    // The fallback is meant for the options without a row; an option near a row that no option
    // reaches ("D5" and a row "D55") is a typo that would silently read the fallback.
    const unreachable = table.keys.filter((k) => !values.map(String).includes(k));
    const typo = absent.find((v) => closest(v, unreachable) !== undefined);
    if (typo === undefined) return;
    const row = closest(typo, unreachable)!;
    const ref = key.k === 'ref' ? key.ref.name : keyText;
    fail(
      'unknown-reference',
      `${what} "${table.name}" has no row "${typo}" (a value of "${ref}"), so it reads the fallback "${table.fallback}"; its row "${row}" is read by no value of "${ref}".`,
      `Is the row "${row}" meant for "${typo}"? Rename the row or the option (the fallback is for values that have no row of their own).`,
      keyText,
    );
  }
  const first = absent[0]!;
  if (constant)
    fail(
      'unknown-reference',
      `${what} "${table.name}" has no row "${first}".`,
      suggestAmong(first, table.keys, 'rows'),
      keyText,
    );
  const ref = key.k === 'ref' ? key.ref.name : keyText;
  const list = absent.map((v) => `"${v}"`).join(', ');
  fail(
    'unknown-reference',
    `${what} "${table.name}" has no row for ${absent.length === 1 ? 'the value' : 'the values'} ${list} of "${ref}", and no "fallback".`,
    `Add ${absent.length === 1 ? 'that row' : 'those rows'} (its rows: ${table.keys
      .slice(0, 12)
      .map((k) => `"${k}"`)
      .join(', ')}${table.keys.length > 12 ? '...' : ''}), or "fallback: <key>" naming the default row.`,
    keyText,
  );
}

/** `name == "value"` where the input (or series index) never takes that value: a typo, never true. */
function checkOption(named: IR, constant: IR, constantText: string, op: string, fail: Fail): void {
  if (named.k !== 'ref' || (named.ref.kind !== 'input' && named.ref.kind !== 'row') || !named.ref.values) return;
  if (constant.k !== 'num' && constant.k !== 'str') return;
  const values = named.ref.values.map(String);
  const value = String(constant.v);
  if (values.includes(value)) return;
  const always = op === '!=' ? 'always true' : 'never true';
  const what =
    named.ref.kind === 'input'
      ? `No option of "${named.ref.name}" has the value "${value}"`
      : `"${value}" is not one of the keys of the series of "${named.ref.name}"`;
  fail(
    'unknown-reference',
    `${what}, so this comparison is ${always}.`,
    suggestAmong(value, values, named.ref.kind === 'input' ? 'option values' : 'keys'),
    constantText,
  );
}

/**
 * `series.column` (or `rowsInput.field`) where a function takes any number of values: every value
 * of the column, in row order, as that many arguments. Undefined when the node is not one.
 */
function spread(node: MathNode, scope: Scope, fail: Fail): IR | undefined {
  if (!isAccessorNode(node) || !node.index.dotNotation || !isSymbolNode(node.object)) return undefined;
  const rows = scope.get(node.object.name);
  if (rows?.kind !== 'rows' && rows?.kind !== 'series') return undefined;
  const dimension = node.index.dimensions[0];
  const column = isConstantNode(dimension) ? String(dimension.value) : String(dimension);
  const columns = rows.kind === 'rows' ? rows.fields : Object.keys(rows.columns);
  if (!columns.includes(column))
    return fail(
      'unknown-reference',
      `"${rows.name}" has no ${rows.kind === 'rows' ? 'field' : 'column'} "${column}".`,
      suggest(column, columns, rows.kind === 'rows' ? 'fields' : 'columns'),
      column,
    );
  if (rows.kind === 'series' && rows.columns[column] !== 'number')
    return fail('type-mismatch', `The column "${column}" of "${rows.name}" is not a number.`, undefined, column);
  return { k: 'spread', rows, column };
}

/** What a parameter's call takes after the day, by its shape: [argument, its example]. */
const PARAMETER_ARGS: Record<ParameterRef['shape'], [what: string, example: string][]> = {
  number: [],
  table: [['a key', 'regione']],
  brackets: [['an amount', 'reddito']],
  'keyed-brackets': [
    ['a key', 'regione'],
    ['an amount', 'reddito'],
  ],
};

/** How a parameter is read, as a hint. */
function parameterUse(ref: ParameterRef): string {
  const more = PARAMETER_ARGS[ref.shape];
  const tax = ref.shape.endsWith('brackets') ? ', the tax on the amount' : '';
  return `${ref.name}(day${more.map(([what]) => `, ${what.replace(/^an? /, '')}`).join('')})${tax}: ${ref.name}(dataPagamento${more.map(([, example]) => `, ${example}`).join('')})`;
}

/**
 * A parameter's value on a day (a day number), with a table's key, a bracket table's amount, or
 * the key and the amount of bracket tables by key.
 */
function parameterCall(
  parameter: ParameterRef,
  args: readonly MathNode[],
  { sub, need, fail }: Walker,
): CheckedFormula {
  const { name } = parameter;
  const more = PARAMETER_ARGS[parameter.shape];
  if (args.length !== more.length + 1)
    fail(
      'wrong-arguments',
      `${name}() takes ${more.length + 1} argument${more.length ? 's' : ''} (a day${more.map(([what]) => ` and ${what}`).join('')}), got ${args.length}.`,
      `Example: ${parameterUse(parameter)}`,
      name,
    );
  const at = need(args[0]!, 'number', `The day of ${name}()`);
  const keyed = parameter.shape === 'table' || parameter.shape === 'keyed-brackets';
  let key: IR | undefined;
  if (keyed) {
    const checked = sub(args[1]!);
    if (checked.type !== 'string' && checked.type !== 'number')
      fail('type-mismatch', `The key of ${name}() must be a text or a number.`, undefined, args[1]!.toString());
    // A key is checked as a lookup's without a fallback: a typo would read N/D.
    checkKey(
      { kind: 'lookup', name, row: 'number', keys: parameter.keys },
      checked.ir,
      args[1]!.toString(),
      fail,
      'The rule',
    );
    key = checked.ir;
  }
  const amount = parameter.shape.endsWith('brackets')
    ? need(args[more.length]!, 'number', `The amount of ${name}()`)
    : undefined;
  return {
    ir: { k: 'parameter', parameter, at, ...(key ? { key } : {}), ...(amount ? { amount } : {}) },
    type: 'number',
  };
}

/** A literal list of numbers, such as [15000, 28000] (items may be constant expressions: -1, 2/3). */
function literalList(node: MathNode, fnName: string, fail: Fail): IR {
  const notPlain = () =>
    fail(
      'wrong-arguments',
      `${fnName}() needs a list of plain numbers here, such as [15000, 28000].`,
      undefined,
      node.toString(),
    );
  if (!isArrayNode(node)) return notPlain();
  const items = node.items.map((item) => {
    if (isSymbolNode(item)) return undefined;
    try {
      const value: unknown = item.evaluate();
      return typeof value === 'number' ? value : undefined;
    } catch {
      return undefined;
    }
  });
  return { k: 'list', items: items.map((value) => value ?? notPlain()) };
}

/**
 * Names a formula reads (for ordering definitions); undefined when it does not parse or is over
 * the limits (checkFormula reports both). The name of a function and the target of an
 * assignment (an error reported by the check) are not read.
 */
export function namesIn(text: string): Set<string> | undefined {
  if (overLimits(String(text))) return undefined;
  let root: MathNode;
  try {
    root = parse(String(text));
  } catch {
    return undefined;
  }
  const names = new Set<string>();
  root.traverse((node, _path, parent) => {
    // A special form's name arguments (prev's column of the row before, present's input) are not reads:
    // a value "fondo: prev(fondo, 0) + quota" is a misplaced series column, reported as such, not a cycle.
    const form = isFunctionNode(parent) && isSymbolNode(parent.fn) ? formNamed(parent.fn.name) : undefined;
    const previousColumn = isFunctionNode(parent) && form?.namesArgs?.some((k) => parent.args[k] === node) === true;
    const notRead =
      (isFunctionNode(parent) && parent.fn === node) ||
      (isAssignmentNode(parent) && parent.object === node) ||
      previousColumn;
    if (isSymbolNode(node) && !notRead) names.add(node.name);
  });
  return names;
}

/** The functions a formula calls by name (to order a file's functions); undefined as for namesIn. */
export function callsIn(text: string): Set<string> | undefined {
  if (overLimits(String(text))) return undefined;
  let root: MathNode;
  try {
    root = parse(String(text));
  } catch {
    return undefined;
  }
  const calls = new Set<string>();
  root.traverse((node) => {
    if (isFunctionNode(node) && isSymbolNode(node.fn)) calls.add(node.fn.name);
  });
  return calls;
}
