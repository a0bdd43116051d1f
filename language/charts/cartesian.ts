import { colorAt } from './palette.ts';
import { domTooltip } from './tooltip.ts';
import { type ChartDefBase, type ChartKind, type ChartOption, type ChartSpecBase, defineChartKind } from './types.ts';

/** Chart width (px) up to which bar names are laid out for a phone. */
const NARROW = 480;

/** Line and bar charts share axes and tooltip; only the series type differs. The legend is HTML (ChartBlock). */
function cartesian<Type extends 'line' | 'bar'>(
  type: Type,
  description: string,
): ChartKind<ChartDefBase<Type>, ChartSpecBase<Type>> {
  return defineChartKind<ChartDefBase<Type>, ChartSpecBase<Type>>({
    description,
    keys: {},
    data: 'either',
    series: type,
    height: 320,
    legend: (def) =>
      def.items ? [] : (def.datasets ?? []).map((d) => ({ label: d.label, ...(d.color ? { color: d.color } : {}) })),
    compile: () => ({}),
    build: (spec, data, format) => {
      const grid = { left: 8, right: 16, top: 16, bottom: 8, containLabel: true };
      const valueAxis = { type: 'value' as const, axisLabel: { formatter: (v: number) => format.axis(v) } };
      const tooltip = domTooltip(spec.items ? 'item' : 'axis', format);
      // Every bar has its name, which a phone cannot fit side by side: there the names turn 45°
      // instead of being skipped. ECharts applies the matching media on every resize.
      const interval = spec.items ? 0 : ('auto' as const);
      const media: ChartOption['media'] =
        type === 'bar'
          ? [
              { option: { xAxis: { axisLabel: { rotate: 0, interval } } } },
              { query: { maxWidth: NARROW }, option: { xAxis: { axisLabel: { rotate: 45, interval: 0 } } } },
            ]
          : undefined;
      if (spec.items) {
        return {
          grid,
          tooltip,
          yAxis: valueAxis,
          media,
          xAxis: { type: 'category', data: data.labels, axisLabel: { interval, hideOverlap: true } },
          series: [
            {
              type,
              data: (data.data[0] ?? []).map((value, i) => ({
                value,
                itemStyle: { color: colorAt(spec.entries[i]?.color, i) },
              })),
            },
          ],
        } as ChartOption;
      }
      return {
        grid,
        tooltip,
        yAxis: valueAxis,
        media,
        xAxis: { type: 'category', data: data.labels, boundaryGap: type === 'bar' },
        series: spec.entries.map((entry, i) => ({
          type,
          name: entry.label,
          data: data.data[i] ?? [],
          itemStyle: { color: colorAt(entry.color, i) },
          ...(type === 'line'
            ? { smooth: true, showSymbol: data.labels.length <= 24, areaStyle: { opacity: 0.08 } }
            : {}),
        })),
      } as ChartOption;
    },
  });
}

export const line = cartesian('line', 'lines over the rows of a series, one per dataset');
export const bar = cartesian('bar', 'bars over the rows of a series (one set per dataset), or one bar per item');
