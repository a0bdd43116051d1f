/**
 * The bracketed root finder that 'Calcola al contrario' (src/engine/solve.ts) and the functions
 * that solve an equation (irr, rate) share:
 *
 *   1. a scan of [lo, hi] (evenly spaced and, from 0 up, geometrically spaced points, plus the
 *      edges of the domain) for sign changes of g; where g is undefined (a guard failed, a value
 *      that is not finite) is outside the domain;
 *   2. Brent's method in each interval that changes sign, keeping the roots where |g| is within
 *      the tolerance (a jump of a step function is not a root).
 *
 * Two roots closer than a scan step are not told apart (the scan sees no sign change between
 * them); a caller that must not miss them scans a narrower range or a transformed variable.
 *
 *   findRoots((r) => npv(r, ...flows), -0.99, 10, 1e-9) // [0.0184...]
 */

/** Points of each of the two scans of the bracket, unless the caller asks for more. */
const SCAN_POINTS = 32;
const MAX_ITERATIONS = 100;

/** About the edge of g's domain between `outside` (no value) and `inside` (a value), by bisection: a point inside. */
export function domainEdge(g: (x: number) => number | undefined, outside: number, inside: number): number {
  for (let i = 0; i < 32; i++) {
    const mid = (outside + inside) / 2;
    if (g(mid) === undefined) outside = mid;
    else inside = mid;
  }
  return inside;
}

/** The points scanned: evenly spaced over [lo, hi], plus geometrically spaced when the range starts at 0 or above. */
function scanPoints(lo: number, hi: number, count: number): number[] {
  const points = Array.from({ length: count + 1 }, (_, k) => lo + ((hi - lo) * k) / count);
  if (lo >= 0) {
    const from = lo > 0 ? lo : hi * 1e-12;
    for (let k = 0; k <= count; k++) points.push(from * (hi / from) ** (k / count));
  }
  return [...new Set(points)].sort((a, b) => a - b);
}

/**
 * Every root of g in [lo, hi] that the scan brackets, ascending: the points where g is within
 * `tolerance` of 0. g is undefined outside its domain.
 */
export function findRoots(
  g: (x: number) => number | undefined,
  lo: number,
  hi: number,
  tolerance: number,
  points = SCAN_POINTS,
): number[] {
  const scanned = scanPoints(lo, hi, points).map((x) => ({ x, y: g(x) }));
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

/**
 * The x in [low, high] at which f(x) = target, for solve() of formulas (generator/forms/solve.ts):
 * within 1e-9 of the target's size; N/D (NaN) when no x or more than one does it, or the range is
 * not one. `f` reads x as `at.x`, as the compiled body of solve() reads its variable.
 */
export function solveFor(f: (at: { x: number }) => number, target: number, low: number, high: number): number {
  if (![target, low, high].every(Number.isFinite) || !(low < high)) return Number.NaN;
  const g = (x: number) => {
    const value = f({ x }) - target;
    return Number.isFinite(value) ? value : undefined;
  };
  const roots = findRoots(g, low, high, 1e-9 * Math.max(1, Math.abs(target)), 256);
  return roots.length === 1 ? roots[0]! : Number.NaN;
}
