/**
 * Stage 1, load: from the project's files (their paths and bytes, read by generator/disk.ts or
 * typed in the studio), pick the calculator files and blog articles, decode them, parse the YAML
 * (an article's YAML is its front matter), and parse the response headers of public/_headers.
 * Output: one SourceFile per good file (calculators, the rule book's rules, articles), plus the
 * categories files and the header rules;
 * diagnostics for the rest. No disk access here: the studio runs this stage in the browser.
 */

import {
  type Alias,
  Composer,
  type CST,
  type Document,
  isAlias,
  isCollection,
  isNode,
  isPair,
  LineCounter,
  type Node,
  Parser,
  type YAMLError,
  YAMLParseError,
} from 'yaml';
import { closest, type Diagnostic } from '../language/diagnostics.ts';
import { type HeaderRule, parseHeaders } from './headers.ts';
import { templateDiagnostic, unquotedValues } from './quoting.ts';
import { createSource, type SourceFile } from './source.ts';
import { nonFiniteNumbers, thousandsDots } from './thousands.ts';
import { withYearsListed } from './years-of.ts';

/** Files above this size are refused: a calculator is a few KB, so this is a mistake or an attack. */
export const MAX_FILE_BYTES = 256 * 1024;
/** Limit on YAML alias expansion (guards against "billion laughs" files): yaml's maxAliasCount. */
export const MAX_ALIAS_COUNT = 100;
/**
 * Nesting of YAML collections, checked before the document is built: yaml's composer and the
 * stages after it recurse once per level, and ~1,250 nested "[" overflowed the stack. Real files
 * nest at most 6 levels.
 */
export const MAX_YAML_DEPTH = 32;

export interface LoadedArticle {
  /** The front matter, parsed (positions are those of the whole file). */
  source: SourceFile;
  /** The Markdown after the front matter. */
  body: string;
}

export interface Loaded {
  /** The categories files (the fixtures' first); undefined when one is missing or unreadable. */
  categories: SourceFile[] | undefined;
  calculators: SourceFile[];
  /** The rule book: one file per rule (rules/<group>/<name>.yaml), the fixtures' too. */
  rules: SourceFile[];
  articles: LoadedArticle[];
  /** The rules of public/_headers (none when the project has no such file: no policy to check against). */
  headers: HeaderRule[];
  /** The text of every file read, also those that failed (for error reports). */
  texts: Map<string, string>;
  diagnostics: Diagnostic[];
}

/**
 * The project's input files by path relative to the root, with forward slashes: the calculator
 * files ("calculators/**\/*.yaml", "calculators/categories.yaml"), the articles ("blog/**\/*.md")
 * and "public/_headers". Text (the studio) or bytes as read from disk.
 */
export type ProjectFiles = Record<string, string | Uint8Array>;

export const HEADERS_FILE = 'public/_headers';
export const CATEGORIES_FILE = 'calculators/categories.yaml';
/**
 * The test site's fixture calculators: tests/fixtures/site/calculators/ holds a categories.yaml and
 * calculators/<segment>/<slug>.yaml files exactly like the project's (their categories come first),
 * read only when the tests build the site (disk.ts, withFixtures).
 */
export const FIXTURE_ROOT = 'tests/fixtures/site/';
/** Where calculator files may be, under the project's root: each with its own categories.yaml. */
const CALCULATOR_ROOTS = [FIXTURE_ROOT, ''];

/** The root (a CALCULATOR_ROOTS entry) a calculator file is under: '' for calculators/x/y.yaml. */
export const calculatorRootOf = (file: string) =>
  CALCULATOR_ROOTS.find((root) => file.startsWith(`${root}calculators/`));

/** The rule book's folder under a root: rules/irpef/scaglioni.yaml is the rule "irpef.scaglioni". */
export const RULES_DIR = 'rules';

