/**
 * The one set of names of a calculator file (inputs, lookups, sources, values and results), and
 * the tables among them: lookups and data sources, read as name[key].
 */
import { datasets } from '../../language/datasets/index.ts';
import type { LookupDef, Scalar } from '../../language/definition.ts';
import type { PathSegment } from '../../language/diagnostics.ts';
import { type Diagnostic, suggest } from '../../language/diagnostics.ts';
import { SCENARIO_KEY, VERSION_KEY } from '../../src/engine/link.ts';
import type { SourceFile } from '../source.ts';
import { type CalculatorContext, optional } from './context.ts';
import type { CheckedLookup } from './model.ts';
import { type Scope, type Type, typeName, type ValueType } from './scope.ts';

/** The node of a name: written as an `id: name` value, or as a key (values, lookups). */
export function nameNode(source: SourceFile, path: PathSegment[]) {
  return path[path.length - 1] === 'id' || path[path.length - 1] === 'index' ? source.node(path) : source.keyNode(path);
}

/**
 * Words a formula reads as something else, whatever the file defines: the constants of mathjs
 * (`NaN` would compile to JavaScript's NaN, not to the input) and its operators (`a mod b`).
 */
const RESERVED: Record<string, string> = {
  NaN: 'a constant',
  Infinity: 'a constant',
  true: 'a constant',
  false: 'a constant',
  null: 'a constant',
  undefined: 'a constant',
  and: 'an operator',
  or: 'an operator',
  not: 'an operator',
  xor: 'an operator',
  mod: 'an operator',
  to: 'an operator',
  in: 'an operator',
};

/** The share link's own query keys (src/engine/link.ts): no input may take one as its id. */
const LINK_KEYS: readonly string[] = [VERSION_KEY, SCENARIO_KEY];

/** Reports `name` (at `path`) if formulas cannot read it as a name; true when reported. */
export function reservedName(
  source: SourceFile,
  path: PathSegment[],
  name: string,
  diagnostics: Diagnostic[],
): boolean {
  const what = Object.hasOwn(RESERVED, name) ? RESERVED[name] : undefined;
  if (what === undefined) return false;
  diagnostics.push(
    source.at(
      nameNode(source, path),
      'invalid-value',
      `"${name}" cannot be a name: formulas read it as ${what}.`,
      `Rename it (e.g. "${name.toLowerCase()}Value"), here and where it is used.`,
    ),
  );
  return true;
}

/** Where each name is defined: the first definition claims it, a second one is reported. */
export class Names {
  private readonly owners = new Map<string, PathSegment[]>();
  constructor(private readonly context: CalculatorContext) {}

  claim(name: string, path: PathSegment[]): boolean {
    const { source, diagnostics } = this.context;
    // Reported, but still defined: its uses are not reported again.
    reservedName(source, path, name, diagnostics);
    if (path[0] === 'inputs' && LINK_KEYS.includes(name))
      diagnostics.push(
        source.at(
          nameNode(source, path),
          'invalid-value',
          `"${name}" cannot be an input's id: the share link uses it for ${name === VERSION_KEY ? "the calculator's version" : 'the scenarios of Confronta'}.`,
          `Rename it (e.g. "${name}Scelta"), here and where it is used.`,
        ),
      );
    const first = this.owners.get(name);
    if (first) {
      diagnostics.push(
        source.at(
          nameNode(source, path),
          'duplicate-name',
          `The name "${name}" is defined twice.`,
          `It is already defined at line ${source.position(nameNode(source, first)?.range?.[0] ?? 0).line}; inputs, lookups, sources, values and results share one set of names.`,
        ),
      );
      return false;
    }
    this.owners.set(name, path);
    return true;
  }
}

/** Every lookup: rows of one shape, a fallback that is a row (required for records); defined in `scope`. */
export function checkLookups(
  { source, data, diagnostics }: CalculatorContext,
  names: Names,
  scope: Scope,
): CheckedLookup[] {
  const lookups: CheckedLookup[] = [];
  for (const [name, lookup] of Object.entries(data.lookups ?? {})) {
    if (!names.claim(name, ['lookups', name])) continue;
    const rowType = typeOfRow(Object.values(lookup.rows)[0]!);
    const shape = typeName(rowType);
    Object.entries(lookup.rows).forEach(([key, value]) => {
      const valueType = typeName(typeOfRow(value));
      if (valueType !== shape)
        diagnostics.push(
          source.at(
            source.node(['lookups', name, 'rows', key]),
            'type-mismatch',
            `Row "${key}" of lookup "${name}" is ${valueType}, but the first row is ${shape}.`,
            'Every row of a table has the same shape.',
          ),
        );
    });
    if (lookup.fallback !== undefined && !Object.hasOwn(lookup.rows, String(lookup.fallback))) {
      diagnostics.push(
        source.at(
          source.node(['lookups', name, 'fallback']),
          'unknown-reference',
          `The fallback "${lookup.fallback}" is not a row of lookup "${name}".`,
          suggest(String(lookup.fallback), Object.keys(lookup.rows), 'rows'),
        ),
      );
    }
    // An absent key of a number table reads 0, of a text table "" (only for keys known to be rows:
    // check/expression.ts); a record has no such default.
    if (typeof rowType === 'object' && lookup.fallback === undefined) {
      diagnostics.push(
        source.at(
          source.keyNode(['lookups', name]),
          'missing-key',
          `Lookup "${name}" has records as rows, so it needs a "fallback" row for absent keys.`,
          'Add "fallback: <key>" naming the default row.',
        ),
      );
    }
    const fallback = lookup.fallback === undefined ? undefined : String(lookup.fallback);
    lookups.push({ name, rowType, rows: lookup.rows, ...optional('fallback', fallback) });
    scope.define({
      kind: 'lookup',
      name,
      row: rowType,
      keys: Object.keys(lookup.rows),
      ...optional('fallback', fallback),
    });
  }
  return lookups;
}

/** Every data source, as a table of numbers in `scope` (check/sources.ts checks their addresses). */
export function declareSources({ data }: CalculatorContext, names: Names, scope: Scope): void {
  (data.sources ?? []).forEach((src, i) => {
    if (names.claim(src.id, ['sources', i, 'id'])) scope.define({ kind: 'source', name: src.id, row: 'number' });
  });
}

/** Every dataset, as a table of records of texts in `scope`: a name that is no dataset of the language is an error. */
export function declareDatasets({ source, data, diagnostics }: CalculatorContext, names: Names, scope: Scope): void {
  for (const [name, id] of Object.entries(data.datasets ?? {})) {
    if (!names.claim(name, ['datasets', name])) continue;
    const dataset = Object.hasOwn(datasets, id) ? datasets[id] : undefined;
    if (!dataset) {
      diagnostics.push(
        source.at(
          source.node(['datasets', name]),
          'unknown-dataset',
          `"${id}" is no dataset of the language.`,
          suggest(id, Object.keys(datasets), 'datasets'),
        ),
      );
      continue;
    }
    const columns = Object.fromEntries(Object.keys(dataset.columns).map((c) => [c, 'string' as const]));
    scope.define({ kind: 'dataset', name, id, row: { columns } });
  }
}

/** The type of a lookup row: a number, a text, or a record of them. */
function typeOfRow(row: LookupDef['rows'][string]): Type {
  const scalar = (value: Scalar): ValueType => (typeof value === 'number' ? 'number' : 'string');
  return typeof row === 'object'
    ? { columns: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, scalar(v)])) }
    : scalar(row);
}
