/**
 * The index values of a series: from, from + step, ... up to `to` (inclusive, with a tolerance
 * for decimal steps), at most `max` of them. Nothing for non-finite bounds or a step <= 0.
 */
export function range(from: number, to: number, step: number, max: number): number[] {
  const out: number[] = [];
  if (!Number.isFinite(from) || !Number.isFinite(to) || !(step > 0)) return out;
  for (let k = 0; k < max; k++) {
    const value = from + k * step;
    if (value > to + step * 1e-9) break;
    out.push(value);
  }
  return out;
}

/** How many index values `range` gives with no `max`: a table cut short by `max` says how many rows it lacks. */
export function rangeSize(from: number, to: number, step: number): number {
  if (!Number.isFinite(from) || !Number.isFinite(to) || !(step > 0) || to < from) return 0;
  return Math.floor((to - from) / step + 1e-9) + 1;
}
