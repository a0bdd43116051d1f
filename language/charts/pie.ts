import { colorAt } from './palette.ts';
import { domTooltip } from './tooltip.ts';
import { type ChartDefBase, type ChartSpecBase, defineChartKind } from './types.ts';

/** A ring of slices, without texts: names, values and shares are the HTML legend below it (ChartBlock). */
export const pie = defineChartKind<ChartDefBase<'pie'>, ChartSpecBase<'pie'>>({
  description: 'a ring of slices, one per item; the legend lists each with its value and share',
  keys: {},
  data: 'items',
  series: 'pie',
  height: 240,
  legend: () => 'values',
  compile: () => ({}),
  build: (spec, data, format) => ({
    tooltip: domTooltip('item', format),
    series: [
      {
        type: 'pie',
        radius: ['42%', '78%'],
        label: { show: false },
        data: data.labels.map((name, i) => ({
          name,
          value: data.data[0]?.[i] ?? 0,
          itemStyle: { color: colorAt(spec.entries[i]?.color, i) },
        })),
      },
    ],
  }),
});
