import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render (the prerendered HTML, and the hydration that must match it), true
 * from the next: for what loads after first paint. Set in a transition, so the render it starts
 * yields to the browser every few milliseconds rather than holding the main thread at once.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}
