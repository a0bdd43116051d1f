import type { Color } from './palette.ts';
import { colorAt } from './palette.ts';
import { type ChartDefBase, type ChartSpecBase, defineChartKind } from './types.ts';

interface Band {
  /** The band ends at this value (the last one at max). */
  to: number;
  label: string;
  color?: Color;
}

export interface GaugeDef extends ChartDefBase<'gauge'> {
  min?: number;
  max: number;
  bands?: Band[];
}

export interface GaugeSpec extends ChartSpecBase<'gauge'> {
  min: number;
  max: number;
  bands: Omit<Band, 'label'>[];
}

/** A dial from min to max whose needle shows one value, over coloured bands (the legend names them). */
export const gauge = defineChartKind<GaugeDef, GaugeSpec>({
  description: "a dial from min to max with one item's value on coloured bands (e.g. the BMI scale)",
  keys: {
    min: { description: 'The value at the start of the dial (default 0).', type: 'number' },
    max: { description: 'The value at the end of the dial.', type: 'number' },
    bands: {
      description: 'Coloured stretches of the dial, in order, each up to its "to" value; the legend names them.',
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['to', 'label'],
        properties: {
          to: { description: 'Where the band ends.', type: 'number' },
          label: { description: 'Its name in the legend.', type: 'string', minLength: 1 },
          color: { $ref: '#/$defs/color' },
        },
      },
    },
  },
  required: ['max'],
  data: 'items',
  series: 'gauge',
  height: 260,
  legend: (def) => (def.bands ?? []).map((b) => ({ label: b.label, ...(b.color ? { color: b.color } : {}) })),
  check: (def, context) => {
    const min = def.min ?? 0;
    if (def.max <= min) context.report(['max'], 'invalid-value', `max (${def.max}) must be greater than min (${min}).`);
    if (def.items && def.items.length !== 1)
      context.report(['items'], 'invalid-value', 'A gauge shows exactly one item.', 'Keep one entry under items.');
    (def.bands ?? []).forEach((band, i, bands) => {
      if (band.to <= (i === 0 ? min : bands[i - 1]!.to) || band.to > def.max)
        context.report(
          ['bands', i, 'to'],
          'invalid-value',
          `Band "${band.label}" must end after the one before it, within ${min}–${def.max}.`,
        );
    });
  },
  compile: (def) => ({
    min: def.min ?? 0,
    max: def.max,
    bands: (def.bands ?? []).map((b) => ({ to: b.to, ...(b.color ? { color: b.color } : {}) })),
  }),
  build: (spec, data, format) => {
    const value = data.data[0]?.[0] ?? spec.min;
    const span = spec.max - spec.min;
    // Each band as an ECharts stop: [fraction of the dial where it ends, colour]; the last reaches the end.
    const stops: [number, string][] = spec.bands.length
      ? spec.bands.map((b, i) => [i === spec.bands.length - 1 ? 1 : (b.to - spec.min) / span, colorAt(b.color, i)])
      : [[1, colorAt(undefined, 0)]];
    return {
      series: [
        {
          type: 'gauge',
          min: spec.min,
          max: spec.max,
          startAngle: 200,
          endAngle: -20,
          radius: '90%',
          center: ['50%', '58%'],
          axisLine: { lineStyle: { width: 16, color: stops } },
          pointer: { width: 5, itemStyle: { color: '#1f2937' } },
          axisTick: { show: false },
          // Five stretches between labels: whole numbers on the usual scales (15-40, 0-100, 0-200).
          splitNumber: 5,
          splitLine: { length: 6, distance: 2, lineStyle: { color: '#ffffff', width: 2 } },
          axisLabel: { distance: 20, fontSize: 11, formatter: (v: number) => format.axis(v) },
          title: { show: false },
          // The needle stops at the ends of the dial; the number says the value itself.
          detail: {
            formatter: () => format.value(value),
            fontSize: 20,
            fontWeight: 'bold',
            offsetCenter: [0, '38%'],
            valueAnimation: false,
          },
          data: [{ value: Math.min(spec.max, Math.max(spec.min, value)), name: data.labels[0] ?? '' }],
        },
      ],
    };
  },
});
