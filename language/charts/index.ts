/**
 * The chart kinds of the language, one module each (see types.ts). A new kind is one file and one
 * line here; if it draws an ECharts series type not drawn yet, EChart.tsx registers that part too
 * (tsc says so).
 */
import { bar, line } from './cartesian.ts';
import { gauge } from './gauge.ts';
import { pie } from './pie.ts';
import type { ChartKind } from './types.ts';

export const chartKinds = { line, bar, pie, gauge };

export type ChartKindName = keyof typeof chartKinds;
type Kinds = typeof chartKinds;
/** A chart as compiled for the browser, by kind. */
export type ChartSpec = {
  [K in ChartKindName]: Kinds[K] extends ChartKind<infer _Def, infer Spec> ? Spec : never;
}[ChartKindName];
/** A chart as written in a calculator file, by kind. */
export type ChartKindDef = {
  [K in ChartKindName]: Kinds[K] extends ChartKind<infer Def, infer _Spec> ? Def : never;
}[ChartKindName];

/** The kind of a chart, typed for any chart (each kind's functions take its own def and spec). */
export function chartKindOf(chart: { kind: ChartKindName }): ChartKind<ChartKindDef, ChartSpec> {
  // As for inputs: each chart is always handed to its own kind, so the kind is widened here, once.
  return chartKinds[chart.kind] as unknown as ChartKind<ChartKindDef, ChartSpec>;
}
