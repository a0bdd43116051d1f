/**
 * IR -> JavaScript. Every literal goes through JSON.stringify (or a finite-number check), and
 * every name was validated as an identifier by the schema, so user text cannot become code.
 */
import type { IR } from '../check/ir.ts';

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
      return ir.js;
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
      const fallback = ir.fallback !== undefined ? ` ?? ${ir.table}[${literal(ir.fallback)}]!` : '';
      return `(${ir.table}[${toJs(ir.key)}]${fallback}${ir.scalar ? ' ?? 0' : ''})`;
    }
    case 'column':
      return `${toJs(ir.row)}.${ir.name}`;
    case 'aggregate': {
      const rows = ir.filter ? `${ir.rows}.filter((${ir.row}) => ${toJs(ir.filter)})` : ir.rows;
      return ir.op === 'count' ? `${rows}.length` : `${rows}.reduce((sum, ${ir.row}) => sum + ${toJs(ir.body!)}, 0)`;
    }
    case 'present':
      return `(f.${ir.input} === true)`;
  }
}

/** Every name a piece of IR reads (in_x, v_x, L_x, src_x, F), to declare only what is used. */
export function readsOf(ir: IR, into = new Set<string>()): Set<string> {
  switch (ir.k) {
    case 'ref':
      into.add(ir.js.split('.')[0]!);
      break;
    case 'unary':
      readsOf(ir.a, into);
      break;
    case 'binary':
      if (ir.op === 'mod') into.add('F');
      readsOf(ir.a, into);
      readsOf(ir.b, into);
      break;
    case 'call':
      into.add('F');
      for (const a of ir.args) readsOf(a, into);
      break;
    case 'cond':
      for (const a of [ir.c, ir.a, ir.b]) readsOf(a, into);
      break;
    case 'lookup':
      into.add(ir.table);
      readsOf(ir.key, into);
      break;
    case 'column':
      readsOf(ir.row, into);
      break;
    case 'aggregate':
      into.add(ir.rows);
      if (ir.body) readsOf(ir.body, into);
      if (ir.filter) readsOf(ir.filter, into);
      break;
    case 'present':
      into.add('f');
      break;
  }
  return into;
}
