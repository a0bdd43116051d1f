/** Chart kinds: one builder each. A new kind is one file, one line here, one name in the schema. */
import type { ChartSpec } from '../../../engine/types.ts';
import { cartesian } from './cartesian.ts';
import { pie } from './pie.ts';
import type { ChartKind } from './types.ts';

export const chartKinds: Record<ChartSpec['kind'], ChartKind> = {
  line: cartesian('line'),
  bar: cartesian('bar'),
  pie,
};
