/** Remainder with the sign of the divisor, as mathjs: mod(-1, 60) = 59. */
export function mod(x: number, y: number): number {
  return y === 0 ? x : x - y * Math.floor(x / y);
}
