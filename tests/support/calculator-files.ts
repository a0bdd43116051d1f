/**
 * The calculator files as the tests read them at run time, so that a new file is tested (by Vitest
 * and in Chromium) with no TypeScript edit.
 */
import path from 'node:path';
import { readProject } from '../../generator/disk.ts';
import { FIXTURE_ROOT, load, ruleNameOf } from '../../generator/load.ts';
import type { CalculatorFile, RuleFile } from '../../language/definition.ts';
import { calculators as registry } from '../../src/generated/registry.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface CalculatorFileEntry {
  data: CalculatorFile;
  /** The rule book's rules the file reads, by their local names (`rules:`). */
  rules: Record<string, RuleFile>;
  /** The page: /calcolatori/<segment>/<slug> */
  url: string;
  /** `calculators/<segment>/<slug>.yaml` (or the fixture's), to name in a failure. */
  file: string;
  /** `calculators/<segment>/<slug>.yaml:<line>` of the key at `path` (of its nearest ancestor), to name in a failure. */
  where: (...path: (string | number)[]) => string;
}

/**
 * The ready calculators' files and pages, read the light way: only the YAML (the generator's
 * checker and compiler take seconds to load in every Playwright worker), each page from the
 * registry that the suite's `npm run generate` wrote once the files were checked.
 */
export async function readCalculatorPages(): Promise<CalculatorFileEntry[]> {
  const loaded = load(await readProject(root));
  const book = new Map(loaded.rules.map((rule) => [ruleNameOf(rule.file), rule.doc.toJS() as RuleFile]));
  return loaded.calculators.flatMap((source) => {
    const data = source.doc.toJS() as CalculatorFile;
    const rules = Object.fromEntries(Object.entries(data.rules ?? {}).map(([name, rule]) => [name, book.get(rule)!]));
    const entry = registry.find((c) => c.id === data.id && c.status === 'ready');
    const where = (...path: (string | number)[]) =>
      `${source.file}:${source.position(source.node(path)?.range?.[0] ?? 0).line}`;
    return entry ? [{ data, rules, url: entry.url, file: source.file, where }] : [];
  });
}

/**
 * A file of the test site's fixtures (tests/fixtures/site), made to show a feature, as opposed to
 * the catalogue's: a feature's whole behaviour in the browser is checked on these.
 */
export const isFixture = (file: string) => file.startsWith(FIXTURE_ROOT);

/**
 * The calculator file of each page (`/calcolatori/<segment>/<slug>` -> `calculators/<segment>/<slug>.yaml`,
 * or the fixture's), to name in a failure: the file to fix.
 */
export async function calculatorFilesByUrl(): Promise<Map<string, string>> {
  return new Map((await readCalculatorPages()).map((page) => [page.url, page.file]));
}

export { exampleValues, typedTarget } from '../../generator/example-values.ts';
