import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartData, ChartSpec } from '../../../engine/types.ts';

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption>;

export interface ChartFormats {
  /** A value as the chart's format says (tooltips). */
  value: (value: number) => string;
  /** An axis tick, without decimals. */
  axis: (value: number) => string;
}

/** Builds the ECharts option of one chart kind. */
export type ChartKind = (spec: ChartSpec, data: ChartData, format: ChartFormats) => ChartOption;
