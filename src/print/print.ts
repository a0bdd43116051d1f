import { SHOW_CHARTS } from '../renderer/charts/ChartBlock.tsx';

/** How long the printout waits for the charts at most. */
const CHART_WAIT_MS = 5000;

/**
 * `Stampa`: the charts load as the visitor scrolls to them, so the ones not drawn yet load first
 * (each is drawn when its box holds a canvas), then the browser's print dialog opens.
 */
export async function printWithCharts(): Promise<void> {
  const undrawn = () =>
    [...document.querySelectorAll('figure.chart .chart-area')].some((area) => !area.querySelector('canvas'));
  if (undrawn()) {
    dispatchEvent(new Event(SHOW_CHARTS));
    const until = performance.now() + CHART_WAIT_MS;
    while (undrawn() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  window.print();
}
