/**
 * docs/language.md's tables of input kinds, functions, formats, chart kinds and error codes are
 * written from the registries (generator/docs.ts): the file must be what `npm run docs` writes.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_DOC, languageDoc, registries } from '../generator/docs.ts';
import { applyRegions, REGIONS, referenceTables, signature, typeOf, typesetText } from '../generator/reference.ts';

describe('docs/language.md', () => {
  it('has the tables the registries give (else run `npm run docs`)', async () => {
    const { current, expected } = await languageDoc();
    expect(current, `${LANGUAGE_DOC} differs from its registries: run \`npm run docs\` and commit it.`).toBe(expected);
  });

  it('names every input kind, function, format, chart kind and error code', () => {
    const tables = referenceTables(registries);
    for (const name of Object.keys(registries.inputKinds)) expect(tables.inputs).toContain(`| \`${name}\` |`);
    for (const f of registries.functions) expect(tables.functions).toContain(`\`${f.name}(`);
    for (const name of Object.keys(registries.formats)) expect(tables.formats).toContain(`| \`${name}\` |`);
    for (const name of Object.keys(registries.chartKinds)) expect(tables.charts).toContain(`| \`${name}\` |`);
    for (const name of Object.keys(registries.diagnostics)) expect(tables.diagnostics).toContain(`| \`${name}\` |`);
  });
});

describe('generator/reference.ts', () => {
  it('writes signatures with optional and repeated parameters', () => {
    const f = { name: 'f', params: ['number', 'list'], returns: 'number', doc: '', example: '', typeset: () => [] };
    expect(signature(f)).toBe('f(number, list)');
    expect(signature({ ...f, optional: 1 })).toBe('f(number, list?)');
    expect(signature({ ...f, params: ['number'], variadic: true })).toBe('f(number...)');
  });

  it("writes how 'Come si calcola' reads a call, as plain text, never as name(a, b)", () => {
    const reads = (name: string) => typesetText([...registries.functions].find((f) => f.name === name)!);
    expect(reads('pmt')).toBe('c × a / (1 − (1 + a)^(−b))');
    expect(reads('npv')).toBe('(b)/((1 + a)) + (c)/((1 + a)^(2))');
    expect(reads('abs')).toBe('|a|');
    expect(reads('max')).toBe('il maggiore tra a e b');
    expect(reads('sqrt')).toBe('√(a)');
    for (const f of registries.functions) expect(typesetText(f), f.name).not.toContain(`${f.name}(`);
  });

  it('says a key schema in a few words', () => {
    expect(typeOf({ type: ['number', 'string'] })).toBe('number or text');
    expect(typeOf({ $ref: '#/$defs/name' })).toBe('a name');
    expect(typeOf({ type: 'array', items: { type: 'object', properties: {} } })).toBe('list of records');
    expect(typeOf({ enum: ['a', 'b'] })).toBe('`a`, `b`');
  });

  it('rewrites only the text between the markers, and refuses a missing marker', () => {
    const tables = Object.fromEntries(REGIONS.map((r) => [r, `table ${r}`])) as Record<
      (typeof REGIONS)[number],
      string
    >;
    const doc = `intro\n${REGIONS.map((r) => `<!-- generated:${r} -->\nold\n<!-- /generated:${r} -->\nprose ${r}`).join('\n')}\n`;
    const out = applyRegions(doc, tables);
    for (const r of REGIONS)
      expect(out).toContain(`<!-- generated:${r} -->\n\ntable ${r}\n\n<!-- /generated:${r} -->\nprose ${r}`);
    expect(out).not.toContain('old');
    expect(applyRegions(out, tables)).toBe(out);
    expect(() => applyRegions(doc.replace('<!-- /generated:formats -->', ''), tables)).toThrow(/generated:formats/);
  });
});
