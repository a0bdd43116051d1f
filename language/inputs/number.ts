/** A number typed in Italian ("1.234,5"): what formulas see, and the bounds it may declare. */

import { type Bounds, breaksBounds } from './bounds.ts';
import {
  baseSpec,
  defineInputKind,
  type InputDefBase,
  type InputSpecBase,
  type LinkCodec,
  pick,
  rawNumber,
} from './kind.ts';
import { linkText, MAX_TEXT } from './link.ts';

const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** Dots every three digits, not after a leading 0 ("1.500", "12.000.000"; "0.500" is a half). */
const DOT_THOUSANDS = /^[-+]?[1-9]\d{0,2}(\.\d{3})+$/;
/** A decimal comma after the digits, grouped by dots every three or not: "1.500,50", "10,5", "10," while typing. */
const ITALIAN = /^[-+]?(\d{1,3}(\.\d{3})+|\d*),\d*$/;
/** A euro or percent sign before or after the number, as visitors copy it: "€ 150.000", "3,2 %". */
const SIGN = /^€|[€%]$/g;

/** What a visitor typed as a plain JavaScript number text ("1.500,50" -> "1500.50"), or undefined. */
function plainNumber(text: string): string | undefined {
  let t = text
    .trim()
    .replace(/[\s\u00a0']/g, '')
    .replace(SIGN, '')
    .replace(/^\u2212/, '-');
  if (t.includes(',')) {
    if (!ITALIAN.test(t)) return undefined;
    t = t.replace(/\./g, '').replace(',', '.');
  } else if (DOT_THOUSANDS.test(t)) t = t.replace(/\./g, '');
  return PLAIN_NUMBER.test(t) && Number.isFinite(Number(t)) ? t : undefined;
}

/**
 * The number in what a visitor typed, or undefined when it is empty, not a number or not finite.
 * Italian first: "10,5" is 10.5 and "1.234,56" is 1234.56; "1.500" (dots every three digits) is
 * 1500; "2.5" and "0.500" (a leading 0 is never a thousands group) are 2.5 and 0.5. Spaces,
 * apostrophes ("150 000", "1'500") and a euro or percent sign ("€ 150.000", "3,2%") are left out;
 * English grouping ("1,000.50") is not a number, rather than 1,0005.
 */
export function parseNumber(text: string): number | undefined {
  const plain = plainNumber(text);
  return plain === undefined ? undefined : Number(plain);
}

/**
 * Whether a link's text is one a number field shows as the number it computes with: empty, or a
 * number parseNumber reads. Not `1e400` (Infinity), `NaN`, `Infinity`, `abc`, `1,000.50`, which the
 * field would show as typed while formulas read its `empty` value; nor `1e-400`, whose digits say
 * a number that is 0 once read.
 */
export function isNumberText(text: string): boolean {
  if (text === '') return true;
  const value = parseNumber(text);
  if (value === undefined) return false;
  return value !== 0 || !/[1-9]/.test(text.split(/e/i)[0]!);
}

/** A number in a link: as typed, when the field shows it as the number it computes with (isNumberText). */
export const numberLink: LinkCodec<object> = {
  encode: linkText,
  decode: (text) => (text.length <= MAX_TEXT && isNumberText(text) ? text : undefined),
};

/**
 * What a number field shows while not edited: the number typed, grouped by thousands the Italian
 * way, with the decimals as typed ("200000" -> "200.000", "€ 1500,50" -> "1.500,50", "0.5" -> "0,5");
 * text that is not a number, or is written with an exponent, stays as it is.
 */
export function groupedNumber(text: string): string {
  return italianNumber(text, '.');
}

/** The number in `text` written plainly, without thousands dots ("€ 150.000" -> "150000"); other text as it is. */
export function ungroupedNumber(text: string): string {
  return italianNumber(text, '');
}

/** The number in `text` written the Italian way with `separator` between thousands; other text as it is. */
function italianNumber(text: string, separator: string): string {
  const plain = plainNumber(text);
  const parts = plain && /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!parts) return text;
  const [, sign, whole, decimals] = parts;
  const grouped = (whole || '0').replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, separator);
  return `${sign === '-' ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** Bounds as the file writes them; `above` and `below` come from the guards (generator/check/bounds.ts). */
export interface NumberDef extends InputDefBase<'number'>, Omit<Bounds, 'above' | 'below'> {
  default?: number;
  unit?: string;
  empty?: number;
  step?: number;
  placeholder?: string;
  signed?: boolean;
}

export interface NumberSpec extends InputSpecBase<'number'>, Bounds {
  unit?: string;
  placeholder?: string;
  step?: number;
  /** Negative values make sense: the field has a ± key (phones' number keypads have no minus). */
  signed?: boolean;
  /** Value formulas see when the field is empty or not a number. */
  empty: number;
}

/** The schema of the keys of a number field (also the fields of each row of a rows input). */
export const numberKeys = {
  unit: { description: 'Unit shown beside the field (€, %, anni, kg...).', type: 'string' },
  step: { description: 'Step of the arrow keys (default 1).', type: 'number', exclusiveMinimum: 0 },
  empty: { description: 'Value formulas see when the field is empty or not a number (default 0).', type: 'number' },
};

export const number = defineInputKind<NumberDef, NumberSpec>({
  description: 'a number typed in Italian ("1.234,5"); arrow keys move it by step',
  keys: {
    ...numberKeys,
    default: { description: 'Initial value (a number); omit for an empty field.', type: 'number' },
    placeholder: { description: 'Text shown while the field is empty.', type: 'string' },
    min: {
      description: 'The least value accepted: below it the previous result stays (a guard); written under the field.',
      type: 'number',
    },
    max: {
      description:
        'The greatest value accepted: above it the previous result stays (a guard); written under the field.',
      type: 'number',
    },
    integer: {
      description: 'true: only whole numbers are accepted (a guard); written under the field.',
      type: 'boolean',
    },
    year: {
      description:
        'true: the value is a year: its bounds are written under the field without a thousands separator (Da 1900 a 2100), nor in the field.',
      type: 'boolean',
    },
    signed: {
      description:
        "true: negative values make sense (a temperature, a change): the field gets a ± key, as phones' number keypads have no minus.",
      type: 'boolean',
    },
  },
  layout: 'field',
  link: numberLink,
  // A field in euro is money: two decimals and the € sign; any other keeps its unit.
  shown: (def) =>
    def.unit === '€' ? { format: 'euro' } : { format: 'adaptive', ...(def.unit ? { unit: def.unit } : {}) },
  check: (def, context) => {
    if (def.min !== undefined && def.max !== undefined && def.max < def.min)
      context.report(['max'], 'invalid-value', `max (${def.max}) of "${def.id}" is less than min (${def.min}).`);
    else if (def.signed && def.min !== undefined && def.min >= 0)
      context.report(
        ['signed'],
        'invalid-value',
        `"${def.id}" is signed (a ± key) but its min is ${def.min}: it takes no negative value.`,
        'Remove signed: true, or lower min below 0.',
      );
    else if (def.default !== undefined && breaksBounds(def.default, def))
      context.report(
        ['default'],
        'invalid-value',
        `The default ${def.default} of "${def.id}" breaks its bounds (${[def.min !== undefined ? `min ${def.min}` : '', def.max !== undefined ? `max ${def.max}` : '', def.integer ? 'integer' : ''].filter(Boolean).join(', ')}).`,
        'Change the default or the bounds.',
      );
    return 'number';
  },
  compile: (def) => ({
    ...baseSpec(def),
    ...pick(def, ['unit', 'placeholder', 'step', 'min', 'max', 'integer', 'year', 'signed']),
    empty: def.empty ?? 0,
    default: def.default === undefined ? '' : rawNumber(def.default),
  }),
  parse: (raw, spec) => {
    const text = typeof raw === 'string' ? raw : '';
    return { value: parseNumber(text) ?? spec.empty, filled: text.trim() !== '' };
  },
});
