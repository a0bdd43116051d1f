/**
 * Generated code, built so that no value can become code (as ajv's codegen does): `_` is a tagged
 * template whose interpolated values become JavaScript literals, unless they are Code already.
 * Values from calculator files (texts, numbers, records) therefore need no escaping by hand.
 *
 *   const total = name('v_total');                 // Code: an identifier, checked
 *   _`const ${total} = ${toJs(ir)};`               // toJs gives Code: inserted as it is
 *   _`title: ${'Il "titolo" </script>'},`          // a value: title: "Il \"titolo\" \u003c/script>",
 */

/**
 * A piece of JavaScript or TypeScript. Only this module makes one (the class itself is not
 * exported), so every piece of generated code starts from a template here.
 */
class Code {
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
  }
  toString(): string {
    return this.#text;
  }
}

export type { Code };

/**
 * What may be interpolated: code, or data that becomes a literal: texts, numbers, yes/no, null,
 * and lists and plain records of them (which may hold code too; undefined record fields are left out).
 */
export type Interpolated = Code | string | number | boolean | null | object;

export function _(strings: TemplateStringsArray, ...values: Interpolated[]): Code {
  let text = strings[0]!;
  values.forEach((value, i) => {
    text += literalText(value) + strings[i + 1]!;
  });
  return new Code(text);
}

/** A value as a literal (Code as it is). */
export function literal(value: Interpolated): Code {
  return new Code(literalText(value));
}

function literalText(value: unknown): string {
  if (value instanceof Code) return value.toString();
  if (typeof value === 'string') return safeString(value);
  if (typeof value === 'number')
    return Number.isFinite(value)
      ? JSON.stringify(value)
      : Number.isNaN(value)
        ? 'NaN'
        : value > 0
          ? 'Infinity'
          : '-Infinity';
  if (typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map(literalText).join(',')}]`;
  if (isPlainRecord(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    // "__proto__": in a literal it would set the prototype; written as a computed key, it is a key.
    return `{${entries.map(([key, item]) => `${key === '__proto__' ? `[${safeString(key)}]` : safeString(key)}:${literalText(item)}`).join(',')}}`;
  }
  throw new Error(`Cannot write ${typeof value} ${String(value)} into generated code.`);
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A string literal that stays one wherever the code is put: JSON's escapes, plus `<` (no
 * `</script>` or `<!--` in a page), a star before a slash (no end of a surrounding comment) and the
 * line and paragraph separators (line ends to JavaScript before ES2019 and to some tools).
 */
function safeString(text: string): string {
  return JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/\*\//g, '*\\/')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** An identifier (a property name or a variable); names come from files checked by the schema. */
export function name(identifier: string): Code {
  if (!IDENTIFIER.test(identifier)) throw new Error(`"${identifier}" is not an identifier.`);
  return new Code(identifier);
}

/** Text inside a block comment: cannot close it. */
export function comment(text: string): Code {
  return new Code(text.replace(/\*\//g, '* /'));
}

/**
 * A TypeScript type written by the generator from names: identifiers, braces, brackets, colons,
 * semicolons and spaces only, so it holds no literal and nothing that could end the type.
 */
export function typeExpression(text: string): Code {
  if (!/^[\w$\s{}[\];:]*$/.test(text)) throw new Error(`"${text}" is not a type of names.`);
  return new Code(text);
}

/** Spaces that indent a line. */
export function indent(width: number): Code {
  return new Code(' '.repeat(width));
}

/** The pieces with `separator` between them. */
export function join(pieces: readonly Code[], separator: Code = _`, `): Code {
  return new Code(pieces.join(separator.toString()));
}
