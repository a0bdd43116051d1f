/**
 * Runs the generator inside Vite: before every build (but that of `npm test`, which has just
 * generated), and in dev on each change of a calculator file, article, schema or public/_headers
 * (errors go to the terminal and the browser overlay; the last good output stays, and the server
 * keeps watching whatever a run reports or throws). In dev only the generated files that changed
 * are rewritten, so saving a calculator file hot-replaces its module on the open page, keeping
 * what was typed (src/site/hot.ts); a change of the registry (a title, a new file) reloads it.
 * In dev the files are written in place from the start too (issue 36): src/generated/ swapped in
 * whole at start left Vite's watcher blind to the files added in it later, so a new calculator's
 * module stayed "Failed to resolve import" from loaders.ts until its file was deleted.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { GENERATOR_PLUGIN } from '../src/engine/hot.ts';
import { watchedPaths } from './disk.ts';
import { generateSafely } from './pipeline.ts';
import { SCHEMA_FILE } from './schema.ts';

export function generatorPlugin(): Plugin {
  let root = process.cwd();
  let ssr = false;
  let serve = false;
  return {
    name: GENERATOR_PLUGIN,
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
      serve = config.command === 'serve';
    },
    async buildStart() {
      // Vitest and the SSR build (which follows the client build) use what is already generated;
      // so does the build of `npm test` (GENERATED=fresh), whose first step has just generated it.
      if (process.env.VITEST || ssr || process.env.GENERATED === 'fresh') return;
      // A build swaps in a whole new folder; the dev server writes in place (see above).
      const result = await generateSafely({ root, write: true, changedOnly: serve });
      if (!result.ok) this.error(`Calculator files have errors:\n\n${result.report}`);
    },
    configureServer(server) {
      const watched = watchedPaths(root);
      server.watcher.add(watched);
      const run = async () => {
        const started = performance.now();
        const result = await generateSafely({ root, write: true, changedOnly: true });
        if (!result.ok) {
          server.config.logger.error(result.report);
          server.ws.send({ type: 'error', err: { message: result.report, stack: '', plugin: GENERATOR_PLUGIN } });
        } else {
          const changed = result.changed!.length ? result.changed!.join(', ') : 'nothing changed';
          server.config.logger.info(
            `calculators regenerated in ${Math.round(performance.now() - started)} ms: ${changed}`,
            { timestamp: true },
          );
        }
      };
      // One run at a time: a burst of saves must not start two runs writing the same folder.
      let pending: Promise<unknown> = Promise.resolve();
      const regenerate = (file: string) => {
        // The calculator schema is written by the run itself.
        if (watched.some((dir) => file.startsWith(dir)) && file !== path.join(root, SCHEMA_FILE))
          pending = pending.then(run);
      };
      server.watcher.on('add', regenerate).on('change', regenerate).on('unlink', regenerate);
    },
  };
}
