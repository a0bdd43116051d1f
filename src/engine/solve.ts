/**
 * 'Calcola al contrario': finds the value of one number input that makes a result equal a target,
 * the other inputs staying as they are. A bracketed root finder on the compiled `evaluate`:
 *
 *   1. the bracket: from the declaration's min to its max, or, without max, widened fourfold from
 *      the input's current value until the result passes the target, then doubled (up to 1e12);
 *   2. the roots of result - target in it, by the shared root finder (language/roots.ts): an
 *      evaluation that fails a guard or gives a number that is not finite is outside the domain;
 *      a root is where the result is the target to its shown precision.
 *
 * No root: 'outside' when the result, at the top of the range, had come closer to the target without
 * reaching it (the answer, if any, lies beyond what was searched), else 'none'; one: 'found', with the
 * evaluation at it; several: 'many', with them.
 *
 *   const outcome = solveRaw(calculator, calculator.reverse![0]!, form.getValues(), 30000, sources);
 */

import { formats } from '../../language/formats/index.ts';
import { domainEdge, findRoots } from '../../language/roots.ts';
import type {
  CalculatorModule,
  Evaluation,
  ParsedInputs,
  RawValues,
  ResultSpec,
  ReverseSpec,
  SourceData,
} from '../../language/spec.ts';
import { evaluateInputs } from './compute.ts';
import { parseInputs } from './parse.ts';

export type SolveOutcome =
  | { kind: 'found'; value: number; evaluation: Evaluation }
  | { kind: 'none' }
  | { kind: 'outside'; min: number; max: number }
  | { kind: 'many'; values: number[] };

/** The widest bracket searched without a declared max. */
export const SEARCH_LIMIT = 1e12;
/** The declaration that `wanted` names: its result, and its input when given. */
export function reverseOf<D extends { result: string; input: string }>(
  declarations: readonly D[],
  wanted: { result: string; input?: string },
): D[] {
  return declarations.filter(
    (d) => d.result === wanted.result && (wanted.input === undefined || d.input === wanted.input),
  );
}

/** Half a unit of the last decimal the result shows: how close to the target a root must come. */
export function resultTolerance(result: Pick<ResultSpec, 'format' | 'decimals'>): number {
  const decimals = result.decimals ?? formats[result.format].decimals ?? 2;
  return 0.5 * 10 ** -decimals;
}

/** Solves from what the form holds. */
export function solveRaw(
  calculator: CalculatorModule,
  spec: ReverseSpec,
  raw: RawValues,
  target: number,
  sources: SourceData,
): SolveOutcome {
  const { values, filled } = parseInputs(calculator.inputs, raw);
  return solve(calculator, spec, values, { ...filled, [spec.input]: true }, sources, target);
}

export function solve(
  calculator: CalculatorModule,
  spec: ReverseSpec,
  inputs: ParsedInputs,
  filled: Record<string, boolean>,
  sources: SourceData,
  target: number,
): SolveOutcome {
  const at = (x: number) => evaluateInputs(calculator, { ...inputs, [spec.input]: x }, filled, sources);
  /** result - target, or undefined outside the domain. */
  const g = (x: number): number | undefined => {
    const value = at(x)?.values[spec.result];
    return typeof value === 'number' && Number.isFinite(value) ? value - target : undefined;
  };
  const result = calculator.results.find((r) => r.id === spec.result)!;
  // Far from the cent, a steep result's last digits are binary noise.
  const tolerance = Math.max(resultTolerance(result), 1e-9 * Math.abs(target));
  const current = inputs[spec.input];
  const hi = spec.max ?? widen(g, spec.min, typeof current === 'number' ? current : 0);
  const roots = findRoots(g, spec.min, hi, tolerance, spec.scan);
  if (roots.length === 0)
    return beyond(g, spec.min, hi) ? { kind: 'outside', min: spec.min, max: hi } : { kind: 'none' };
  if (roots.length > 1) return { kind: 'many', values: roots };
  const value = onStep(roots[0]!, inputStep(calculator, spec.input), (x) => {
    const off = g(x);
    return off !== undefined && Math.abs(off) <= tolerance;
  });
  return { kind: 'found', value, evaluation: at(value)! };
}

/** The step of a number input's arrow keys, if it declares one. */
function inputStep(calculator: CalculatorModule, id: string): number | undefined {
  const input = calculator.inputs.find((i) => i.id === id);
  return input && 'step' in input ? input.step : undefined;
}

/**
 * The root `x` on the input's step when the result there is still the target: a net salary of
 * 26.032,18 € asked back gives a RAL of 35.000 € (step 500), not 35.000,03 €, the cents the
 * result's own rounding leaves; else x as found, with every digit.
 */
function onStep(x: number, step: number | undefined, hits: (x: number) => boolean): number {
  if (step === undefined || !(step > 0)) return x;
  // 0,1 × 3 is 0,30000000000000004: written to the step's decimals.
  const stepped = Number((Math.round(x / step) * step).toFixed(Math.max(0, Math.ceil(-Math.log10(step)))));
  return stepped !== x && hits(stepped) ? stepped : x;
}

/**
 * The top of the bracket: fourfold steps from the current value until g has passed the sign it has
 * at the bottom of its domain, then twice that.
 */
function widen(g: (x: number) => number | undefined, lo: number, current: number): number {
  let low = g(lo);
  for (let hi = Math.max(lo + 1, Math.abs(current)); hi < SEARCH_LIMIT; hi *= 4) {
    const value = g(hi);
    if (value === undefined) continue;
    low ??= g(domainEdge(g, lo, hi));
    // Twice as far: a second crossing close above the first makes the answer ambiguous.
    if (value === 0 || (low !== undefined && Math.sign(low) !== Math.sign(value)))
      return Math.min(hi * 2, SEARCH_LIMIT);
  }
  return SEARCH_LIMIT;
}

/**
 * Whether the target lies beyond the top of [lo, hi]: the result is on one side of it at both ends
 * (lo taken at the edge of the domain), and nearer it at the top.
 */
function beyond(g: (x: number) => number | undefined, lo: number, hi: number): boolean {
  const top = g(hi);
  const bottom = g(lo) ?? (top === undefined ? undefined : g(domainEdge(g, lo, hi)));
  return (
    top !== undefined &&
    bottom !== undefined &&
    Math.sign(top) === Math.sign(bottom) &&
    Math.abs(top) < Math.abs(bottom)
  );
}
