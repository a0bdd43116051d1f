/** 'Calcola al contrario' declarations as the module holds them: defaults filled in. */

import { articleOf } from '../../language/articles.ts';
import type { InputDef, ReverseDef } from '../../language/definition.ts';
import type { Format } from '../../language/formats/format.ts';
import { formats } from '../../language/formats/index.ts';
import type { FormatName, ReverseSpec } from '../../language/spec.ts';

/** The format of a found input by its unit: the format that writes that sign (euro for €, percent for %), else number (with the unit). */
const formatOfUnit = (unit: string | undefined): FormatName | undefined =>
  (Object.entries(formats) as [FormatName, Format][]).find(([, f]) => unit !== undefined && f.unit === unit)?.[0];

export function reverseSpecs(declarations: ReverseDef[], inputs: InputDef[]): ReverseSpec[] {
  return declarations.map((d) => {
    const input = inputs.find((i) => i.id === d.input);
    const unit = input !== undefined && 'unit' in input ? input.unit : undefined;
    return {
      ...d,
      min: d.min ?? 0,
      format: d.format ?? formatOfUnit(unit) ?? 'number',
      decimals: d.decimals ?? 2,
      // The check (check/reverse.ts) has reported a label whose article cannot be read.
      article: d.article ?? articleOf(input?.label ?? '') ?? 'il',
    };
  });
}
