/** A repeatable group of number fields: formulas read the rows with sumOf and countOf. */

import { baseSpec, defineInputKind, type InputDefBase, type InputSpecBase, pick, rawNumber } from './kind.ts';
import { rowsLink } from './link.ts';
import { isNumberText, numberKeys, parseNumber } from './number.ts';

export interface RowFieldDef {
  id: string;
  label: string;
  unit?: string;
  step?: number;
  empty?: number;
}

export interface RowsDef extends InputDefBase<'rows'> {
  fields: RowFieldDef[];
  default?: Record<string, number | string>[];
  min?: number;
  addLabel?: string;
  rowLabel?: string;
}

export interface RowFieldSpec {
  id: string;
  label: string;
  unit?: string;
  step?: number;
  empty: number;
}

export interface RowsSpec extends InputSpecBase<'rows'> {
  fields: RowFieldSpec[];
  min: number;
  addLabel?: string;
  rowLabel?: string;
}

export const rows = defineInputKind<RowsDef, RowsSpec>({
  description: 'a repeatable group of number fields; formulas read them with sumOf and countOf',
  keys: {
    fields: {
      description: 'The number fields of each row.',
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label'],
        properties: {
          id: { $ref: '#/$defs/name', description: 'Name of the column in row formulas (sumOf, countOf).' },
          label: { description: 'Field label.', type: 'string', minLength: 1 },
          ...numberKeys,
        },
      },
    },
    default: {
      description: 'The rows at first: a list of records (field id -> number).',
      type: 'array',
      items: { type: 'object', additionalProperties: { type: ['number', 'string'] } },
    },
    min: {
      description: 'The least number of rows (the remove button is disabled at that count; default 1).',
      type: 'integer',
      minimum: 0,
    },
    addLabel: { description: "Label of the add-row button (default 'Aggiungi').", type: 'string' },
    rowLabel: { description: 'Label of each row, with {{index}} (from 1).', type: 'string' },
  },
  required: ['fields'],
  layout: 'field',
  // Each cell a number its field shows as it computes with (not 1e400, NaN...), as a number field's.
  link: rowsLink<RowsSpec>(
    (spec) => spec.fields.map((f) => f.id),
    (spec) => spec.min,
    isNumberText,
  ),
  shown: () => ({ format: 'adaptive' }),
  check: (def, context) => {
    const ids = def.fields.map((f) => f.id);
    (def.default ?? []).forEach((row, r) => {
      for (const key of Object.keys(row)) {
        if (!ids.includes(key))
          context.report(
            ['default', r, key],
            'unknown-reference',
            `Unknown row field "${key}".`,
            context.suggest(key, ids, 'fields'),
            'key',
          );
      }
    });
    return { rows: ids };
  },
  compile: (def) => {
    const min = def.min ?? 1;
    const given = def.default ?? [];
    const padded = [...given, ...Array.from({ length: Math.max(0, min - given.length) }, () => ({}))];
    const text = (value: number | string | undefined) =>
      value === undefined ? '' : typeof value === 'number' ? rawNumber(value) : value;
    return {
      ...baseSpec(def),
      ...pick(def, ['addLabel', 'rowLabel']),
      min,
      fields: def.fields.map((f) => ({ ...f, empty: f.empty ?? 0 })),
      default: padded.map((row: Record<string, number | string>) =>
        Object.fromEntries(def.fields.map((f) => [f.id, text(row[f.id])])),
      ),
    };
  },
  parse: (raw, spec) => ({
    value: (Array.isArray(raw) ? raw : []).map((row) =>
      Object.fromEntries(spec.fields.map((f) => [f.id, parseNumber(row[f.id] ?? '') ?? f.empty])),
    ),
    filled: raw !== undefined,
  }),
});
