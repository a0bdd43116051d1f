import { Component, lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { colorAt } from '../../../language/charts/palette.ts';
import { formatValue } from '../../../language/formats/index.ts';
import type { ChartData, ChartSpec } from '../../../language/spec.ts';
import { DataTable } from '../DataTable.tsx';
import { chartFormats } from './format.ts';

const EChart = lazy(() => import('./EChart.tsx'));

export const CHART_LOADING = 'Caricamento grafico…';
/** Dispatched on window: every chart of the page loads now (before printing). */
export const SHOW_CHARTS = 'calcolatori:show-charts';
export const CHART_ERROR = 'Errore nel caricamento del grafico';
export const CHART_NO_SCRIPT = 'Attiva JavaScript per vedere il grafico.';
/** Rows of the data table shown without JavaScript: a longer series is shown one row in every few. */
const TABLE_ROWS = 13;

class ChartErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(CHART_ERROR, error);
  }
  override render() {
    return this.state.failed ? (
      <p className="chart-status error" role="alert">
        {CHART_ERROR}
      </p>
    ) : (
      this.props.children
    );
  }
}

interface LegendEntry {
  label: string;
  color: string;
  /** A slice's value and share of the whole. */
  value?: string;
}

/**
 * What the legend lists: the entries the chart's kind named (datasets of a chart over a series,
 * bands of a gauge; nothing for bars of items, which are named on their axis), or the slices of a
 * pie with their values and shares.
 */
function legendOf(spec: ChartSpec, data: ChartData): LegendEntry[] {
  if (spec.legend !== 'values')
    return spec.legend.map((entry, i) => ({ label: entry.label, color: colorAt(entry.color, i) }));
  const { value } = chartFormats(spec);
  const values = data.data[0] ?? [];
  const total = values.reduce((sum, v) => sum + v, 0);
  return data.labels.map((label, i) => {
    const v = values[i] ?? 0;
    return {
      label,
      color: colorAt(spec.entries[i]?.color, i),
      value: total > 0 ? `${value(v)} (${formatValue((v / total) * 100, 'percent', 1)})` : value(v),
    };
  });
}

/**
 * The legend in HTML rather than in the canvas: full texts that wrap at any width, where ECharts
 * would cut labels beside a pie or lay a second line of legend over the plot on a phone. The
 * swatches are SVG, whose fill attribute the Content Security Policy allows (a style attribute it
 * refuses).
 */
function ChartLegend({ entries }: { entries: LegendEntry[] }) {
  if (!entries.length) return null;
  return (
    <ul className={entries.some((e) => e.value) ? 'chart-legend values' : 'chart-legend'}>
      {entries.map((entry, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a legend entry is its dataset or slice, in the chart's fixed order.
        <li key={i}>
          <svg className="chart-swatch" viewBox="0 0 10 10" aria-hidden="true">
            <circle cx="5" cy="5" r="5" fill={entry.color} />
          </svg>
          <span>{entry.label}</span>
          {entry.value ? <strong>{entry.value}</strong> : null}
        </li>
      ))}
    </ul>
  );
}

/** The chart's numbers as a table, for a page read without JavaScript; a long series is sampled. */
function ChartTable({ spec, data }: { spec: ChartSpec; data: ChartData }) {
  const { value } = chartFormats(spec);
  const last = data.labels.length - 1;
  const step = last >= TABLE_ROWS ? Math.ceil(last / (TABLE_ROWS - 1)) : 1;
  const points = data.labels.map((_, i) => i).filter((i) => i % step === 0 || i === last);
  const caption = step > 1 ? `Dati del grafico: una riga ogni ${step} e l'ultima` : 'Dati del grafico';
  return (
    <DataTable
      caption={caption}
      label={`Dati del grafico: ${spec.title}`}
      columns={['Voce', ...(spec.items ? ['Valore'] : spec.entries.map((e) => e.label))]}
      rows={points.map((i) => [data.labels[i]!, ...data.data.map((series) => value(series[i] ?? 0))])}
    />
  );
}

/**
 * True once the element is within half a screen of the viewport, or the page is about to be
 * printed (SHOW_CHARTS, beforeprint): on a phone every chart is well below the first screen, so
 * ECharts (its largest piece of JavaScript) loads as the visitor scrolls towards it, not with the page.
 */
function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(node);
    addEventListener(SHOW_CHARTS, show);
    addEventListener('beforeprint', show);
    return () => {
      observer.disconnect();
      removeEventListener(SHOW_CHARTS, show);
      removeEventListener('beforeprint', show);
    };
  }, [ref, near]);
  return near;
}

/**
 * One chart with its title, in a box of fixed height (so nothing moves when it arrives). The chart
 * code is requested once the box nears the screen (after hydration, so never before the first
 * paint). Without JavaScript the box is hidden (styles.css) and the <noscript> says so and shows
 * the data; React never renders its content in the browser, so hydration is unaffected.
 */
export function ChartBlock({ spec, data, children }: { spec: ChartSpec; data: ChartData; children?: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  const loading = <p className="chart-status">{CHART_LOADING}</p>;
  return (
    <figure className={`card chart ${spec.kind}`}>
      <figcaption>{spec.title}</figcaption>
      <div ref={area} className="chart-area" role="img" aria-label={spec.title}>
        {near ? (
          <ChartErrorBoundary>
            <Suspense fallback={loading}>
              <EChart spec={spec} data={data} />
            </Suspense>
          </ChartErrorBoundary>
        ) : (
          loading
        )}
      </div>
      <ChartLegend entries={legendOf(spec, data)} />
      <noscript>
        <p className="chart-status">{CHART_NO_SCRIPT}</p>
        {/* A legend of values already lists the data. */}
        {spec.legend === 'values' ? null : <ChartTable spec={spec} data={data} />}
      </noscript>
      {children}
    </figure>
  );
}
