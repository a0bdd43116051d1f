/**
 * IR -> JavaScript, built with the `_` template (compile/code.ts): literals are escaped there, and
 * names and operators are Code from closed sets, so no text of a file can become code.
 */

import { IMPLEMENTED_IN } from '../../language/functions/impls.ts';
import { formulaFunctions } from '../../language/functions/index.ts';
import type { RuleReader } from '../../language/parameters.ts';
import type { BinaryOp, IR } from '../check/ir.ts';
import type { ParameterShape, RefKind } from '../check/scope.ts';
import { formOf } from '../forms/index.ts';
import { rowsJs } from '../forms/rows.ts';
import { _, type Code, join, literal, name } from './code.ts';
import { jsName, ROW, ROW_OF, userFunction } from './names.ts';

const BINARY: Record<Exclude<BinaryOp, 'mod'>, Code> = {
  '+': _`+`,
  '-': _`-`,
  '*': _`*`,
  '/': _`/`,
  '**': _`**`,
  '===': _`===`,
  '!==': _`!==`,
  '<': _`<`,
  '<=': _`<=`,
  '>': _`>`,
  '>=': _`>=`,
  '&&': _`&&`,
  '||': _`||`,
};
const UNARY = { '-': _`-`, '+': _`+`, '!': _`!` } as const;

/** The reader of a module's Rules (language/parameters.ts) that reads a rule of each shape. */
export const PARAMETER_READERS: Record<ParameterShape, RuleReader> = {
  number: 'numberAt',
  table: 'keyedAt',
  brackets: 'taxAt',
  'keyed-brackets': 'keyedTaxAt',
};

/**
 * The library functions a generated module calls (`F.name(` in its text, as toJs writes them),
 * each imported by name from the module that implements it (language/functions/impls.ts says
 * which) and gathered as F: a page loads the files of those functions only. Empty when it calls none.
 */
