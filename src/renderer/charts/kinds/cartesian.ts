import { colorAt } from '../palette.ts';
import { domTooltip } from './tooltip.ts';
import type { ChartKind, ChartOption } from './types.ts';

/** Line and bar charts share axes, tooltip and legend; only the series type differs. */
export function cartesian(type: 'line' | 'bar'): ChartKind {
  return (spec, data, format) => {
    const grid = { left: 8, right: 16, top: 40, bottom: 8, containLabel: true };
    const valueAxis = { type: 'value' as const, axisLabel: { formatter: (v: number) => format.axis(v) } };
    const tooltip = domTooltip(spec.items ? 'item' : 'axis', format);
    if (spec.items) {
      return {
        grid, tooltip, yAxis: valueAxis,
        xAxis: { type: 'category', data: data.labels, axisLabel: { interval: 0, hideOverlap: true } },
        series: [{ type, data: (data.data[0] ?? []).map((value, i) => ({ value, itemStyle: { color: colorAt(spec.entries[i]?.color, i) } })) }],
      } as ChartOption;
    }
    return {
      grid, tooltip, yAxis: valueAxis,
      legend: { top: 0 },
      xAxis: { type: 'category', data: data.labels, boundaryGap: type === 'bar' },
      series: spec.entries.map((entry, i) => ({
        type,
        name: entry.label,
        data: data.data[i] ?? [],
        itemStyle: { color: colorAt(entry.color, i) },
        ...(type === 'line' ? { smooth: true, showSymbol: (data.labels.length <= 24), areaStyle: { opacity: 0.08 } } : {}),
      })),
    } as ChartOption;
  };
}
