/**
 * The generator: load -> validate -> check -> compile -> emit, for the calculator files and the
 * blog articles. Each stage takes the previous
 * one's output and adds its diagnostics; nothing is written when any diagnostic exists.
 *
 *   const run = await generate({ root: process.cwd(), write: true });
 *   if (run.diagnostics.length) console.error(run.report);
 *
 * The CLI and the dev server call generateSafely, which never throws.
 */
import path from 'node:path';
import { type Checked, check, isReady } from './check/index.ts';
import { calculatorUrls } from './check/links.ts';
import { compileCalculator, GENERATED_HEADER } from './compile/calculator.ts';
import { compileExplanations } from './compile/explanation.ts';
import { compileBlog, compileRegistry } from './compile/registry.ts';
import { type Diagnostic, formatDiagnostic, isError, sortDiagnostics } from './diagnostics.ts';
import { emit, emitChanged } from './emit.ts';
import { load, projectPaths } from './load.ts';
import { writeSchema } from './schema.ts';
import { validate } from './validate.ts';

export interface GenerateOptions {
  root: string;
  /** Write src/generated/ (false: check only). */
  write: boolean;
  /** Where to write (default <root>/src/generated). */
  outDir?: string;
  /** Rewrite only the files that changed, in place (the watchers), instead of swapping in a whole new folder. */
  changedOnly?: boolean;
}

export interface GenerateResult {
  /** The errors: any of them and nothing is written. */
  diagnostics: Diagnostic[];
  /** What does not block the build (printed with the errors). */
  warnings: Diagnostic[];
  /** The errors and warnings rendered with source lines and hints, in file order. */
  report: string;
  checked?: Checked;
  files: Map<string, string>;
  /** With `changedOnly`: the generated files written or removed (names under outDir). */
  changed?: string[];
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const loaded = await load(projectPaths(options.root));
  const validated = validate(loaded);
  const checked = check(validated, loaded.headers);
  const all = sortDiagnostics([...loaded.diagnostics, ...validated.diagnostics, ...checked.diagnostics]);
  const report = all.map((d) => formatDiagnostic(d, loaded.texts.get(d.file))).join('\n\n');
  const diagnostics = all.filter(isError);
  const warnings = all.filter((d) => !isError(d));
  const files = new Map<string, string>();
  if (diagnostics.length > 0) return { diagnostics, warnings, report, checked, files };

  const links = calculatorUrls(checked.calculators);
  files.set('registry.ts', compileRegistry(checked));
  for (const [name, code] of compileBlog(checked)) files.set(name, code);
  for (const c of checked.calculators) {
    if (isReady(c)) {
      files.set(`calculators/${c.data.id}.ts`, compileCalculator(c, links));
      files.set(`explanations/${c.data.id}.ts`, compileExplanations(c, GENERATED_HEADER));
    }
  }
  let changed: string[] | undefined;
  if (options.write) {
    const outDir = options.outDir ?? path.join(options.root, 'src', 'generated');
    if (options.changedOnly) changed = await emitChanged(outDir, files);
    else await emit(outDir, files);
    await writeSchema(options.root);
  }
  return { diagnostics, warnings, report, checked, files, changed };
}

export interface SafeResult extends GenerateResult {
  /** No diagnostics, and the run did not stop on an unexpected error. */
  ok: boolean;
}

/**
 * generate() for the CLI and the watchers (`--watch`, the dev server): an unexpected error (a bug
 * in the generator, a folder it cannot write) becomes a failed run with the error in its report,
 * instead of a rejection that would end the process or stop the watcher's chain of runs.
 */
export async function generateSafely(options: GenerateOptions): Promise<SafeResult> {
  try {
    const result = await generate(options);
    return { ...result, ok: result.diagnostics.length === 0 };
  } catch (error) {
    const report = `The generator stopped on an unexpected error; nothing was written.\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    return { diagnostics: [], warnings: [], report, files: new Map(), ok: false };
  }
}
