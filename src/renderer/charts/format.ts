import type { ChartFormats } from '../../../language/charts/types.ts';
import { formatValue } from '../../../language/formats/index.ts';
import type { ChartSpec } from '../../../language/spec.ts';

/** How a chart writes its numbers: the chart itself, its legend and its data table without JavaScript. */
export function chartFormats(spec: ChartSpec): ChartFormats {
  const format = (decimals?: number) => (value: number) => {
    const text = formatValue(value, spec.format, decimals);
    return spec.unit ? `${text} ${spec.unit}` : text;
  };
  // Axis ticks are round numbers: no decimals there; tooltips show the chart's precision.
  return { value: format(spec.decimals), axis: format(spec.format === 'integer' ? undefined : 0) };
}
