/**
 * Stage 1, load: find the calculator files and blog articles, decode them, parse the YAML (an
 * article's YAML is its front matter). Output: one SourceFile per good file, plus the categories
 * file; diagnostics for the rest.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument, type YAMLError } from 'yaml';
import type { Diagnostic } from './diagnostics.ts';
import { createSource, type SourceFile } from './source.ts';

/** Files above this size are refused: a calculator is a few KB, so this is a mistake or an attack. */
export const MAX_FILE_BYTES = 256 * 1024;
/** Limit on YAML alias expansion (guards against "billion laughs" files). */
export const MAX_ALIAS_COUNT = 100;

export interface LoadedArticle {
  /** The front matter, parsed (positions are those of the whole file). */
  source: SourceFile;
  /** The Markdown after the front matter. */
  body: string;
}

export interface Loaded {
  categories?: SourceFile;
  calculators: SourceFile[];
  articles: LoadedArticle[];
  /** The text of every file read, also those that failed (for error reports). */
  texts: Map<string, string>;
  diagnostics: Diagnostic[];
}

export interface ProjectPaths {
  root: string;
  calculators: string;
  blog: string;
}

export function projectPaths(root: string): ProjectPaths {
  return { root, calculators: path.join(root, 'calculators'), blog: path.join(root, 'blog') };
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

async function listFiles(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function pos(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

/**
 * Reads one YAML file (or, with `frontMatter`, the YAML between the first two "---" lines of a
 * Markdown file); returns its SourceFile or pushes diagnostics.
 */
export async function loadYamlFile(root: string, absolute: string, diagnostics: Diagnostic[], texts: Map<string, string>, frontMatter = false): Promise<SourceFile | undefined> {
  const file = path.relative(root, absolute).split(path.sep).join('/');
  const bytes = await readFile(absolute);
  const at1 = { file, line: 1, col: 1, length: 1 };
  if (bytes.length > MAX_FILE_BYTES) {
    diagnostics.push({ ...at1, code: 'file-too-large', message: `The file is ${Math.ceil(bytes.length / 1024)} KB; the limit is ${MAX_FILE_BYTES / 1024} KB.`, hint: 'Split long texts or remove pasted data.' });
    return undefined;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // The lenient decoding marks the first bad byte with U+FFFD: point there.
    const lenient = new TextDecoder('utf-8').decode(bytes);
    texts.set(file, lenient);
    diagnostics.push({ ...at1, ...pos(lenient, lenient.indexOf('\uFFFD')), code: 'bad-encoding', message: 'The file is not valid UTF-8.', hint: 'Save it as UTF-8 (accented letters such as "è" must be UTF-8).' });
    return undefined;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  texts.set(file, text);
  let yamlText = text;
  if (frontMatter) {
    const match = FRONT_MATTER.exec(text);
    if (!match) {
      diagnostics.push({ ...at1, code: 'missing-key', message: 'The article has no front matter.', hint: 'Start the file with "---", the article\'s keys (title, slug, date...), then "---".' });
      return undefined;
    }
    // Blank the opening fence so offsets stay those of the whole file.
    yamlText = `   \n${match[1]}`;
  }
  const lines = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const source = createSource(file, text, doc, lines);
  // After a structural error the parser's reading of the rest is a guess, and its later errors
  // mostly echo the first: report up to that one (duplicate keys before it are real).
  const errors = [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const structural = errors.findIndex((e) => e.code !== 'DUPLICATE_KEY');
  for (const error of structural < 0 ? errors : errors.slice(0, structural + 1)) diagnostics.push(yamlDiagnostic(source, error));
  if (doc.errors.length > 0) return undefined;
  try {
    doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    diagnostics.push({ ...at1, code: 'yaml-syntax', message: `${(error as Error).message}.`.replace(/\.\.$/, '.'), hint: `Aliases (*name) may expand to at most ${MAX_ALIAS_COUNT} nodes; write the values out.` });
    return undefined;
  }
  return source;
}

function yamlDiagnostic(source: SourceFile, error: YAMLError): Diagnostic {
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
  return { file: source.file, ...source.position(start), length: Math.max(1, error.pos[1] - error.pos[0]), code: 'yaml-syntax', message, hint };
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
    default:
      return 'Check the YAML syntax near this point (indentation, quotes, colons).';
  }
}

export async function load(paths: ProjectPaths): Promise<Loaded> {
  const diagnostics: Diagnostic[] = [];
  const texts = new Map<string, string>();
  const files = await listFiles(paths.calculators, /\.ya?ml$/);
  const calculators: SourceFile[] = [];
  let categories: SourceFile | undefined;
  for (const absolute of files) {
    const isCategories = path.relative(paths.calculators, absolute) === 'categories.yaml';
    const source = await loadYamlFile(paths.root, absolute, diagnostics, texts);
    if (!source) continue;
    if (isCategories) categories = source;
    else calculators.push(source);
  }
  if (!categories && !files.some((f) => path.relative(paths.calculators, f) === 'categories.yaml')) {
    diagnostics.push({ file: 'calculators/categories.yaml', line: 1, col: 1, length: 1, code: 'missing-key', message: 'The categories file is missing.', hint: 'Create calculators/categories.yaml listing the categories and their url segments.' });
  }
  const articles: LoadedArticle[] = [];
  for (const absolute of await listFiles(paths.blog, /\.md$/)) {
    const source = await loadYamlFile(paths.root, absolute, diagnostics, texts, true);
    if (source) articles.push({ source, body: source.text.replace(FRONT_MATTER, '') });
  }
  return { categories, calculators, articles, texts, diagnostics };
}
