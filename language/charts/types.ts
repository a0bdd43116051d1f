/**
 * What a chart kind is: one module owns the keys it adds to a chart (their JSON Schema), the types
 * of its YAML definition and compiled spec, its checks, its compilation and the ECharts option it
 * draws. `index.ts` lists the kinds. Kind modules import ECharts' types only: the generator and the
 * page read them without loading ECharts; EChart.tsx, loaded after the page is shown, registers
 * the ECharts series each kind draws.
 */
import type { BarSeriesOption, GaugeSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { FormatName } from '../formats/index.ts';
import type { InputCheckContext, KeySchema } from '../inputs/kind.ts';
import type { ChartData, Expression } from '../values.ts';
import type { Color } from './palette.ts';

/** The keys every chart has, whatever its kind (a kind adds its own). */
export interface ChartCommonDef {
  id?: string;
  title: string;
  format?: FormatName;
  decimals?: number;
  unit?: string;
  visibleWhen?: Expression;
  series?: string;
  label?: string;
  datasets?: { label: string; value: Expression; color?: Color }[];
  items?: { label: string; value: Expression; color?: Color }[];
}

/** What every compiled chart has, whatever its kind. */
export interface ChartSpecBase<Kind extends string = string> {
  /** Its `id:`, else a slug of its title: the key of Evaluation.charts. */
  id: string;
  kind: Kind;
  title: string;
  format: FormatName;
  decimals?: number;
  unit?: string;
  /** A series chart's series: the key of Evaluation.series. */
  series?: string;
  /** One entry per line/bar set (series charts) or per bar/slice (item charts); `column`: the series column a dataset draws as it is. */
  entries: { label: string; color?: Color; column?: string }[];
  /** true: entries are fixed items (bars or slices), false: datasets over a series. */
  items: boolean;
  /** The HTML legend under the chart: these entries, or (a pie) each item with its value and share. */
  legend: { label: string; color?: Color }[] | 'values';
}

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GaugeSeriesOption
  | GridComponentOption
  | TooltipComponentOption
>;

/** The ECharts series types the kinds draw (EChart.tsx registers one part for each). */
export type SeriesType = 'line' | 'bar' | 'pie' | 'gauge';

export interface ChartFormats {
  /** A value as the chart's format says (tooltips). */
  value: (value: number) => string;
  /** An axis tick, without decimals. */
  axis: (value: number) => string;
}

/** The common keys of a chart, in the YAML file (the schema's $defs.chart). */
export type ChartDefBase<Kind extends string = string> = ChartCommonDef & { kind: Kind };

export interface ChartKind<Def extends ChartDefBase, Spec extends ChartSpecBase> {
  /** One line for the schema and the README. */
  description: string;
  /** The keys this kind adds to the common ones. */
  keys: Record<string, KeySchema>;
  required?: readonly string[];
  /** What it draws: datasets over the rows of a series, fixed items, or either. */
  data: 'series' | 'items' | 'either';
  /** The ECharts series type it draws. */
  series: SeriesType;
  /** The height of its drawing area, in CSS pixels (the page reserves it before the chart loads: no layout shift). */
  height: number;
  /** Build time: the legend under the chart (see ChartSpecBase). */
  legend(def: Def): ChartSpecBase['legend'];
  /** Build time: checks what the schema cannot (the `inputs` of the context are the calculator's). */
  check?(def: Def, context: Pick<InputCheckContext, 'report'>): void;
  /** Build time: the keys of its spec beyond the common ones. */
  compile(def: Def): Omit<Spec, keyof ChartSpecBase>;
  /** In the browser, lazily: the ECharts option. */
  build(spec: Spec, data: ChartData, format: ChartFormats): ChartOption;
}

/** Declares a chart kind, with its definition and spec types. */
export function defineChartKind<Def extends ChartDefBase, Spec extends ChartSpecBase>(
  kind: ChartKind<Def, Spec>,
): ChartKind<Def, Spec> {
  return kind;
}
