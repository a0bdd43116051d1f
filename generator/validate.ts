/**
 * Stage 2, validate: check each file against its JSON Schema (ajv) and turn ajv's errors into
 * diagnostics that point at the offending key or value.
 * Output: the plain data of each valid file, typed by the schema.
 * The validators are a parameter: Node compiles them (generator/validators.ts); the studio, whose
 * Content Security Policy forbids compiling code, imports their standalone code, generated with them.
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { ArticleFile, CalculatorFile, CategoryFile, RuleFile } from '../language/definition.ts';
import type { PathSegment } from '../language/diagnostics.ts';
import { closest, type Diagnostic, suggest } from '../language/diagnostics.ts';
import type { Loaded } from './load.ts';
import type { SourceFile } from './source.ts';

/** A compiled validator, or its standalone code: true when valid, else its errors in `errors`. */
export type Validator = ((data: unknown) => boolean) & Pick<ValidateFunction, 'errors'>;

/** One validator per kind of file, compiled with `verbose` (the diagnostics read the schema of each error). */
export type Validators = Record<'calculator' | 'categories' | 'article' | 'rule', Validator>;

export interface Validated {
  /** Each categories file with its data (the fixtures' first); undefined when one is missing or invalid. */
  categories: { source: SourceFile; data: CategoryFile }[] | undefined;
  calculators: { source: SourceFile; data: CalculatorFile }[];
  /** The rule book's valid rule files. */
  rules: { source: SourceFile; data: RuleFile }[];
  articles: { source: SourceFile; data: ArticleFile; body: string }[];
  diagnostics: Diagnostic[];
}

function pointer(instancePath: string): PathSegment[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** How a file's schema errors speak: `item` names an item of a file that is a list (category
 * "sport"), `docs` is where its keys are described. */
interface Speech {
  item?: string;
  docs: string;
  /** What to write instead of a key the file may no longer have, by key. */
  moved?: Record<string, string>;
}

/** Keys a calculator file once had, and where what they held lives now. */
const CALCULATOR_MOVED: Record<string, string> = {
  parameters:
    'Dated rules live in the rule book: write each as rules/<group>/<name>.yaml, every dated value with its reference, and read it here with rules: { name: group.name } (docs/language.md, "The rule book").',
};

/**
 * Names a place in the file as an editor would: "the file", "keywords", input "anni", "kind" of
 * input "anni", "options[1].label" of input "tipo". A list item with an id (inputs, results, series,
 * charts...) or a name (examples) is named by it, an item of a file that is a list by `item`
 * (category "sport"); other paths read "results[0]", "faq[2].q".
 */
function describePath(segments: PathSegment[], data: unknown, item?: string): string {
  if (segments.length === 0) return 'the file';
  const quoted = (part: PathSegment[]) =>
    `"${part.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('')}"`;
  let owner: { at: number; name: string } | undefined;
  let node = data;
  segments.forEach((segment, i) => {
    node = (node as Record<PathSegment, unknown> | undefined)?.[segment];
    const list = segments[i - 1];
    const kind =
      i === 0 ? item : typeof list === 'string' && (list.endsWith('s') && list !== 'series' ? list.slice(0, -1) : list);
    if (typeof segment !== 'number' || !kind || typeof node !== 'object' || node === null) return;
    const { id, name } = node as { id?: unknown; name?: unknown };
    const label = typeof id === 'string' ? id : typeof name === 'string' ? name : undefined;
    if (label !== undefined) owner = { at: i, name: `${kind} "${label}"` };
  });
  if (!owner) return quoted(segments);
  const rest = segments.slice(owner.at + 1);
  return rest.length ? `${quoted(rest)} of ${owner.name}` : owner.name;
}

