/**
 * The option a key moves to in a group of options the arrow keys walk (WAI-ARIA Authoring
 * Practices): tabs (left and right, Home, End) and radio groups (the four arrows); both wrap.
 */
const MOVES = {
  tabs: { ArrowRight: 1, ArrowLeft: -1, Home: 'first', End: 'last' },
  radios: { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 },
} as const;

/** The index `key` moves to from `index` of `count` options, or undefined for a key that moves nothing. */
export function optionFor(group: keyof typeof MOVES, key: string, index: number, count: number): number | undefined {
  const move = (MOVES[group] as Record<string, 1 | -1 | 'first' | 'last'>)[key];
  if (move === undefined || count === 0) return undefined;
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  return (index + move + count) % count;
}
