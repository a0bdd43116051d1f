import type { ParameterRef, RowsRef, ScalarRef, TableRef } from './scope.ts';

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
  /**
   * A call of a function of the file (functions:). `params`, its parameters' names, make 'Come si
   * calcola' write it as words ("interessi con capitale = C, tasso = r e giorni = g"); without them,
   * as in the head of its definition, it reads interessi(capitale, tasso, giorni).
   */
  | { k: 'apply'; fn: string; args: IR[]; params?: readonly string[] }
  | { k: 'list'; items: number[] }
  /** Every value of a column of a rows input or a series (`flussi.importo`), as the arguments of a function that takes any number. */
  | { k: 'spread'; rows: RowsRef; column: string }
  | { k: 'cond'; c: IR; a: IR; b: IR }
  | { k: 'lookup'; table: TableRef; key: IR }
  /** A dated parameter's value in force on day `at`: a table's row `key`, a bracket table's tax on `amount`, or both. */
  | { k: 'parameter'; parameter: ParameterRef; at: IR; key?: IR; amount?: IR }
  | { k: 'column'; row: IR; name: string }
  | { k: 'aggregate'; op: 'sum' | 'count' | 'last'; rows: RowsRef; body?: IR; filter?: IR }
  | { k: 'present'; input: string }
  /** prev(column, first): `column` of the previous row of series number `series`, `first` before the first row. */
  | { k: 'prev'; series: number; column: string; first: IR }
  /** solve(body in x, target, low, high): the x in [low, high] at which `body` equals `target`. */
  | { k: 'solve'; body: IR; target: IR; low: IR; high: IR };

export type BinaryOp = '+' | '-' | '*' | '/' | '**' | 'mod' | '===' | '!==' | '<' | '<=' | '>' | '>=' | '&&' | '||';
