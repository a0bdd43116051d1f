/**
 * Rounds half away from zero to `decimals` places (default 0). The nudge of one epsilon keeps
 * decimal halves that binary cannot hold exactly on the right side: 1.005 -> 1.01.
 */
export function round(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
}
