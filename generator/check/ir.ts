import type { RowsRef, ScalarRef, TableRef } from './scope.ts';

/**
 * The checked form of a formula: names resolved to what they stand for, functions resolved, types
 * known. The compile stage turns it into JavaScript without looking anything up again.
 */
export type IR =
  | { k: 'num'; v: number }
  | { k: 'str'; v: string }
  | { k: 'bool'; v: boolean }
  | { k: 'ref'; ref: ScalarRef }
  | { k: 'unary'; op: '-' | '+' | '!'; a: IR }
  | { k: 'binary'; op: BinaryOp; a: IR; b: IR }
  | { k: 'call'; fn: string; args: IR[] }
  /** A call of a function of the file (functions:). */
  | { k: 'apply'; fn: string; args: IR[] }
  | { k: 'list'; items: number[] }
  | { k: 'cond'; c: IR; a: IR; b: IR }
  | { k: 'lookup'; table: TableRef; key: IR }
  | { k: 'column'; row: IR; name: string }
  | { k: 'aggregate'; op: 'sum' | 'count' | 'last'; rows: RowsRef; body?: IR; filter?: IR }
  | { k: 'present'; input: string }
  /** prev(column, first): `column` of the previous row of series number `series`, `first` before the first row. */
  | { k: 'prev'; series: number; column: string; first: IR };

export type BinaryOp = '+' | '-' | '*' | '/' | '**' | 'mod' | '===' | '!==' | '<' | '<=' | '>' | '>=' | '&&' | '||';
