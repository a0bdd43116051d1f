/**
 * 'Calcola al contrario': finds the value of one number input that makes a result equal a target,
 * the other inputs staying as they are. A bracketed root finder on the compiled `evaluate`:
 *
 *   1. the bracket: from the declaration's min to its max, or, without max, widened fourfold from
 *      the input's current value until the result passes the target, then doubled (up to 1e12);
 *   2. a scan of the bracket (evenly spaced and, from 0 up, geometrically spaced points, plus the
 *      edges of the domain) for sign changes of result - target; an evaluation that fails a guard
 *      or gives a number that is not finite is outside the domain;
 *   3. Brent's method in each interval that changes sign, keeping the roots where the result is
 *      the target to its shown precision (a jump of a step function is not a root).
 *
 * No root: 'none'; one: 'found', with the evaluation at it; several: 'many', with them.
 *
 *   const outcome = solveRaw(calculator, calculator.reverse![0]!, form.getValues(), 30000, sources);
 */

import { formats } from '../../language/formats/index.ts';
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
  | { kind: 'many'; values: number[] };

/** The widest bracket searched without a declared max. */
export const SEARCH_LIMIT = 1e12;
/** Points of each of the two scans of the bracket. */
const SCAN_POINTS = 32;
const MAX_ITERATIONS = 100;

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
  const roots = findRoots(g, spec.min, hi, tolerance);
  if (roots.length === 0) return { kind: 'none' };
  if (roots.length > 1) return { kind: 'many', values: roots };
  return { kind: 'found', value: roots[0]!, evaluation: at(roots[0]!)! };
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

/** About the edge of g's domain between `outside` (no value) and `inside` (a value), by bisection: a point inside. */
function domainEdge(g: (x: number) => number | undefined, outside: number, inside: number): number {
  for (let i = 0; i < 32; i++) {
    const mid = (outside + inside) / 2;
    if (g(mid) === undefined) outside = mid;
    else inside = mid;
  }
  return inside;
}

/** The points scanned: evenly spaced over [lo, hi], plus geometrically spaced when the range starts at 0 or above. */
function scanPoints(lo: number, hi: number): number[] {
  const points = Array.from({ length: SCAN_POINTS + 1 }, (_, k) => lo + ((hi - lo) * k) / SCAN_POINTS);
  if (lo >= 0) {
    const from = lo > 0 ? lo : hi * 1e-12;
    for (let k = 0; k <= SCAN_POINTS; k++) points.push(from * (hi / from) ** (k / SCAN_POINTS));
  }
  return [...new Set(points)].sort((a, b) => a - b);
}

/** Every root of g in [lo, hi] that the scan brackets, ascending. */
function findRoots(g: (x: number) => number | undefined, lo: number, hi: number, tolerance: number): number[] {
  const scanned = scanPoints(lo, hi).map((x) => ({ x, y: g(x) }));
  // Where the domain starts or ends between two points, its edge is a point too (a result may run
  // off to infinity there, as a break-even quantity does when the price nears the unit cost).
  const samples = scanned.flatMap((a, k) => {
    const b = scanned[k + 1];
    if (!b || (a.y === undefined) === (b.y === undefined)) return [a];
    const x = a.y === undefined ? domainEdge(g, a.x, b.x) : domainEdge(g, b.x, a.x);
    return [a, { x, y: g(x) }];
  });
  const roots: number[] = [];
  const add = (x: number) => {
    const y = g(x);
    if (y === undefined || Math.abs(y) > tolerance) return;
    const last = roots[roots.length - 1];
    if (last === undefined || x - last > 1e-9 * Math.max(1, Math.abs(x))) roots.push(x);
  };
  for (let k = 0; k < samples.length; k++) {
    const a = samples[k]!;
    if (a.y === undefined) continue;
    // A run of points on the target counts once, at its first point.
    if (a.y === 0) {
      if (samples[k - 1]?.y !== 0) add(a.x);
      continue;
    }
    const b = samples[k + 1];
    if (b?.y !== undefined && b.y !== 0 && Math.sign(a.y) !== Math.sign(b.y)) {
      const root = brent(g, a.x, b.x, a.y, b.y);
      if (root !== undefined) add(root);
    }
  }
  return roots;
}

/**
 * Brent's method (inverse quadratic interpolation, secant and bisection) on [a, b], where g(a)
 * and g(b) have opposite signs; undefined if g leaves its domain inside.
 */
function brent(
  g: (x: number) => number | undefined,
  a0: number,
  b0: number,
  fa0: number,
  fb0: number,
): number | undefined {
  let [a, b, fa, fb] = [a0, b0, fa0, fb0];
  let [c, fc] = [a, fa];
  let d = b - a;
  let e = d;
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    if (Math.sign(fb) === Math.sign(fc)) {
      [c, fc] = [a, fa];
      d = e = b - a;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      [a, b, c] = [b, c, b];
      [fa, fb, fc] = [fb, fc, fb];
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + 1e-12;
    const m = (c - b) / 2;
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const r = fb / fc;
        const t = fa / fc;
        p = s * (2 * m * t * (t - r) - (b - a) * (r - 1));
        q = (t - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    const next = g(b);
    if (next === undefined) return undefined;
    fb = next;
  }
  return b;
}
