/**
 * The generator's disk access, apart from the stages (which the studio runs in the browser):
 * reads the project's calculator files, rule book, articles and public/_headers into the map of files that
 * the load stage takes, and writes the calculator schema for editors.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type DatasetTable, datasets } from '../language/datasets/index.ts';
import { FIXTURE_ROOT, HEADERS_FILE, RULES_DIR } from './load.ts';
import { calculatorSchema, SCHEMA_FILE } from './schema.ts';

/** The folders read, under the root: every file in them is handed on (load picks by name). */
const INPUT_DIRS = ['calculators', RULES_DIR, 'blog'];

/**
 * Whether the project read includes the test site's fixture calculators
 * (`tests/fixtures/site/calculators/` and their rules, `tests/fixtures/site/rules/`, see load.ts): set by `npm test` and `npm run build:e2e`,
 * and in Vitest (vite.config.ts); never in `npm start`, `npm run build` or the dev server.
 */
export const withFixtures = () => process.env.SITE_FIXTURES === '1';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The folders of calculator files, rules and articles read (and watched by the dev server and --watch), under the root. */
export const inputDirs = (fixtures = withFixtures()): string[] =>
  fixtures ? [...INPUT_DIRS, `${FIXTURE_ROOT}calculators`, `${FIXTURE_ROOT}${RULES_DIR}`] : INPUT_DIRS;

/** What the dev server and `--watch` watch under `root`: the input folders, the schemas and the headers. */
export const watchedPaths = (root: string): string[] =>
  [...inputDirs(), 'schemas', HEADERS_FILE].map((item) => path.join(root, item));

export async function readProject(root: string): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  const absolutes = (await Promise.all(inputDirs().map((dir) => listFiles(path.join(root, dir))))).flat();
  for (const absolute of absolutes)
    files[path.relative(root, absolute).split(path.sep).join('/')] = await readFile(absolute);
  const headers = await readFile(path.join(root, HEADERS_FILE)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (headers) files[HEADERS_FILE] = headers;
  return files;
}

/**
 * The rows of every dataset of the language (language/datasets/), read from its package (installed
 * with the generator, as package.json pins it). A package that is missing or not what its reader
 * expects stops the run: the pages that use it could not be built.
 */
export async function readDatasets(): Promise<Map<string, DatasetTable>> {
  const tables = new Map<string, DatasetTable>();
  const require = createRequire(import.meta.url);
  for (const [id, dataset] of Object.entries(datasets)) {
    let file: string;
    try {
      file = require.resolve(dataset.file);
    } catch {
      throw new Error(
        `The dataset "${id}" reads ${dataset.file}, which is not installed: run npm install (${dataset.package}@${dataset.version}).`,
      );
    }
    const text = await readFile(file, 'utf8');
    tables.set(id, dataset.read(text));
  }
  return tables;
}

/** Writes the schema for editors under `root`, unless it is there already as it is. */
export async function writeSchema(root: string): Promise<void> {
  const file = path.join(root, SCHEMA_FILE);
  const text = `${JSON.stringify(calculatorSchema(), null, 2)}\n`;
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}
