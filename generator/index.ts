/**
 * The generator CLI.
 *   npm run generate               validate, compile and write src/generated/
 *   npm run generate -- --check    validate and compile only (CI)
 *   npm run generate -- --watch    regenerate on every change of an input file, printing errors
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch } from 'chokidar';
import { isReady } from './check/index.ts';
import { watchedPaths } from './disk.ts';
import { HEADERS_FILE } from './load.ts';
import { generateSafely } from './pipeline.ts';
import { SCHEMA_FILE } from './schema.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const write = !args.has('--check');

/**
 * Every run writes in place only the files that changed (emitChanged): a running dev server then
 * hot-replaces just the modules that changed, and its watcher keeps seeing src/generated/ (a folder
 * swapped in whole is one it no longer sees new files in). A run with errors writes nothing.
 */
async function run(): Promise<boolean> {
  const started = performance.now();
  const result = await generateSafely({ root, write, changedOnly: true });
  const ms = Math.round(performance.now() - started);
  if (!result.ok) {
    console.error(result.report);
    const count = result.diagnostics.length;
    if (count > 0) console.error(`\n${count} error${count === 1 ? '' : 's'}; nothing was written.`);
    return false;
  }
  // Warnings (with --check too) do not fail the run.
  if (result.warnings.length > 0) console.warn(`${result.report}\n`);
  const all = result.checked!.calculators;
  const ready = all.filter(isReady).length;
  const articles = result.checked!.articles.length;
  console.log(
    `${write ? 'Generated' : 'Checked'} ${all.length} calculators (${ready} ready, ${all.length - ready} planned) and ${articles} articles in ${ms} ms${write ? ' -> src/generated/' : ''}.`,
  );
  return true;
}

if (args.has('--watch')) {
  await run();
  // One run at a time; run() never rejects, so a failed run does not break the chain.
  let pending: Promise<unknown> = Promise.resolve();
  watch(watchedPaths(root), { ignoreInitial: true, ignored: path.join(root, SCHEMA_FILE) }).on('all', () => {
    pending = pending.then(() => run());
  });
  console.log(`Watching calculators/, blog/, schemas/ and ${HEADERS_FILE} ...`);
} else {
  process.exitCode = (await run()) ? 0 : 1;
}