/** The rule a rule book file holds: "rules/irpef/scaglioni.yaml" -> "irpef.scaglioni" (under any root). */
export function ruleNameOf(file: string): string {
  const root = CALCULATOR_ROOTS.find((r) => file.startsWith(`${r}${RULES_DIR}/`)) ?? '';
  return file
    .slice(root.length + RULES_DIR.length + 1)
    .replace(/\.ya?ml$/, '')
    .split('/')
    .join('.');
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The files under `dir` whose names match `pattern`, sorted. */
function listFiles(files: ProjectFiles, dir: string, pattern: RegExp): string[] {
  return Object.keys(files)
    .filter((file) => file.startsWith(`${dir}/`) && pattern.test(file.slice(file.lastIndexOf('/') + 1)))
    .sort();
}

function bytesOf(content: string | Uint8Array): Uint8Array {
  return typeof content === 'string' ? new TextEncoder().encode(content) : content;
}

function pos(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

/**
 * Decodes and parses one YAML file, given its path and bytes (or, with `frontMatter`, the YAML
 * between the first two "---" lines of a Markdown file); returns its SourceFile or pushes diagnostics.
 * In stages, each stopping at the first problem it reports: the text, the YAML part, the document,
 * its aliases and values.
 */
export function loadYamlFile(
  file: string,
  bytes: Uint8Array,
  diagnostics: Diagnostic[],
  texts: Map<string, string>,
  frontMatter = false,
): SourceFile | undefined {
  const text = decodeText(file, bytes, diagnostics, texts);
  const yamlText = text === undefined ? undefined : yamlPart(file, text, frontMatter, diagnostics);
  const parsed =
    text === undefined || yamlText === undefined ? undefined : parseYaml(file, text, yamlText, diagnostics);
  return parsed && checkValues(parsed.doc, parsed.source, diagnostics) ? parsed.source : undefined;
}

const startOf = (file: string) => ({ file, line: 1, col: 1, length: 1 });

/** The file's text: within the size limit, UTF-8, without BOM, CR-only line ends read as line feeds, no control characters. */
function decodeText(
  file: string,
  bytes: Uint8Array,
  diagnostics: Diagnostic[],
  texts: Map<string, string>,
): string | undefined {
  const at1 = startOf(file);
  if (bytes.length > MAX_FILE_BYTES) {
    diagnostics.push({
      ...at1,
      code: 'file-too-large',
      message: `The file is ${Math.ceil(bytes.length / 1024)} KB; the limit is ${MAX_FILE_BYTES / 1024} KB.`,
      hint: 'Split long texts or remove pasted data.',
    });
    return undefined;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // The lenient decoding marks the first bad byte with U+FFFD: point there.
    const lenient = new TextDecoder('utf-8').decode(bytes);
    texts.set(file, lenient);
    diagnostics.push({
      ...at1,
      ...pos(lenient, lenient.indexOf('\uFFFD')),
      code: 'bad-encoding',
      message: 'The file is not valid UTF-8.',
      hint: 'Save it as UTF-8 (accented letters such as "è" must be UTF-8).',
    });
    return undefined;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Old Mac line endings (CR alone): yaml reads no line break in them, so the whole file would be
  // one text. A CR alone becomes a line feed (same length: offsets stay those of the file).
  if (/\r(?!\n)/.test(text)) text = text.replace(/\r(?!\n)/g, '\n');
  texts.set(file, text);
  // YAML allows no control character but tab and line breaks; yaml would keep a NUL in a value.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  const control = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.exec(text);
  if (control) {
    const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    diagnostics.push({
      ...at1,
      ...pos(text, control.index),
      code: 'bad-encoding',
      message: `The file contains the control character ${code}.`,
      hint: 'Remove it: only tabs and line breaks may appear (control characters come from binary pastes or damaged saves).',
    });
    return undefined;
  }
  return text;
}

/** The YAML of the text: all of it, or an article's front matter (offsets kept); no no-break space as indentation. */
function yamlPart(file: string, text: string, frontMatter: boolean, diagnostics: Diagnostic[]): string | undefined {
  const at1 = startOf(file);
  let yamlText = text;
  if (frontMatter) {
    const match = FRONT_MATTER.exec(text);
    if (!match) {
      diagnostics.push({
        ...at1,
        code: 'missing-key',
        message: 'The article has no front matter.',
        hint: 'Start the file with "---", the article\'s keys (title, slug, date...), then "---".',
      });
      return undefined;
    }
    // Blank the opening fence so offsets stay those of the whole file.
    yamlText = `   \n${match[1]}`;
  }
  // A no-break space looks like a space, but YAML reads it as text: name it instead of the
  // parser's puzzling errors (or, worse, a key that silently starts with it).
  const nbsp = /^[ \t]*\u00a0/m.exec(yamlText);
  if (nbsp) {
    const count = yamlText.match(/^[ \t]*\u00a0/gm)!.length;
    diagnostics.push({
      ...at1,
      ...pos(text, nbsp.index + nbsp[0].length - 1),
      code: 'yaml-syntax',
      message: 'A no-break space (U+00A0) is used for indentation.',
      hint: `Use ordinary spaces (${count} line${count === 1 ? '' : 's'} of this file start${count === 1 ? 's' : ''} with no-break spaces, which text pasted from web pages or word processors often carries).`,
    });
    return undefined;
  }
  return yamlText;
}

/** The document, with yaml's errors as diagnostics (up to the first structural one); none past MAX_YAML_DEPTH or with two documents. */
function parseYaml(
  file: string,
  text: string,
  yamlText: string,
  diagnostics: Diagnostic[],
): { doc: Document.Parsed; source: SourceFile } | undefined {
  const at1 = startOf(file);
  // parseDocument, in steps: yaml's parser is not recursive, its composer is, so the nesting is
  // measured on the parser's tokens before the composer sees them.
  const lines = new LineCounter();
  const tokens = [...new Parser(lines.addNewLine).parse(yamlText)];
  const deep = tooDeep(tokens);
  if (deep) {
    diagnostics.push({
      ...at1,
      ...pos(text, deep.offset),
      code: 'yaml-too-deep',
      message: `The YAML is nested more than ${MAX_YAML_DEPTH} levels deep here.`,
      hint: 'Look for repeated or unclosed "[", "{" or "- "; real files nest a few levels.',
    });
    return undefined;
  }
  const doc = new Composer({ uniqueKeys: true }).compose(tokens, true, yamlText.length).next().value as Document.Parsed;
  const marker = secondDocument(tokens);
  if (marker) {
    const line = lines.linePos(marker.offset).line;
    doc.errors.push(
      new YAMLParseError(
        [marker.offset, marker.offset + marker.source.length],
        'MULTIPLE_DOCS',
        `A file holds one YAML document: remove the "${marker.source}" at line ${line}.`,
      ),
    );
  }
  const source = createSource(file, text, doc, lines);
  // After a structural error the parser's reading of the rest is a guess, and its later errors
  // mostly echo the first: report up to that one (duplicate keys and unknown tags before it are
  // real). yaml's warnings (an unknown tag, which it would drop) are errors here.
  const errors = [...doc.errors, ...doc.warnings].sort((a, b) => a.pos[0] - b.pos[0]);
  const structural = errors.findIndex((e) => e.code !== 'DUPLICATE_KEY' && e.code !== 'TAG_RESOLVE_FAILED');
  const reported = structural < 0 ? errors : errors.slice(0, structural + 1);
  for (let i = 0; i < reported.length; i++) {
    const run = duplicateRun(source, reported, i);
    if (run > 1) {
      diagnostics.push(missingDash(source, reported[i]!, run));
      i += run - 1;
    } else {
      diagnostics.push(yamlDiagnostic(source, reported[i]!));
    }
  }
  if (errors.length > 0) return undefined;
  // Validation would report what such values became (keys no schema knows), not the quotes.
  const unquoted = unquotedValues(doc, source);
  if (unquoted.length > 0) {
    diagnostics.push(...unquoted);
    return undefined;
  }
  return { doc, source };
}

/** Aliases that resolve and expand within bounds, values unquoted as meant, numbers finite: true when the file may be validated. */
function checkValues(doc: Document.Parsed, source: SourceFile, diagnostics: Diagnostic[]): boolean {
  const { aliases, anchors } = aliasesOf(doc);
  for (const { alias, anchor, endless } of aliases) {
    const name = alias.source;
    if (!anchor) {
      const near = closest(name, anchors);
      diagnostics.push(
        source.at(
          alias,
          'unknown-alias',
          `Unknown alias "*${name}": no anchor "&${name}" comes before it.`,
          near
            ? `Did you mean "*${near}"?`
            : 'An alias (*name) copies the value marked "&name" earlier in the file; add the anchor, or write the value out.',
        ),
      );
    } else if (endless) {
      diagnostics.push(
        source.at(
          alias,
          'circular-definition',
          `The alias "*${name}" is inside the value it copies, so the copy would never end.`,
          `Move it out of the value marked "&${name}", or write the values out.`,
        ),
      );
    }
  }
  if (aliases.some((a) => !a.anchor || a.endless)) return false;
  diagnostics.push(...thousandsDots(doc, source));
  // Validation would only add that such a number is not a number.
  const infinite = nonFiniteNumbers(doc, source);
  if (infinite.length > 0) {
    diagnostics.push(...infinite);
    return false;
  }
  try {
    doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // yaml says only that the limit was passed: point at the alias that copies the most.
    const largest = aliases.reduce<AliasUse | undefined>(
      (best, a) => (!best || a.copies > best.copies ? a : best),
      undefined,
    );
    if (!largest) throw error;
    const copies = `${largest.copies.toLocaleString('en-US')} value${largest.copies === 1 ? '' : 's'}`;
    diagnostics.push(
      source.at(
        largest.alias,
        'too-many-aliases',
        `Aliases expand this file beyond the limit: ${aliases.length} aliases, and "*${largest.alias.source}" alone copies ${copies}.`,
        'An alias (*name) copies what its anchor (&name) marks, aliases included, so copies of copies multiply. Write the values out.',
      ),
    );
    return false;
  }
  return true;
}

/** The first collection nested deeper than MAX_YAML_DEPTH, in document order (found without recursion). */
function tooDeep(tokens: CST.Token[]): CST.Token | undefined {
  const stack = tokens.map((token) => ({ token, depth: 0 })).reverse();
  while (stack.length > 0) {
    const { token, depth } = stack.pop()!;
    if (token.type === 'document') {
      if (token.value) stack.push({ token: token.value, depth });
    } else if (token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection') {
      if (depth >= MAX_YAML_DEPTH) return token;
      const children = token.items.flatMap((item) => [item.key, item.value]).filter((t): t is CST.Token => Boolean(t));
      for (const child of children.reverse()) stack.push({ token: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/** The marker that starts a second document: its "---", or else the "..." that ended the first. */
function secondDocument(tokens: CST.Token[]): { offset: number; source: string } | undefined {
  const second = tokens.filter((t): t is CST.Document => t.type === 'document')[1];
  if (!second) return undefined;
  return (
    second.start.find((t) => t.type === 'doc-start') ??
    tokens.slice(0, tokens.indexOf(second)).findLast((t) => t.type === 'doc-end')
  );
}

interface AliasUse {
  alias: Alias;
  /** The node it copies: the last one before it with that anchor, as yaml resolves it. */
  anchor?: Node;
  /** The alias is inside its anchor: a structure that contains itself. */
  endless: boolean;
  /** How many values (collections and scalars) the copy holds, the aliases in it expanded. */
  copies: number;
}

/** Every alias of the document, in order, and the anchor names (the depth is bounded by MAX_YAML_DEPTH). */
function aliasesOf(doc: Document.Parsed): { aliases: AliasUse[]; anchors: string[] } {
  const anchors = new Map<string, Node>();
  const sizes = new Map<Node, number>();
  const uses: AliasUse[] = [];
  const size = (node: unknown): number => {
    if (!isNode(node)) return 0;
    if (isAlias(node)) {
      const anchor = anchors.get(node.source);
      // An anchor's size is known once its value is complete, so unknown inside it.
      const endless = anchor !== undefined && !sizes.has(anchor);
      const copies = anchor && !endless ? sizes.get(anchor)! : 1;
      uses.push({ alias: node, ...(anchor ? { anchor } : {}), endless, copies });
      return copies;
    }
    if (node.anchor) anchors.set(node.anchor, node);
    let total = 1;
    if (isCollection(node))
      for (const item of node.items) total += isPair(item) ? size(item.key) + size(item.value) : size(item);
    if (node.anchor) sizes.set(node, total);
    return total;
  };
  size(doc.contents);
  return { aliases: uses, anchors: [...anchors.keys()] };
}

/**
 * How many duplicate keys follow one another from `errors[i]` at one column: a whole item written
 * again in the item above (a "- " missing before it), which yaml reports key by key.
 */
function duplicateRun(source: SourceFile, errors: YAMLError[], i: number): number {
  const col = (e: YAMLError) => source.position(e.pos[0]).col;
  let n = 0;
  while (errors[i + n]?.code === 'DUPLICATE_KEY' && col(errors[i + n]!) === col(errors[i]!)) n++;
  return n;
}

function missingDash(source: SourceFile, first: YAMLError, count: number): Diagnostic {
  const key = /^[^\s:]+/.exec(source.text.slice(first.pos[0]))?.[0] ?? 'this key';
  return {
    file: source.file,
    ...source.position(first.pos[0]),
    length: key.length,
    code: 'yaml-syntax',
    message: `"${key}" and the ${count - 1} key${count === 2 ? '' : 's'} after it are already in this item: a "- " is probably missing before "${key}:".`,
    hint: 'Each item of a list starts with "- " (written under the "- " of the item before); a key may appear once in a mapping.',
  };
}

function yamlDiagnostic(source: SourceFile, error: YAMLError): Diagnostic {
  if (error.code === 'TAG_RESOLVE_FAILED') {
    const tag = source.text.slice(error.pos[0], error.pos[1]);
    return {
      file: source.file,
      ...source.position(error.pos[0]),
      length: tag.length,
      code: 'unknown-tag',
      message: `Unknown tag "${tag}".`,
      hint: 'Tags (!name) are not supported: write the value itself (a file cannot include another one).',
    };
  }
  // A template after "key:" or "- " without quotes: YAML reads its "{" as a mapping.
  const lineStart = source.text.lastIndexOf('\n', error.pos[0] - 1) + 1;
  const template = /(?:^|:\s|-\s)\s*(\{\{)/.exec(source.text.slice(lineStart, error.pos[0]));
  if (template) return templateDiagnostic(source, lineStart + template.index + template[0].length - 2);
  const message = `${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}.`.replace(/\.\.$/, '.');
  let start = error.pos[0];
  let hint: string;
  const unclosed = /end with a ([\]}])\.$/.exec(message);
  if (unclosed) {
    // An unclosed [...] or {...} is reported where the parser gave up, on the next line: the
    // missing bracket belongs right after the last item.
    start = source.text.slice(0, start).trimEnd().length;
    hint = `Close it with "${unclosed[1]}"; if it goes on over more lines, indent them more than its key.`;
  } else if (error.code === 'TAB_AS_INDENT') {
    const lines = source.text.match(/^ *\t[ \t]*\S/gm)?.length ?? 1;
    hint = `Indent with spaces, not tabs (${lines} line${lines === 1 ? '' : 's'} of this file start${lines === 1 ? 's' : ''} with a tab; editors can convert indentation to spaces).`;
  } else {
    hint = yamlHint(error.code);
  }
  return {
    file: source.file,
    ...source.position(start),
    length: Math.max(1, error.pos[1] - error.pos[0]),
    code: 'yaml-syntax',
    message,
    hint,
  };
}

function yamlHint(code: string): string {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'Each key may appear once in a mapping; remove or rename one.';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      return 'Probably an indentation error: keys of one mapping must start in the same column.';
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'Probably an indentation error (here or on the next line), or a value with ": " that needs quotes.';
    case 'MULTIPLE_DOCS':
      return '"---" starts a new document and "..." ends one; to separate parts of a file, use a comment line (# ...).';
    case 'RESOURCE_EXHAUSTION':
      return 'The YAML is nested too deeply here: look for repeated or unclosed "[", "{" or "- ".';
    default:
      return 'Check the YAML syntax near this point (indentation, quotes, colons).';
  }
}

/** The last load of each file: the watchers' next runs (and the studio's) parse again only the files whose bytes changed. */
const lastLoads = new Map<
  string,
  { bytes: Uint8Array; source: SourceFile | undefined; diagnostics: Diagnostic[]; texts: Map<string, string> }
>();

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** loadYamlFile(), reusing the last load of the file when its bytes are the same. */
function loadYamlFileOnce(
  file: string,
  bytes: Uint8Array,
  diagnostics: Diagnostic[],
  texts: Map<string, string>,
  frontMatter = false,
): SourceFile | undefined {
  const key = `${file}\n${frontMatter}`;
  let last = lastLoads.get(key);
  if (!last || !sameBytes(last.bytes, bytes)) {
    const own: Diagnostic[] = [];
    const ownTexts = new Map<string, string>();
    last = { bytes, source: loadYamlFile(file, bytes, own, ownTexts, frontMatter), diagnostics: own, texts: ownTexts };
    lastLoads.set(key, last);
  }
  diagnostics.push(...last.diagnostics);
  for (const [name, text] of last.texts) texts.set(name, text);
  return last.source;
}

export function load(project: ProjectFiles): Loaded {
  const diagnostics: Diagnostic[] = [];
  const texts = new Map<string, string>();
  const rules = CALCULATOR_ROOTS.flatMap((root) =>
    listFiles(project, `${root}${RULES_DIR}`, /\.ya?ml$/).flatMap(
      (file) => loadYamlFileOnce(file, bytesOf(project[file]!), diagnostics, texts) ?? [],
    ),
  );
  const book = new Map(rules.map((source) => [ruleNameOf(source.file), source.doc]));
  const calculators: SourceFile[] = [];
  const categories: SourceFile[] = [];
  let readable = true;
  for (const root of CALCULATOR_ROOTS) {
    const files = listFiles(project, `${root}calculators`, /\.ya?ml$/);
    if (root && files.length === 0) continue;
    const categoriesFile = `${root}${CATEGORIES_FILE}`;
    if (!files.includes(categoriesFile)) readable = false;
    for (const file of files) {
      const source = loadYamlFileOnce(file, bytesOf(project[file]!), diagnostics, texts);
      if (!source) {
        if (file === categoriesFile) readable = false;
        continue;
      }
      if (file === categoriesFile) categories.push(source);
      else calculators.push(withYearsListed(source, book));
    }
    if (!files.includes(categoriesFile)) {
      diagnostics.push({
        file: categoriesFile,
        line: 1,
        col: 1,
        length: 1,
        code: 'missing-key',
        message: 'The categories file is missing.',
        hint: `Create ${categoriesFile} listing the categories and their url segments.`,
      });
    }
  }
  const articles: LoadedArticle[] = [];
  for (const file of listFiles(project, 'blog', /\.md$/)) {
    const source = loadYamlFileOnce(file, bytesOf(project[file]!), diagnostics, texts, true);
    if (source) articles.push({ source, body: source.text.replace(FRONT_MATTER, '') });
  }
  return {
    categories: readable ? categories : undefined,
    calculators,
    rules,
    articles,
    headers: loadHeaders(project[HEADERS_FILE], diagnostics, texts),
    texts,
    diagnostics,
  };
}

function loadHeaders(
  content: string | Uint8Array | undefined,
  diagnostics: Diagnostic[],
  texts: Map<string, string>,
): HeaderRule[] {
  if (content === undefined) return [];
  const text = typeof content === 'string' ? content : new TextDecoder().decode(content);
  texts.set(HEADERS_FILE, text);
  const { rules, badLines } = parseHeaders(text);
  for (const line of badLines) {
    diagnostics.push({
      file: HEADERS_FILE,
      line,
      col: 1,
      length: text.split(/\r?\n/)[line - 1]!.length,
      code: 'invalid-value',
      message: 'Expected a path, or a "Name: value" line indented under a path.',
      hint: 'public/_headers lists a path ("/*"), then its headers, one per line, indented by two spaces.',
    });
  }
  return rules;
}
