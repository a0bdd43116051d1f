/**
 * The generated tables of docs/language.md: input kinds, formula functions, formats, chart kinds and
 * diagnostic codes, written from the registries the generator itself reads, so the reference cannot
 * drift from the language. Pure: it is handed the registries (generator/docs.ts imports them, in one
 * place) and returns Markdown; `applyRegions` puts each table between its marker comments.
 */

/** The JSON Schema of one key, as the registries write it. */
type KeySchema = Record<string, unknown>;

/** What the reference reads of an input kind (language/inputs/kind.ts). */
export interface InputKindEntry {
  description: string;
  keys: Record<string, KeySchema>;
  required?: readonly string[];
}

/** What the reference reads of a formula function (language/functions/types.ts). */
export interface FunctionEntry {
  name: string;
  params: readonly string[];
  optional?: number;
  variadic?: boolean;
  returns: string;
  doc: string;
  example: string;
  /** How 'Come si calcola' writes a call, from its arguments' MathML. */
  typeset: (args: { bare: string[][]; term: string[][] }) => string[];
}

/** What the reference reads of a special form (generator/forms/types.ts). */
export interface FormEntry {
  name: string;
  doc: string;
  example: string;
}

/** What the reference reads of a format (language/formats/format.ts). */
export interface FormatEntry {
  description: string;
  result?: false;
}

/** What the reference reads of a chart kind (language/charts/types.ts). */
export interface ChartKindEntry {
  description: string;
  keys: Record<string, KeySchema>;
  required?: readonly string[];
  data: 'series' | 'items' | 'either';
  series: string;
}

/** What the reference reads of a diagnostic code (language/diagnostics.ts). */
export interface DiagnosticEntry {
  description: string;
  /** A warning: printed, the build goes on. */
  warning?: boolean;
}

/** What the reference reads of a dataset (language/datasets/kind.ts). */
export interface DatasetEntry {
  description: string;
  package: string;
  version: string;
  license: string;
  columns: Record<string, string>;
  keyPattern: string;
}

export interface Registries {
  inputKinds: Readonly<Record<string, InputKindEntry>>;
  datasets: Readonly<Record<string, DatasetEntry>>;
  functions: Iterable<FunctionEntry>;
  forms: Iterable<FormEntry>;
  formats: Readonly<Record<string, FormatEntry>>;
  chartKinds: Readonly<Record<string, ChartKindEntry>>;
  diagnostics: Readonly<Record<string, DiagnosticEntry>>;
}

/** The generated regions of docs/language.md, each between `<!-- generated:<name> -->` and `<!-- /generated:<name> -->`. */
export const REGIONS = [
  'inputs',
  'input-keys',
  'functions',
  'forms',
  'formats',
  'charts',
  'chart-keys',
  'datasets',
  'diagnostics',
] as const;
export type Region = (typeof REGIONS)[number];

/** A Markdown table: a header row, the separator, the rows; `|` and line breaks in cells escaped. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const code = (text: string) => `\`${text}\``;

/** A key's type in a few words: `number`, `text`, `a name`, `list of records`, `true/false`... */
export function typeOf(schema: KeySchema): string {
  if (typeof schema.$ref === 'string') return schema.$ref.replace(/^#\/\$defs\//, 'a ');
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => code(String(v))).join(', ');
  const variants = (schema.oneOf ?? schema.anyOf) as KeySchema[] | undefined;
  if (Array.isArray(variants)) return variants.map(typeOf).join(' or ');
  const type = schema.type;
  if (Array.isArray(type)) return type.map((t) => typeOf({ ...schema, type: t })).join(' or ');
  switch (type) {
    case 'string':
      return 'text';
    case 'boolean':
      return 'true/false';
    case 'integer':
      return 'whole number';
    case 'array': {
      const items = schema.items as KeySchema | undefined;
      return items ? `list of ${plural(typeOf(items))}` : 'list';
    }
    case 'object':
      return schema.properties
        ? 'record'
        : schema.additionalProperties && typeof schema.additionalProperties === 'object'
          ? `map to ${typeOf(schema.additionalProperties as KeySchema)}`
          : 'record';
    default:
      return typeof type === 'string' ? type : 'any';
  }
}

