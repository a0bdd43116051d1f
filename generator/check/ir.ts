/**
 * The checked form of a formula: names resolved to what reads them, functions resolved, types
 * known. The compile stage turns it into JavaScript without looking anything up again.
 */
export type IR =
  | { k: 'num'; v: number }
  | { k: 'str'; v: string }
  | { k: 'bool'; v: boolean }
  | { k: 'ref'; js: string }
  | { k: 'unary'; op: '-' | '+' | '!'; a: IR }
  | { k: 'binary'; op: BinaryOp; a: IR; b: IR }
  | { k: 'call'; fn: string; args: IR[] }
  | { k: 'list'; items: number[] }
  | { k: 'cond'; c: IR; a: IR; b: IR }
  | { k: 'lookup'; table: string; key: IR; fallback?: string; scalar: boolean }
  | { k: 'column'; row: IR; name: string }
  | { k: 'aggregate'; op: 'sum' | 'count'; rows: string; row: string; body?: IR; filter?: IR }
  | { k: 'present'; input: string };

export type BinaryOp = '+' | '-' | '*' | '/' | '**' | 'mod' | '===' | '!==' | '<' | '<=' | '>' | '>=' | '&&' | '||';
