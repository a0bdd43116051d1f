/**
 * The JavaScript names of generated code, made from what a name stands for: the one place where
 * a reference becomes a name (in_x, v_x, r_x, a_x, L_x, src_x), and a function of the file (f_x).
 */
import type { Ref, RefKind } from '../check/scope.ts';
import { _, type Code, name } from './code.ts';

/** The parameter of a sumOf/countOf callback: one row of a rows input. */
export const ROW = _`row`;

/** The module's function that reads a row of a lookup or source by key (own rows only). */
export const ROW_OF = _`rowOf`;

/** The declaration of ROW_OF, in a module that reads a lookup or a source. */
export const ROW_OF_DECLARATION = _`const ${ROW_OF} = <T>(table: Record<string, T>, key: string | number): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);`;

/** The array of the rows of the `n`-th series of a file, filled as the series is computed. */
export const seriesRows = (n: number): Code => name(`S${n}`);

/** The bounds (from, to, step) of the `n`-th series of a file, when it runs over a range. */
export const seriesBounds = (n: number): Code => name(`B${n}`);

const prefixes: Record<Exclude<RefKind, 'field' | 'series'>, string> = {
  input: 'in_',
  rows: 'in_',
  value: 'v_',
  row: 'r_',
  param: 'a_',
  lookup: 'L_',
  source: 'src_',
  dataset: 'D_',
  parameter: 'P_',
};

/** The JavaScript expression that reads `ref`. */
export function jsName(ref: Pick<Exclude<Ref, { kind: 'series' }>, 'kind' | 'name'>): Code {
  return ref.kind === 'field' ? _`${ROW}.${name(ref.name)}` : name(`${prefixes[ref.kind]}${ref.name}`);
}

/** The JavaScript function of the file's function `fn` (functions:). */
export const userFunction = (fn: string): Code => name(`f_${fn}`);

/** The explanation module's function that writes the steps of a call of `fn` ('Come si calcola'). */
export const userFunctionSteps = (fn: string): Code => name(`x_${fn}`);
