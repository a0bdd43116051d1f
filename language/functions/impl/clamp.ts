/** x limited to [low, high]. */
export const clamp = (x: number, low: number, high: number): number => Math.min(Math.max(x, low), high);
