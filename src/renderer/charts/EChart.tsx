/**
 * The chart itself: ECharts from echarts/core with only the parts the chart kinds use. This
 * module is loaded lazily, after the page is shown.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ChartData, ChartSpec } from '../../engine/types.ts';
import { chartFormats } from './format.ts';
import { chartKinds } from './kinds/index.ts';

echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

export default function EChart({ spec, data }: { spec: ChartSpec; data: ChartData }) {
  const option = chartKinds[spec.kind](spec, data, chartFormats(spec));
  // Merged updates (the series of a chart never change in number): cheaper than a rebuild per keystroke.
  return <ReactEChartsCore echarts={echarts} option={option} lazyUpdate style={{ height: '100%', width: '100%' }} />;
}
