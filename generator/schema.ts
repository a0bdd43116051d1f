/**
 * The calculator file's JSON Schema: the hand-written part (calculator.schema.base.json) with the
 * words that the language's lists own: input kinds (language/inputs/), formats
 * (language/formats/), chart kinds (language/charts/) and colours (language/charts/palette.ts). Each kind's keys are allowed only with that kind.
 * `npm run generate` writes it to schemas/calculator.schema.json for editors.
 */

import { chartKinds } from '../language/charts/index.ts';
import { palette } from '../language/charts/palette.ts';
import { formats } from '../language/formats/index.ts';
import { inputKinds } from '../language/inputs/index.ts';
import type { KeySchema } from '../language/inputs/kind.ts';
import base from './calculator.schema.base.json' with { type: 'json' };

type Schema = Record<string, unknown>;
interface ObjectSchema extends Schema {
  description: string;
  properties: Record<string, Schema>;
}
interface KindLike {
  description: string;
  keys: Record<string, KeySchema>;
  required?: readonly string[];
}

/** Where editors find the schema (the `# yaml-language-server: $schema=` line of each file points here). */
export const SCHEMA_FILE = 'schemas/calculator.schema.json';

/**
 * One object schema per kind: `kind` picks the branch, and each branch allows the common keys
 * plus its kind's own, so a key of another kind is reported as unknown, with the kind's keys as
 * suggestions.
 */
function byKind(common: ObjectSchema, kinds: Record<string, KindLike>): Schema {
  const names = Object.keys(kinds);
  return {
    ...common,
    properties: {
      ...common.properties,
      kind: {
        description: `${common.properties.kind!.description}: ${names.map((name) => `${name} (${kinds[name]!.description})`).join('; ')}.`,
        enum: names,
      },
    },
    allOf: names.map((name) => {
      const kind = kinds[name]!;
      return {
        if: { properties: { kind: { const: name } }, required: ['kind'] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a thenable.
        then: {
          properties: { ...common.properties, ...kind.keys },
          additionalProperties: false,
          ...(kind.required?.length ? { required: [...kind.required] } : {}),
        },
      };
    }),
  };
}

export function calculatorSchema(): Schema {
  const schema = structuredClone(base) as unknown as Schema & { $defs: Record<string, ObjectSchema> };
  const defs = schema.$defs;
  defs.input = byKind(defs.input!, inputKinds) as ObjectSchema;
  defs.chart = byKind(defs.chart!, chartKinds) as ObjectSchema;
  const resultFormats = Object.entries(formats).filter(([, f]) => f.result !== false);
  defs.formatName = {
    description: `How a value is written: ${resultFormats.map(([name, f]) => `${name} (${f.description})`).join('; ')}.`,
    enum: resultFormats.map(([name]) => name),
  } as unknown as ObjectSchema;
  defs.color = { ...defs.color!, enum: Object.keys(palette) };
  return schema;
}