export function functionImports(code: string): string {
  const names = [...new Set([...code.matchAll(/\bF\.([A-Za-z]\w*)\(/g)].map((m) => m[1]!))].sort();
  if (names.length === 0) return '';
  const byModule = new Map<string, string[]>();
  for (const fn of names) byModule.set(IMPLEMENTED_IN[fn]!, [...(byModule.get(IMPLEMENTED_IN[fn]!) ?? []), fn]);
  const imports = [...byModule].map(
    ([module, fns]) => `import { ${fns.join(', ')} } from '../../../language/${module}.ts';\n`,
  );
  return `${imports.join('')}const F = { ${names.join(', ')} };\n`;
}

/** The name of the Rules a compiled formula reads its rules through (a parameter of the function it is in). */
export const RULES_IN_SCOPE = 'R';

/** A parameter call's arguments, in the order its reader takes them: the day, the key, the amount. */
export const parameterArgs = (ir: Extract<IR, { k: 'parameter' }>): IR[] =>
  [ir.at, ir.key, ir.amount].filter((arg) => arg !== undefined);

export function toJs(ir: IR): Code {
  switch (ir.k) {
    case 'num':
    case 'str':
    case 'bool':
      return literal(ir.v);
    case 'ref':
      return jsName(ir.ref);
    case 'unary':
      return _`(${UNARY[ir.op]}${toJs(ir.a)})`;
    case 'binary':
      if (ir.op === 'mod') return _`F.mod(${toJs(ir.a)}, ${toJs(ir.b)})`;
      return _`(${toJs(ir.a)} ${BINARY[ir.op]} ${toJs(ir.b)})`;
    case 'call':
      // The checker resolved the name in the function library: F has it, with its type.
      return _`F.${name(ir.fn)}(${join(ir.args.map(toJs))})`;
    case 'apply':
      // A function of the file, declared once in the module (compile/functions.ts).
      return _`${userFunction(ir.fn)}(${join(ir.args.map(toJs))})`;
    case 'list':
      return _`[${join(ir.items.map(literal))}]`;
    case 'spread':
      return _`...${rowsJs(ir.rows)}.map((${ROW}) => ${ROW}.${name(ir.column)})`;
    case 'cond':
      return _`(${toJs(ir.c)} ? ${toJs(ir.a)} : ${toJs(ir.b)})`;
    case 'lookup': {
      // rowOf (declared by the module) reads own rows only: a key such as "constructor" or
      // "toString" is an absent row, not a function inherited from Object.
      const table = jsName(ir.table);
      // Without a fallback, the checker made sure every key of a text table is a row: "" only types it.
      const fallback =
        ir.table.kind === 'lookup' && ir.table.fallback !== undefined
          ? _`${table}[${ir.table.fallback}]!`
          : ir.table.kind === 'dataset'
            ? _`{ ${join(Object.keys(ir.table.row.columns).map((c) => _`${name(c)}: ""`))} }`
            : ir.table.row === 'string'
              ? _`""`
              : _`0`;
      return _`(${ROW_OF}(${table}, ${toJs(ir.key)}) ?? ${fallback})`;
    }
    case 'parameter': {
      // Read through the Rules in scope, `R` (compile/parameters.ts): the module's, or those a caller gives.
      const args = [literal(ir.parameter.name), ...parameterArgs(ir).map(toJs)];
      return _`${name(RULES_IN_SCOPE)}.${name(PARAMETER_READERS[ir.parameter.shape])}(${join(args)})`;
    }
    case 'column':
      return _`${toJs(ir.row)}.${name(ir.name)}`;
    case 'aggregate':
    case 'present':
    case 'prev':
    case 'solve':
      // A special form compiles itself (generator/forms/).
      return formOf(ir).compile(ir, toJs);
  }
}

/** What pieces of IR read, to declare only what is used: names by kind, the file's functions, `filled`, the clock. */
export interface Reads {
  names: Record<Exclude<RefKind, 'field'>, Set<string>>;
  /** The file's functions called directly (not those they call). */
  userFunctions: Set<string>;
  filled: boolean;
  /** The inputs whose being filled is read (present(x)). */
  present: Set<string>;
  /** A function that reads the visitor's clock (today()). */
  clock: boolean;
}

export function noReads(): Reads {
  return {
    names: {
      input: new Set(),
      rows: new Set(),
      series: new Set(),
      value: new Set(),
      row: new Set(),
      lookup: new Set(),
      source: new Set(),
      dataset: new Set(),
      parameter: new Set(),
      param: new Set(),
    },
    userFunctions: new Set(),
    filled: false,
    present: new Set(),
    clock: false,
  };
}

/** Adds what `ir` reads to `into`. A row field is local to its sumOf/countOf and not counted. */
export function readsOf(ir: IR, into: Reads = noReads()): Reads {
  switch (ir.k) {
    case 'ref':
      if (ir.ref.kind !== 'field') into.names[ir.ref.kind].add(ir.ref.name);
      break;
    case 'unary':
      readsOf(ir.a, into);
      break;
    case 'binary':
      readsOf(ir.a, into);
      readsOf(ir.b, into);
      break;
    case 'call':
      if (formulaFunctions.get(ir.fn)?.clock) into.clock = true;
      for (const a of ir.args) readsOf(a, into);
      break;
    case 'apply':
      into.userFunctions.add(ir.fn);
      for (const a of ir.args) readsOf(a, into);
      break;
    case 'cond':
      for (const a of [ir.c, ir.a, ir.b]) readsOf(a, into);
      break;
    case 'lookup':
      into.names[ir.table.kind].add(ir.table.name);
      readsOf(ir.key, into);
      break;
    case 'column':
      readsOf(ir.row, into);
      break;
    case 'parameter':
      into.names.parameter.add(ir.parameter.name);
      for (const arg of parameterArgs(ir)) readsOf(arg, into);
      break;
    case 'spread':
      into.names[ir.rows.kind].add(ir.rows.name);
      break;
    case 'aggregate':
      into.names[ir.rows.kind].add(ir.rows.name);
      if (ir.body) readsOf(ir.body, into);
      if (ir.filter) readsOf(ir.filter, into);
      break;
    case 'present':
      into.filled = true;
      into.present.add(ir.input);
      break;
    case 'prev':
      readsOf(ir.first, into);
      break;
    case 'solve':
      // The body's x is a field, local to it.
      for (const part of [ir.body, ir.target, ir.low, ir.high]) readsOf(part, into);
      break;
  }
  return into;
}