function plural(type: string): string {
  if (type === 'record') return 'records';
  if (type === 'text') return 'texts';
  if (type === 'number') return 'numbers';
  return type.replace(/^map to /, 'maps to ');
}

/** The keys of a record nested in a key (a list of records, or a choice of forms holding one), as `key[].sub`, and whether each is required. */
function nestedKeys(name: string, schema: KeySchema): [string, KeySchema, boolean][] {
  const variants = (schema.oneOf ?? schema.anyOf) as KeySchema[] | undefined;
  if (Array.isArray(variants)) {
    const first = variants.map((v) => nestedKeys(name, v)).find((keys) => keys.length > 0);
    return first ?? [];
  }
  const items = schema.items as KeySchema | undefined;
  const properties = items?.properties as Record<string, KeySchema> | undefined;
  if (!properties) return [];
  const required = Array.isArray(items?.required) ? (items.required as string[]) : [];
  return Object.entries(properties).map(([key, sub]) => [`${name}[].${key}`, sub, required.includes(key)]);
}

/** Every key of a kind, nested ones after their parent: name, type, whether required, description. */
function keyRows(keys: Record<string, KeySchema>, required: readonly string[] = []): string[][] {
  return Object.entries(keys).flatMap(([name, schema]) => [
    [code(name), typeOf(schema), required.includes(name) ? 'yes' : '', description(schema)],
    ...nestedKeys(name, schema).map(([sub, subSchema, needed]) => [
      code(sub),
      typeOf(subSchema),
      needed ? 'yes' : '',
      description(subSchema),
    ]),
  ]);
}

const description = (schema: KeySchema) => (typeof schema.description === 'string' ? schema.description : '');

const keyList = (keys: Record<string, KeySchema>, required: readonly string[] = []) =>
  Object.keys(keys)
    .map((k) => (required.includes(k) ? `${code(k)} (required)` : code(k)))
    .join(', ');

/** `round(number, number?)`, `min(number...)`, `brackets(number, list, list)`. */
/**
 * How 'Come si calcola' writes a call of `f` on a, b, c, … (a variadic function on one argument
 * more), as plain text: `c × a / (1 − (1 + a)^(−b))`, `il maggiore tra a, b e c`.
 */
