/**
 * The studio's completion and hover (src/studio/schema-path.ts): the YAML path at the cursor, from
 * the indentation of a file being typed, and what the calculator JSON Schema offers there.
 */
import { describe, expect, it } from 'vitest';
import { calculatorSchema } from '../generator/schema.ts';
import { inputKinds } from '../language/inputs/index.ts';
import { describeKey, ITEM, keysAt, placeAt, siblingsAt, valuesAt } from '../src/studio/schema-path.ts';

const schema = calculatorSchema();
const properties = schema.properties as Record<string, { description: string }>;

/** The place at the "|" of `text`. */
const at = (text: string) => placeAt(text.replace('|', ''), text.indexOf('|'));

describe('placeAt', () => {
  it('finds the key being typed at the top level, in a mapping, and in a list item', () => {
    // "id: x\n" is 6 characters: the word starts there.
    expect(at('id: x\nti|')).toEqual({ parent: [], key: 'ti', inValue: false, from: 6 });
    expect(at('seo:\n  title: a\n  de|')).toMatchObject({ parent: ['seo'], key: 'de', inValue: false });
    expect(at('inputs:\n  - id: a\n    kind: number\n    la|')).toMatchObject({
      parent: ['inputs', ITEM],
      key: 'la',
      inValue: false,
    });
    // The item's first key, on the "- " line itself.
    expect(at('inputs:\n  - i|')).toMatchObject({ parent: ['inputs', ITEM], key: 'i' });
    // Back at the top after a list: the indentation decides.
    expect(at('inputs:\n  - id: a\n    kind: number\nres|')).toMatchObject({ parent: [], key: 'res' });
  });

  it('finds the key whose value is being typed', () => {
    // The word starts at 8 ("inputs:\n") + 10 ("  - id: a\n") + 10 ("    kind: ") = 28.
    expect(at('inputs:\n  - id: a\n    kind: nu|')).toEqual({
      parent: ['inputs', ITEM],
      key: 'kind',
      inValue: true,
      from: 28,
    });
  });
});

describe('the schema at a path', () => {
  it("offers the file's top-level keys with their descriptions", () => {
    const keys = keysAt(schema, []);
    expect(keys.map((k) => k.key)).toEqual(Object.keys(properties));
    expect(keys.find((k) => k.key === 'title')?.description).toBe(properties.title!.description);
  });

  it("offers an input's common keys and every kind's own keys, through $ref and the kinds' branches", () => {
    const keys = keysAt(schema, ['inputs', ITEM]).map((k) => k.key);
    expect(keys).toEqual(expect.arrayContaining(['id', 'kind', 'label']));
    for (const kind of Object.values(inputKinds)) expect(keys).toEqual(expect.arrayContaining(Object.keys(kind.keys)));
  });

  it("offers only the keys of the input's own kind once its kind is written", () => {
    const text = 'inputs:\n  - id: a\n    kind: select\n    lab|\n    default: 1\n  - id: b\n    kind: number\n';
    const offset = text.indexOf('|');
    const clean = text.replace('|', '');
    const siblings = siblingsAt(clean, offset);
    expect(siblings).toEqual({ id: 'a', kind: 'select', default: '1' });
    const keys = keysAt(schema, placeAt(clean, offset).parent, siblings).map((k) => k.key);
    expect(keys).toEqual(expect.arrayContaining(['id', 'kind', 'label', ...Object.keys(inputKinds.select.keys)]));
    expect(keys).not.toContain('onLabel');
    expect(keys).not.toContain('placeholder');
    // The second item is a number: its own keys, not the select's.
    const second = `${clean}    pl`;
    const numberKeys = keysAt(schema, placeAt(second, second.length).parent, siblingsAt(second, second.length)).map(
      (k) => k.key,
    );
    expect(numberKeys).toContain('placeholder');
    expect(numberKeys).not.toContain('options');
  });

  it('offers the allowed values of a key, and describes a key for hover', () => {
    expect(valuesAt(schema, ['inputs', ITEM], 'kind').sort()).toEqual(Object.keys(inputKinds).sort());
    expect(valuesAt(schema, [], 'trigger')).toEqual(expect.arrayContaining(['auto']));
    expect(describeKey(schema, ['seo'], 'title')).toBeTruthy();
    expect(describeKey(schema, [], 'nonesiste')).toBeUndefined();
  });
});
