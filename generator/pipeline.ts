/**
 * The generator: load -> validate -> check -> compile -> emit, for the calculator files and the
 * blog articles: the files read from disk, the stages run by generateFromTexts (generate.ts, which
 * the studio runs too), the output written. Each stage takes the previous
 * one's output and adds its diagnostics; nothing is written when any diagnostic exists.
 *
 *   const run = await generate({ root: process.cwd(), write: true });
 *   if (run.diagnostics.length) console.error(run.report);
 *
 * The CLI and the dev server call generateSafely, which never throws.
 */
import path from 'node:path';
import { readDatasets, readProject, writeSchema } from './disk.ts';
import { emit, emitChanged } from './emit.ts';
import { type GeneratedFiles, generateFromTexts } from './generate.ts';
import { ICON_NAMES_MODULE, iconNamesModule, lucide } from './icons.ts';
import { VALIDATORS_MODULE, validators, validatorsModule } from './validators.ts';

export interface GenerateOptions {
  root: string;
  /** Write src/generated/ (false: check only). */
  write: boolean;
  /** Where to write (default <root>/src/generated). */
  outDir?: string;
  /** Rewrite only the files that changed, in place (the watchers), instead of swapping in a whole new folder. */
  changedOnly?: boolean;
}

export interface GenerateResult extends GeneratedFiles {
  /** With `changedOnly`: the generated files written or removed (names under outDir). */
  changed?: string[];
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const result = generateFromTexts(
    await readProject(options.root),
    validators,
    lucide,
    undefined,
    await readDatasets(),
  );
  const { diagnostics, warnings, report, checked, files } = result;
  if (diagnostics.length > 0) return result;
  files.set(VALIDATORS_MODULE, validatorsModule());
  files.set(ICON_NAMES_MODULE, iconNamesModule());
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