export function typesetText(f: FunctionEntry): string {
  const count = f.params.length + (f.variadic ? 1 : 0);
  const args = Array.from({ length: count }, (_, k) => [`<mi>${String.fromCharCode(97 + k)}</mi>`]);
  let markup = f.typeset({ bare: args, term: args }).join('');
  // Innermost first: a power, a fraction, a root or a subscript whose parts hold no other.
  const box = '((?:(?!<m(?:sup|sub|frac|sqrt)>).)*?)';
  const rules: [RegExp, string][] = [
    [new RegExp(`<msup><mrow>${box}</mrow><mrow>${box}</mrow></msup>`), '$1^($2)'],
    [new RegExp(`<msup>${box}</msup>`), '^$1'],
    [new RegExp(`<mfrac><mrow>${box}</mrow><mrow>${box}</mrow></mfrac>`), '($1)/($2)'],
    [new RegExp(`<msqrt>${box}</msqrt>`), '√($1)'],
    [new RegExp(`<msub>${box}</msub>`), '$1'],
  ];
  for (let before = ''; before !== markup; ) {
    before = markup;
    for (const [pattern, text] of rules) markup = markup.replace(pattern, text);
  }
  const text = markup
    .replace(/<mo>\u2061<\/mo>/g, ' ')
    .replace(/<(mo|mtext)[^>]*>([^<]*)<\/\1>/g, ' $2 ')
    .replace(/<[^>]+>/g, '')
    .replace(/[\s\u00a0]+/g, ' ');
  return text
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .replace(/ ,/g, ',')
    .replace(/ \^/g, '^')
    .replace(/\(− /g, '(−')
    .replace(/\| (.*) \|/g, '|$1|')
    .trim();
}

export function signature(f: FunctionEntry): string {
  const firstOptional = f.params.length - (f.optional ?? 0);
  const params = f.params.map(
    (p, i) => `${p}${i >= firstOptional ? '?' : ''}${f.variadic && i === f.params.length - 1 ? '...' : ''}`,
  );
  return `${f.name}(${params.join(', ')})`;
}

const DATA: Record<ChartKindEntry['data'], string> = {
  series: '`series` + `datasets`',
  items: '`items`',
  either: '`series` + `datasets`, or `items`',
};

/** Each generated region's Markdown (without its markers). */
export function referenceTables(registries: Registries): Record<Region, string> {
  const kinds = Object.entries(registries.inputKinds);
  const charts = Object.entries(registries.chartKinds);
  return {
    inputs: table(
      ['kind', 'what it is', 'its keys'],
      kinds.map(([name, kind]) => [code(name), kind.description, keyList(kind.keys, kind.required)]),
    ),
    'input-keys': kinds
      .map(
        ([name, kind]) =>
          `\`${name}\`:\n\n${table(['key', 'type', 'required', 'meaning'], keyRows(kind.keys, kind.required))}`,
      )
      .join('\n\n'),
    forms: table(
      ['form', 'meaning', 'example'],
      [...registries.forms].map((f) => [code(f.name), f.doc, code(f.example)]),
    ),
    functions: table(
      ['function', 'returns', 'meaning', 'example', "in 'Come si calcola'"],
      [...registries.functions].map((f) => [
        code(signature(f)),
        f.returns,
        f.doc,
        code(f.example),
        code(typesetText(f)),
      ]),
    ),
    formats: table(
      ['format', 'shows', 'a result format'],
      Object.entries(registries.formats).map(([name, format]) => [
        code(name),
        format.description,
        format.result === false ? 'no: a template helper only' : 'yes',
      ]),
    ),
    charts: table(
      ['kind', 'draws', 'data', 'its own keys'],
      charts.map(([name, kind]) => [code(name), kind.description, DATA[kind.data], keyList(kind.keys, kind.required)]),
    ),
    'chart-keys': charts
      .filter(([, kind]) => Object.keys(kind.keys).length > 0)
      .map(
        ([name, kind]) =>
          `\`${name}\`:\n\n${table(['key', 'type', 'required', 'meaning'], keyRows(kind.keys, kind.required))}`,
      )
      .join('\n\n'),
    datasets: table(
      ['dataset', 'rows', 'columns', 'key', 'from'],
      Object.entries(registries.datasets).map(([name, d]) => [
        code(name),
        d.description,
        Object.keys(d.columns).map(code).join(', '),
        code(d.keyPattern),
        `${code(`${d.package}@${d.version}`)} (${d.license})`,
      ]),
    ),
    diagnostics: table(
      ['code', 'severity', 'what it reports'],
      Object.entries(registries.diagnostics).map(([name, d]) => [
        code(name),
        d.warning ? 'warning' : 'error',
        d.description,
      ]),
    ),
  };
}

const open = (region: string) => `<!-- generated:${region} -->`;
const close = (region: string) => `<!-- /generated:${region} -->`;

/**
 * `markdown` with the text between each region's markers replaced by `tables[region]`. Every region
 * must be there exactly once, in order: a missing or doubled marker is an error, not a silent skip.
 */
export function applyRegions(markdown: string, tables: Readonly<Record<Region, string>>): string {
  let out = markdown;
  for (const region of REGIONS) {
    const start = out.indexOf(open(region));
    const end = out.indexOf(close(region));
    if (start < 0 || end < start || out.indexOf(open(region), start + 1) >= 0) {
      throw new Error(`docs: expected one "${open(region)}" … "${close(region)}" pair.`);
    }
    out = `${out.slice(0, start + open(region).length)}\n\n${tables[region]}\n\n${out.slice(end)}`;
  }
  return out;
}

/** The whole reference: every region's table from the registries, applied to `markdown`. */
export function languageReference(markdown: string, registries: Registries): string {
  return applyRegions(markdown, referenceTables(registries));
}
