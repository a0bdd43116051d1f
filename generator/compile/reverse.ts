/** 'Calcola al contrario' declarations as the module holds them: defaults filled in. */

import type { InputDef, ReverseDef } from '../../language/definition.ts';
import type { FormatName, ReverseSpec } from '../../language/spec.ts';

/** The format of a found input by its unit: euro for €, percent for %, else number (with the unit). */
const FORMAT_OF_UNIT: Record<string, FormatName> = { '€': 'euro', '%': 'percent' };

export function reverseSpecs(declarations: ReverseDef[], inputs: InputDef[]): ReverseSpec[] {
  return declarations.map((d) => {
    const input = inputs.find((i) => i.id === d.input);
    const unit = input !== undefined && 'unit' in input ? input.unit : undefined;
    return { ...d, min: d.min ?? 0, format: d.format ?? FORMAT_OF_UNIT[unit ?? ''] ?? 'number', decimals: d.decimals ?? 2 };
  });
}
