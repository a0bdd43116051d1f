/**
 * The generator's code builder (generator/compile/code.ts): interpolated values become literals
 * that read back as the same value and cannot end a string, a comment or a script; code is
 * inserted as it is.
 */
import { describe, expect, it } from 'vitest';
import { _, comment, indent, join, literal, name, typeExpression } from '../generator/compile/code.ts';

/** What a piece of generated JavaScript evaluates to. */
const run = (code: { toString(): string }): unknown => new Function(`return (${code.toString()});`)();

describe('literals', () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile text holds what a template would read as code.
  const hostile = 'Il "prezzo" \\ finale */ </script><!-- \u2028 riga\u2029 fine \'e\' ${x} `t`';

  it('a hostile text comes out as one safe string literal with the same value', () => {
    const code = literal(hostile).toString();
    expect(run(code)).toBe(hostile);
    expect(code).not.toContain('*/');
    expect(code).not.toContain('</');
    expect(code).not.toContain('<!--');
    expect(code).not.toMatch(/[\u2028\u2029]/);
    expect(code).toMatch(/^"[^\n]*"$/);
  });

  it('inside a template, a value is a literal and code stays code', () => {
    const code = _`const t = ${hostile}; /* ${comment(hostile)} */ const n = ${name('v_total')};`;
    const text = code.toString();
    expect(text.startsWith('const t = "Il \\"prezzo\\"')).toBe(true);
    expect(text).toContain('const n = v_total;');
    // The comment holds the text without a way out of it, and the code around still runs.
    expect(new Function('v_total', `${text} return t;`)(1)).toBe(hostile);
  });

  it('numbers, yes/no, null, lists and records become literals; undefined fields are left out', () => {
    const value = { a: 1.5, b: [true, null, 'x'], c: undefined, 'd-e': { f: -0.25 } };
    const code = literal(value).toString();
    expect(code).toBe('{"a":1.5,"b":[true,null,"x"],"d-e":{"f":-0.25}}');
    expect(run(code)).toEqual({ a: 1.5, b: [true, null, 'x'], 'd-e': { f: -0.25 } });
    expect(literal([Infinity, -Infinity, NaN]).toString()).toBe('[Infinity,-Infinity,NaN]');
    expect(literal({ '</script>': 1 }).toString()).toBe('{"\\u003c/script>":1}');
  });

  it('a record may hold code, inserted as it is', () => {
    expect(literal({ label: _`(s) => s.x`, id: 'x' }).toString()).toBe('{"label":(s) => s.x,"id":"x"}');
  });

  it('refuses what is not data', () => {
    expect(() => literal((() => 1) as object)).toThrow(/Cannot write function/);
    expect(() => literal(new Date(0))).toThrow(/Cannot write object/);
    expect(() => _`${undefined as unknown as string}`).toThrow(/Cannot write undefined/);
  });
});

describe('code', () => {
  it('names must be identifiers', () => {
    expect(name('in_rate').toString()).toBe('in_rate');
    for (const bad of ['a b', 'x;alert(1)', '1x', '"x"', '']) expect(() => name(bad), bad).toThrow(/not an identifier/);
  });

  it('types hold names and punctuation only', () => {
    expect(typeExpression('{ a: number; b: string }[]').toString()).toBe('{ a: number; b: string }[]');
    for (const bad of ['"a"', "{ a: 'x' }", 'number /* x */', 'a`b'])
      expect(() => typeExpression(bad), bad).toThrow(/not a type/);
  });

  it('join and indent put code together', () => {
    expect(join([_`a`, _`b`, _`c`]).toString()).toBe('a, b, c');
    expect(join([_`a`, _`b`], _` + `).toString()).toBe('a + b');
    expect(join([]).toString()).toBe('');
    expect(_`${indent(4)}x`.toString()).toBe('    x');
  });
});
