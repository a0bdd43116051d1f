import { formatValue } from '../../../engine/formats/index.ts';
import { colorAt } from '../palette.ts';
import { domTooltip } from './tooltip.ts';
import type { ChartKind } from './types.ts';

export const pie: ChartKind = (spec, data, format) => ({
  tooltip: domTooltip('item', format),
  legend: { bottom: 0 },
  series: [
    {
      type: 'pie',
      radius: ['35%', '68%'],
      top: 0,
      bottom: 32,
      label: { formatter: (slice: { percent?: number }) => formatValue(slice.percent ?? 0, 'percent', 1) },
      data: data.labels.map((name, i) => ({ name, value: data.data[0]?.[i] ?? 0, itemStyle: { color: colorAt(spec.entries[i]?.color, i) } })),
    },
  ],
});
