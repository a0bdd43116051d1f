/**
 * The file format has one source of truth: the JSON Schema that editors see (composed by
 * generator/schema.ts from the hand-written base and the words of language/), and the TypeScript
 * types the generator reads a validated file as (language/definition.ts) must name the same keys,
 * at every level. The types are read with the TypeScript compiler; a key in one and not the other
 * fails here, with its path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { calculatorSchema } from '../generator/schema.ts';

type Schema = { [key: string]: unknown };

const root = path.resolve(import.meta.dirname, '..');
const definitionFile = path.join(root, 'language/definition.ts');
const program = ts.createProgram([definitionFile], {
  strict: true,
  noEmit: true,
  allowImportingTsExtensions: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
});
const checker = program.getTypeChecker();

function declaredType(name: string): ts.Type {
  const file = program.getSourceFile(definitionFile)!;
  const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(file)!).find((s) => s.name === name);
  if (!symbol) throw new Error(`language/definition.ts exports no ${name}`);
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return checker.getDeclaredTypeOfSymbol(target);
}

/** The schema at a node, its $ref followed, with every branch (allOf, oneOf, anyOf, if/then/else) merged. */
function branches(node: unknown, schema: Schema): Schema[] {
  if (typeof node !== 'object' || node === null) return [];
  const s = node as Schema;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace('#/$defs/', '');
    return branches((schema.$defs as Schema)[name], schema);
  }
  const nested = ['allOf', 'oneOf', 'anyOf'].flatMap((k) =>
    ((s[k] as unknown[] | undefined) ?? []).flatMap((b) => branches(b, schema)),
  );
  const conditional = ['then', 'else'].flatMap((k) => branches(s[k], schema));
  return [s, ...nested, ...conditional];
}

/** The object types of a TypeScript type: undefined left out, unions and arrays' elements opened. */
function objectTypes(type: ts.Type): ts.Type[] {
  const parts = type.isUnion() ? type.types : [type];
  return parts.filter(
    (t) => t.flags & ts.TypeFlags.Object && !checker.isArrayType(t) && checker.getPropertiesOfType(t).length > 0,
  );
}

const elementOf = (type: ts.Type): ts.Type | undefined => {
  const array = (type.isUnion() ? type.types : [type]).find((t) => checker.isArrayType(t));
  return array ? checker.getTypeArguments(array as ts.TypeReference)[0] : undefined;
};

const recordValueOf = (type: ts.Type): ts.Type | undefined =>
  (type.isUnion() ? type.types : [type])
    .map((t) => checker.getIndexInfoOfType(t, ts.IndexKind.String)?.type)
    .find((t) => t !== undefined);

/** Every key in one and not in the other, by path ('results[].cases[].when'), both ways; `types`: the alternatives at this path. */
function drift(types: ts.Type[], node: unknown, schema: Schema, at: string, depth = 0): string[] {
  if (depth > 8) return [];
  const nodes = branches(node, schema);
  const out: string[] = [];
  // Lists: compare their items.
  const items = nodes.map((n) => n.items).find((i) => i !== undefined);
  const elements = types.map(elementOf).filter((t) => t !== undefined);
  if (items !== undefined && elements.length) out.push(...drift(elements, items, schema, `${at}[]`, depth + 1));
  // Maps (additionalProperties): compare their values.
  const additional = nodes.map((n) => n.additionalProperties).find((a) => typeof a === 'object');
  const values = types.map(recordValueOf).filter((t) => t !== undefined);
  if (additional !== undefined && values.length) out.push(...drift(values, additional, schema, `${at}.*`, depth + 1));
  // Records: compare their keys, then each key's value.
  const schemaKeys = new Map<string, unknown[]>();
  for (const n of nodes)
    for (const [key, sub] of Object.entries((n.properties as Schema | undefined) ?? {}))
      schemaKeys.set(key, [...(schemaKeys.get(key) ?? []), sub]);
  const objects = types.flatMap(objectTypes).filter(() => schemaKeys.size > 0);
  if (objects.length === 0) return out;
  const typeKeys = new Map<string, ts.Type[]>();
  for (const object of objects) {
    for (const property of checker.getPropertiesOfType(object)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration
        ? checker.getTypeOfSymbolAtLocation(property, declaration)
        : checker.getTypeOfSymbol(property);
      typeKeys.set(property.name, [...(typeKeys.get(property.name) ?? []), checker.getNonNullableType(propertyType)]);
    }
  }
  for (const key of schemaKeys.keys())
    if (!typeKeys.has(key)) out.push(`${at}.${key}: in the schema, not in the types`);
  for (const key of typeKeys.keys())
    if (!schemaKeys.has(key)) out.push(`${at}.${key}: in the types, not in the schema`);
  for (const [key, keyTypes] of typeKeys) {
    const subs = schemaKeys.get(key);
    if (subs) out.push(...drift(keyTypes, { anyOf: subs }, schema, `${at}.${key}`, depth + 1));
  }
  return [...new Set(out)];
}

const json = (file: string) => JSON.parse(readFileSync(path.join(root, 'schemas', file), 'utf8')) as Schema;

describe('the file format has one source of truth', () => {
  it('a calculator file: the schema and CalculatorFile name the same keys at every level', () => {
    const schema = calculatorSchema() as Schema;
    expect(drift([declaredType('CalculatorFile')], schema, schema, 'calculator')).toEqual([]);
  });

  it('a blog article, the categories and a rule: their schemas and types name the same keys', () => {
    const rule = json('rule.schema.json');
    expect(drift([declaredType('RuleFile')], rule, rule, 'rule')).toEqual([]);
    const blog = json('blog.schema.json');
    expect(drift([declaredType('ArticleFile')], blog, blog, 'article')).toEqual([]);
    const categories = json('categories.schema.json');
    expect(
      drift(
        [declaredType('CategoryEntry')],
        (categories as { items?: unknown }).items ?? categories,
        categories,
        'category',
      ),
    ).toEqual([]);
  });

  it('finds a drift: a key the types lack is named with its path', () => {
    const schema = calculatorSchema() as Schema;
    const defs = schema.$defs as Schema;
    const result = defs.result as Schema;
    const changed = {
      ...schema,
      $defs: {
        ...defs,
        result: { ...result, properties: { ...(result.properties as Schema), tooltip: { type: 'string' } } },
      },
    };
    expect(drift([declaredType('CalculatorFile')], changed, changed, 'calculator')).toEqual([
      'calculator.results[].tooltip: in the schema, not in the types',
    ]);
  });
});
