/**
 * Completion and hover for the studio's editor from the calculator JSON Schema: the YAML path at
 * the cursor (found from the indentation of the lines above, so it works on a file being typed,
 * which often does not parse), then the schema at that path (through $ref, items, and the
 * branches of allOf/anyOf/oneOf/if-then: the keys of the kind written beside the cursor, else of
 * every kind).
 */

type Schema = Record<string, unknown>;
/** A key, or ITEM for an element of a list. */
export const ITEM: unique symbol = Symbol('item');
export type YamlPath = (string | typeof ITEM)[];

export interface Place {
  /** The path of the mapping the cursor's key belongs to. */
  parent: YamlPath;
  /** The key being typed (cursor before ":"), or the key whose value is being typed. */
  key: string;
  /** The cursor is after "key:": a value is being typed. */
  inValue: boolean;
  /** Where the word being completed starts (offset in the text). */
  from: number;
}

interface LineShape {
  /** Columns of the "- " markers, left to right. */
  dashes: number[];
  /** Column where the key (or value) starts, after the markers. */
  start: number;
  /** The key of "key:" lines. */
  key?: string;
  /** Nothing but a block marker (|, >) or a comment after "key:": the value is the lines below. */
  opens: boolean;
}

function shape(line: string): LineShape {
  const dashes: number[] = [];
  let i = line.length - line.trimStart().length;
  while (line.startsWith('- ', i) || line.slice(i) === '-') {
    dashes.push(i);
    i += 1;
    while (line[i] === ' ') i++;
  }
  const match = /^([^\s:#'"[{][^:#]*?):(\s|$)(.*)$/.exec(line.slice(i));
  const rest = match?.[3]?.trim() ?? '';
  return {
    dashes,
    start: i,
    ...(match ? { key: match[1]!.trim() } : {}),
    opens: match !== null && (rest === '' || rest.startsWith('#') || /^[|>][-+]?$/.test(rest)),
  };
}

/** The path of the mapping that holds a line whose content starts at column `indent`, from the lines above it. */
function parentPath(lines: string[], indent: number): YamlPath {
  const path: YamlPath = [];
  let target = indent;
  for (let n = lines.length - 1; n >= 0 && target > 0; n--) {
    const line = lines[n]!;
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const s = shape(line);
    if (s.key !== undefined && s.start < target && s.opens) {
      path.unshift(s.key);
      target = s.start;
    }
    for (const dash of [...s.dashes].reverse()) {
      if (dash < target) {
        path.unshift(ITEM as typeof ITEM);
        target = dash;
      }
    }
  }
  return path;
}

/** Where the cursor at `offset` of `text` is, in YAML terms. */
export function placeAt(text: string, offset: number): Place {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  const s = shape(text.slice(lineStart, text.indexOf('\n', offset) < 0 ? undefined : text.indexOf('\n', offset)));
  // The line's own "- " markers open list items inside the mapping of the lines above.
  const parent = [
    ...parentPath(text.slice(0, Math.max(0, lineStart - 1)).split('\n'), s.dashes[0] ?? s.start),
    ...s.dashes.map((): typeof ITEM => ITEM),
  ];
  const colon = before.indexOf(':', s.start);
  const word = /[\w.-]*$/.exec(before)![0];
  if (colon >= 0)
    return { parent, key: before.slice(s.start, colon).trim(), inValue: true, from: offset - word.length };
  return { parent, key: before.slice(s.start).trim(), inValue: false, from: offset - word.length };
}

/** The schema of `name` under `root`'s $defs, for a "#/$defs/name" reference. */
function deref(root: Schema, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return schema;
  const target = (root.$defs as Record<string, Schema>)[ref.slice('#/$defs/'.length)] ?? {};
  // Keys beside the $ref (a description) win over the target's.
  const { $ref: _, ...own } = schema;
  return { ...deref(root, target), ...own };
}

/** The values written beside the cursor's key in its mapping (`kind: number`), which pick the if-then branches. */
export type Siblings = Record<string, string>;

/** Whether an if-then branch applies: each `if` property that is a const matches the sibling's value, when written. */
function applies(branch: Schema, siblings: Siblings | undefined): boolean {
  const conditions = ((branch.if as Schema | undefined)?.properties ?? {}) as Record<string, Schema>;
  return Object.entries(conditions).every(
    ([key, condition]) =>
      siblings?.[key] === undefined || condition.const === undefined || String(condition.const) === siblings[key],
  );
}

/** The schema and the alternatives it allows (branches of allOf/anyOf/oneOf and if-then), each dereferenced; with `siblings`, only the if-then branches they match. */
function variants(root: Schema, schema: Schema, siblings?: Siblings): Schema[] {
  const own = deref(root, schema);
  const branches = ['allOf', 'anyOf', 'oneOf']
    .flatMap((k) => (own[k] as Schema[] | undefined) ?? [])
    .flatMap((b) => [b, ...(b.then && applies(b, siblings) ? [b.then as Schema] : [])]);
  return [
    own,
    ...(own.then && applies(own, siblings) ? [own.then as Schema] : []),
    ...branches.flatMap((b) => variants(root, b, siblings)),
  ];
}

/** The schemas a value at `path` may follow; `siblings` narrow the last mapping's branches. */
function schemasAt(root: Schema, path: YamlPath, siblings?: Siblings): Schema[] {
  let current = variants(root, root, path.length === 0 ? siblings : undefined);
  path.forEach((segment, i) => {
    current = current.flatMap((s) => {
      const next =
        segment === ITEM
          ? (s.items as Schema | undefined)
          : (s.properties as Record<string, Schema> | undefined)?.[segment];
      return next ? variants(root, next, i === path.length - 1 ? siblings : undefined) : [];
    });
  });
  return current;
}

/**
 * The plain `key: value` pairs of the mapping the line at `offset` belongs to (the lines at its
 * key's column, up to the item's "- " or a line less indented), but the cursor's own line.
 */
export function siblingsAt(text: string, offset: number): Siblings {
  const lines = text.split('\n');
  const here = text.slice(0, offset).split('\n').length - 1;
  const column = shape(lines[here] ?? '').start;
  const found: Siblings = {};
  const take = (n: number): boolean => {
    const line = lines[n]!;
    if (!line.trim() || line.trimStart().startsWith('#')) return true;
    const s = shape(line);
    if (s.start !== column) return s.start > column;
    const value = /^[^:]*:\s+([^\s#'"[{][^#]*?)\s*(?:#.*)?$/.exec(line.slice(s.start))?.[1];
    if (s.key !== undefined && value !== undefined) found[s.key] = value;
    // A "- " at this line starts the item: nothing above it belongs to the mapping.
    return s.dashes.length === 0;
  };
  for (let n = here - 1; n >= 0 && take(n); n--);
  for (let n = here + 1; n < lines.length; n++) {
    if (shape(lines[n]!).dashes.length > 0 && shape(lines[n]!).start <= column) break;
    if (!take(n)) break;
  }
  return found;
}

export interface KeyInfo {
  key: string;
  description?: string;
}

/** The keys a mapping at `path` may have, with their descriptions (the first one found); `siblings` (kind: number) narrow them to that kind's. */
export function keysAt(root: Schema, path: YamlPath, siblings?: Siblings): KeyInfo[] {
  const keys = new Map<string, string | undefined>();
  for (const s of schemasAt(root, path, siblings)) {
    for (const [key, value] of Object.entries((s.properties as Record<string, Schema> | undefined) ?? {})) {
      const description = deref(root, value).description as string | undefined;
      if (!keys.get(key)) keys.set(key, description);
    }
  }
  return [...keys].map(([key, description]) => ({ key, ...(description ? { description } : {}) }));
}

/** The values allowed for `key` of the mapping at `path` (enums, const, booleans). */
export function valuesAt(root: Schema, path: YamlPath, key: string): string[] {
  const values = new Set<string>();
  for (const s of schemasAt(root, [...path, key])) {
    for (const v of (s.enum as unknown[] | undefined) ?? []) values.add(String(v));
    if (s.const !== undefined) values.add(String(s.const));
    if (s.type === 'boolean') for (const v of ['true', 'false']) values.add(v);
  }
  return [...values];
}

/** The description of `key` in the mapping at `path`, for hover. */
export function describeKey(root: Schema, path: YamlPath, key: string): string | undefined {
  return keysAt(root, path).find((k) => k.key === key)?.description;
}
