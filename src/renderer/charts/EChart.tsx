/**
 * The chart itself: ECharts from echarts/core with only the parts the chart kinds draw. This
 * module is loaded lazily, after the page is shown.
 */
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { chartKindOf } from '../../../language/charts/index.ts';
import type { SeriesType } from '../../../language/charts/types.ts';
import type { ChartData, ChartSpec } from '../../../language/spec.ts';
import { useSlots } from '../slots.tsx';
import { chartFormats } from './format.ts';

/** The ECharts part of each series type a kind may draw (kinds/types.ts): tsc fails here if one is missing. */
const seriesParts: Record<SeriesType, typeof LineChart> = {
  line: LineChart,
  bar: BarChart,
  pie: PieChart,
  gauge: GaugeChart,
};

echarts.use([...Object.values(seriesParts), GridComponent, TooltipComponent, CanvasRenderer]);

/**
 * A resize of the page while the chart was being made (a phone turned, a test's viewport) may come
 * before echarts-for-react watches its box: the canvas would keep the old width and push the page
 * sideways. Once ready, the chart fits its box again (a no-op when the size is the same).
 */
function fitOnceReady(chart: echarts.ECharts) {
  requestAnimationFrame(() => {
    if (!chart.isDisposed()) chart.resize();
  });
}

/** Without the page's scheme (a preview), light. */
const light = () => 'light' as const;

export default function EChart({ spec, data }: { spec: ChartSpec; data: ChartData }) {
  // ECharts' own dark theme for its texts and lines (a change of mode draws the chart anew), on the card's background.
  const theme = (useSlots().useScheme ?? light)();
  const option = { backgroundColor: 'transparent', ...chartKindOf(spec).build(spec, data, chartFormats(spec)) };
  // Merged updates (the series of a chart never change in number): cheaper than a rebuild per keystroke.
  return (
    <ReactEChartsCore
      echarts={echarts}
      theme={theme === 'dark' ? 'dark' : undefined}
      option={option}
      lazyUpdate
      style={{ height: '100%', width: '100%' }}
      onChartReady={fitOnceReady}
    />
  );
}
