/** A line of text (a name, a code): formulas see the text as typed, trimmed (in capitals with `uppercase`). */

import { wholePattern } from '../functions/impl/text.ts';
import { baseSpec, defineInputKind, type InputDefBase, type InputSpecBase, pick } from './kind.ts';
import { linkText, MAX_TEXT } from './link.ts';

export interface TextDef extends InputDefBase<'text'> {
  default?: string;
  placeholder?: string;
  maxLength?: number;
  uppercase?: boolean;
  pattern?: string;
  patternHelp?: string;
}

export interface TextSpec extends InputSpecBase<'text'> {
  placeholder?: string;
  /** The most characters the field takes (and a link carries). */
  maxLength: number;
  /** Formulas (and the field) see it in capitals. */
  uppercase?: boolean;
  /** What the whole text must match to be computed (a guard), and the sentence under the field that says so. */
  pattern?: string;
  patternHelp?: string;
}

/** The text formulas see: trimmed, at most maxLength characters, in capitals with `uppercase`. */
export function textValue(raw: string, spec: Pick<TextSpec, 'maxLength' | 'uppercase'>): string {
  const text = [...raw.trim()].slice(0, spec.maxLength).join('');
  return spec.uppercase ? text.toLocaleUpperCase('it-IT') : text;
}

/** True when a typed text breaks the field's pattern (an empty field is to be filled, not an error). */
export function breaksPattern(raw: string, spec: TextSpec): boolean {
  const text = textValue(raw, spec);
  return spec.pattern !== undefined && text !== '' && !wholePattern(spec.pattern).test(text);
}

export const text = defineInputKind<TextDef, TextSpec>({
  description: 'a line of text (a name, a code); formulas see it trimmed, in capitals with uppercase',
  keys: {
    default: { description: 'Initial text; omit for an empty field.', type: 'string' },
    placeholder: { description: 'Text shown while the field is empty.', type: 'string' },
    maxLength: {
      description: `The most characters the field takes (default and at most ${MAX_TEXT}).`,
      type: 'integer',
      minimum: 1,
      maximum: MAX_TEXT,
    },
    uppercase: {
      description: 'true: the field writes capitals, and formulas see the text in capitals.',
      type: 'boolean',
    },
    pattern: {
      description:
        'A regular expression (JavaScript) the whole text must match, else the previous result stays (a guard): "[A-Z]{6}[0-9]{2}". Needs patternHelp.',
      type: 'string',
      minLength: 1,
    },
    patternHelp: {
      description:
        'With pattern: the sentence under the field, in Italian, that says what it takes ("16 caratteri: lettere e cifre.").',
      type: 'string',
      minLength: 1,
    },
  },
  layout: 'field',
  link: {
    encode: linkText,
    decode: (value, spec) => (value.length <= spec.maxLength ? value : undefined),
  },
  shown: () => ({ format: 'text' }),
  check: (def, context) => {
    if (def.pattern !== undefined) {
      try {
        wholePattern(def.pattern);
      } catch (error) {
        context.report(
          ['pattern'],
          'invalid-value',
          `The pattern of "${def.id}" is not a regular expression: ${error instanceof Error ? error.message : String(error)}.`,
          'Write a JavaScript regular expression without slashes, such as "[A-Z]{6}[0-9]{2}".',
        );
      }
      if (def.patternHelp === undefined)
        context.report(
          [],
          'missing-key',
          `Input "${def.id}" has a pattern but no patternHelp: the visitor would not know what the field takes.`,
          'Add patternHelp: "16 caratteri: lettere e cifre."',
          'key',
        );
    } else if (def.patternHelp !== undefined)
      context.report(
        ['patternHelp'],
        'unknown-key',
        `patternHelp of "${def.id}" says what no pattern asks.`,
        'Add pattern, or remove patternHelp.',
        'key',
      );
    const spec = { maxLength: def.maxLength ?? MAX_TEXT, uppercase: def.uppercase, pattern: def.pattern };
    if (def.default !== undefined && [...def.default].length > spec.maxLength)
      context.report(
        ['default'],
        'invalid-value',
        `The default of "${def.id}" is longer than its maxLength (${spec.maxLength}).`,
      );
    else if (def.default !== undefined && def.pattern !== undefined && safeBreaks(def.default, spec))
      context.report(
        ['default'],
        'invalid-value',
        `The default "${def.default}" of "${def.id}" does not match its pattern.`,
        'Change the default or the pattern.',
      );
    return 'string';
  },
  compile: (def) => ({
    ...baseSpec(def),
    ...pick(def, ['placeholder', 'uppercase', 'pattern', 'patternHelp']),
    maxLength: def.maxLength ?? MAX_TEXT,
    default: def.default ?? '',
  }),
  parse: (raw, spec) => {
    const value = textValue(typeof raw === 'string' ? raw : '', spec);
    return { value, filled: value !== '' };
  },
});

/** breaksPattern for a pattern that may not compile (reported apart). */
function safeBreaks(value: string, spec: Omit<TextSpec, 'id' | 'kind' | 'label' | 'default'>): boolean {
  try {
    return breaksPattern(value, spec as TextSpec);
  } catch {
    return false;
  }
}
