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

/** How many index values `range` gives with no `max`. */
export function rangeSize(from: number, to: number, step: number): number {
  if (!Number.isFinite(from) || !Number.isFinite(to) || !(step > 0) || to < from) return 0;
  return Math.floor((to - from) / step + 1e-9) + 1;
}

/** `{ [series]: rows its range holds }` when `max` left it `rows` short of them (the table says so); else nothing. */
export function cutShort(series: string, rows: number, from: number, to: number, step: number): Record<string, number> {
  const total = rangeSize(from, to, step);
  return total > rows ? { [series]: total } : {};
}
