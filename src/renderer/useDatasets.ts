import { useEffect } from 'react';
import { loadDataset } from '../engine/datasets.ts';
import type { CalculatorSession } from '../engine/session.ts';

/**
 * The datasets the calculator's formulas read (src/engine/datasets.ts), loaded once the page is
 * live, after its hydration (never with the page's own JavaScript): until they arrive their rows
 * read as absent, as in the prerendered page, then the session computes again (not a calculation
 * the visitor asked for: session.ts, recompute). A page that is not online keeps the absent rows
 * (its search fields say so).
 */
export function useDatasets(session: CalculatorSession): void {
  useEffect(() => {
    const ids = session.calculator.datasets ?? [];
    if (ids.length === 0) return;
    let live = true;
    Promise.all(ids.map(loadDataset)).then(
      () => {
        if (live) session.recompute();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [session]);
}