/** Turns ajv errors into diagnostics, dropping the noise of alternatives (oneOf/anyOf/if). */
function toDiagnostics(source: SourceFile, errors: ErrorObject[], data: unknown, speech: Speech): Diagnostic[] {
  const describe = (at: PathSegment[]) => describePath(at, data, speech.item);
  const composite = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const insideComposite = (e: ErrorObject) =>
    composite.some(
      (c) =>
        c !== e &&
        e.schemaPath.startsWith(c.schemaPath.replace(/\/(oneOf|anyOf)$/, '/$1/')) &&
        e.instancePath.startsWith(c.instancePath),
    );
  // A misspelt key ("formla") also leaves the key it stands for missing: report only the typo.
  const misspelt = new Set(
    errors
      .filter((e) => e.keyword === 'additionalProperties')
      .flatMap((e) => {
        const near = closest((e.params as { additionalProperty: string }).additionalProperty, knownKeys(e));
        return near ? [`${e.instancePath}/${near}`] : [];
      }),
  );
  const missing = (e: ErrorObject): string[] => {
    if (e.keyword === 'required') return [(e.params as { missingProperty: string }).missingProperty];
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf')
      return ((e.schema as { required?: string[] }[] | undefined) ?? []).flatMap((b) => b.required ?? []);
    return [];
  };
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'if' || insideComposite(error)) continue;
    if (missing(error).some((key) => misspelt.has(`${error.instancePath}/${key}`))) continue;
    const at = pointer(error.instancePath);
    let d: Diagnostic;
    switch (error.keyword) {
      case 'additionalProperties': {
        const key = (error.params as { additionalProperty: string }).additionalProperty;
        d = source.at(
          source.keyNode([...at, key]),
          'unknown-key',
          `Unknown key "${key}" in ${describe(at)}.`,
          (at.length === 0 ? speech.moved?.[key] : undefined) ?? suggest(key, knownKeys(error), 'keys'),
        );
        break;
      }
      case 'required': {
        const key = (error.params as { missingProperty: string }).missingProperty;
        const keyNode = at.length > 0 ? source.keyNode(at) : source.node(at);
        d = source.at(
          keyNode,
          'missing-key',
          `Missing required key "${key}" in ${describe(at)}.`,
          `Add "${key}:" (see ${speech.docs}).`,
        );
        break;
      }
      case 'type': {
        const expected = String((error.params as { type: string | string[] }).type).replace(/,/g, ' or ');
        d = source.at(
          source.node(at),
          'wrong-type',
          `${describe(at)} must be of type ${expected}.`,
          typeHint(expected),
        );
        break;
      }
      case 'enum': {
        // The message lists the allowed values, so the hint only offers a likely typo.
        const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
        const near = closest(String(error.data), allowed.map(String));
        d = source.at(
          source.node(at),
          'invalid-value',
          `${describe(at)} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}.`,
          near && `Did you mean "${near}"?`,
        );
        break;
      }
      case 'oneOf':
      case 'anyOf': {
        // verbose: `schema` is the list of alternatives, `parentSchema` the object that holds it.
        const branches = (error.schema as Record<string, unknown>[] | undefined) ?? [];
        const requiredSets = branches.map((b) => (b.required as string[] | undefined) ?? []);
        const onlyRequired = branches.every((b) => Object.keys(b).every((k) => k === 'required' || k === 'anyOf'));
        const message = onlyRequired
          ? `${describe(at)} needs ${error.keyword === 'oneOf' ? 'exactly one' : 'at least one'} of: ${requiredSets.map((r) => r.join(' + ') || '…').join(', ')}.`
          : `${describe(at)} does not have an allowed shape.`;
        const owner = error.parentSchema as Record<string, unknown> | undefined;
        d = source.at(
          at.length ? source.keyNode(at) : source.node(at),
          'invalid-shape',
          message,
          typeof owner?.description === 'string' ? owner.description : undefined,
        );
        break;
      }
      default: {
        d = source.at(
          source.node(at),
          'invalid-value',
          `${describe(at)} ${error.message ?? 'is not valid'}.`,
          describeOf(error),
        );
      }
    }
    const keyOf = `${d.line}:${d.col}:${d.message}`;
    if (!seen.has(keyOf)) {
      seen.add(keyOf);
      out.push(d);
    }
  }
  return out;
}

/** The keys an object may have, for an additionalProperties error. */
function knownKeys(error: ErrorObject): string[] {
  return Object.keys(
    ((error.parentSchema as Record<string, unknown> | undefined)?.properties as object | undefined) ?? {},
  );
}

function typeHint(expected: string): string {
  if (expected.includes('array')) return 'Write a list: one "- item" per line.';
  if (expected === 'object') return 'Write a mapping: "key: value" lines indented under this key.';
  if (expected.includes('number') && !expected.includes('string'))
    return 'Write a number such as 10 or 0.5 (with a dot), without quotes.';
  return 'Check the value against the language reference, docs/language.md.';
}

function describeOf(error: ErrorObject): string | undefined {
  const owner = error.parentSchema as Record<string, unknown> | undefined;
  return typeof owner?.description === 'string' ? owner.description : undefined;
}

function check<T>(
  validate: Validator,
  source: SourceFile,
  diagnostics: Diagnostic[],
  speech: Speech = { docs: 'docs/language.md' },
): T | undefined {
  const data: unknown = source.doc.toJS();
  if (validate(data)) return data as T;
  diagnostics.push(...toDiagnostics(source, validate.errors ?? [], data, speech));
  return undefined;
}

export function validate(loaded: Loaded, validators: Validators): Validated {
  const diagnostics: Diagnostic[] = [];
  const categories = (loaded.categories ?? []).map((source) => ({
    source,
    data: check<CategoryFile>(validators.categories, source, diagnostics, {
      item: 'category',
      docs: 'docs/authoring.md, "Add a category"',
    }),
  }));
  const calculators: Validated['calculators'] = [];
  for (const source of loaded.calculators) {
    const data = check<CalculatorFile>(validators.calculator, source, diagnostics, {
      docs: 'docs/language.md',
      moved: CALCULATOR_MOVED,
    });
    if (data) calculators.push({ source, data });
  }
  const rules: Validated['rules'] = [];
  for (const source of loaded.rules) {
    const data = check<RuleFile>(validators.rule, source, diagnostics, { docs: 'docs/language.md, "The rule book"' });
    if (data) rules.push({ source, data });
  }
  const articles: Validated['articles'] = [];
  for (const { source, body } of loaded.articles) {
    const data = check<ArticleFile>(validators.article, source, diagnostics);
    if (data) articles.push({ source, data, body });
  }
  return {
    categories:
      loaded.categories && categories.every((c) => c.data)
        ? categories.map(({ source, data }) => ({ source, data: data! }))
        : undefined,
    calculators,
    rules,
    articles,
    diagnostics,
  };
}
