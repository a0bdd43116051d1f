import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ChartData, ChartSpec } from '../../engine/types.ts';

const EChart = lazy(() => import('./EChart.tsx'));

export const CHART_LOADING = 'Caricamento grafico...';
export const CHART_ERROR = 'Errore nel caricamento del grafico';

class ChartErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(CHART_ERROR, error);
  }
  override render() {
    return this.state.failed ? <p className="chart-status error" role="alert">{CHART_ERROR}</p> : this.props.children;
  }
}

/**
 * One chart with its title, in a box of fixed height (so nothing moves when it arrives). The chart
 * code is requested only after the page has been painted.
 */
export function ChartBlock({ spec, data }: { spec: ChartSpec; data: ChartData }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = <p className="chart-status">{CHART_LOADING}</p>;
  return (
    <figure className="card chart">
      <figcaption>{spec.title}</figcaption>
      <div className="chart-area" role="img" aria-label={spec.title}>
        {mounted ? (
          <ChartErrorBoundary>
            <Suspense fallback={loading}>
              <EChart spec={spec} data={data} />
            </Suspense>
          </ChartErrorBoundary>
        ) : (
          loading
        )}
      </div>
    </figure>
  );
}
