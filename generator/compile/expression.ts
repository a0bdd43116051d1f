/**
 * IR -> JavaScript. Every literal goes through JSON.stringify (or a finite-number check), and
 * every name was validated as an identifier by the schema, so user text cannot become code.
 */
import type { IR } from '../check/ir.ts';
import type { RefKind } from '../check/scope.ts';
import { jsName, ROW } from './names.ts';

export function literal(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity';
  return JSON.stringify(value);
}

export function toJs(ir: IR): string {
  switch (ir.k) {
    case 'num':
    case 'str':
    case 'bool':
      return literal(ir.v);
    case 'ref':
      return jsName(ir.ref);
    case 'unary':
      return `(${ir.op}${toJs(ir.a)})`;
    case 'binary':
      if (ir.op === 'mod') return `F.mod!(${toJs(ir.a)}, ${toJs(ir.b)})`;
      return `(${toJs(ir.a)} ${ir.op} ${toJs(ir.b)})`;
    case 'call':
      // The checker resolved the name in the function library, hence the assertion.
      return `F.${ir.fn}!(${ir.args.map(toJs).join(', ')})`;
    case 'list':
      return `[${ir.items.map(literal).join(', ')}]`;
    case 'cond':
      return `(${toJs(ir.c)} ? ${toJs(ir.a)} : ${toJs(ir.b)})`;
    case 'lookup': {
      const table = jsName(ir.table);
      const fallback = ir.table.kind === 'lookup' && ir.table.fallback !== undefined ? ` ?? ${table}[${literal(ir.table.fallback)}]!` : '';
      return `(${table}[${toJs(ir.key)}]${fallback}${typeof ir.table.row === 'string' ? ' ?? 0' : ''})`;
    }
    case 'column':
      return `${toJs(ir.row)}.${ir.name}`;
    case 'aggregate': {
      const rows = ir.filter ? `${jsName(ir.rows)}.filter((${ROW}) => ${toJs(ir.filter)})` : jsName(ir.rows);
      return ir.op === 'count' ? `${rows}.length` : `${rows}.reduce((sum, ${ROW}) => sum + ${toJs(ir.body!)}, 0)`;
    }
    case 'present':
      return `(f.${ir.input} === true)`;
  }
}

/** What pieces of IR read, to declare only what is used: names by kind, the function library, `filled`. */
export interface Reads {
  names: Record<Exclude<RefKind, 'field'>, Set<string>>;
  functions: boolean;
  filled: boolean;
}

export function noReads(): Reads {
  return { names: { input: new Set(), rows: new Set(), value: new Set(), row: new Set(), lookup: new Set(), source: new Set() }, functions: false, filled: false };
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
      if (ir.op === 'mod') into.functions = true;
      readsOf(ir.a, into);
      readsOf(ir.b, into);
      break;
    case 'call':
      into.functions = true;
      ir.args.forEach((a) => readsOf(a, into));
      break;
    case 'cond':
      [ir.c, ir.a, ir.b].forEach((a) => readsOf(a, into));
      break;
    case 'lookup':
      into.names[ir.table.kind].add(ir.table.name);
      readsOf(ir.key, into);
      break;
    case 'column':
      readsOf(ir.row, into);
      break;
    case 'aggregate':
      into.names.rows.add(ir.rows.name);
      if (ir.body) readsOf(ir.body, into);
      if (ir.filter) readsOf(ir.filter, into);
      break;
    case 'present':
      into.filled = true;
      break;
  }
  return into;
}
