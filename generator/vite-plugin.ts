/**
 * Runs the generator inside Vite: before every build, and in dev on each change of a calculator
 * file or article (errors go to the terminal and the browser overlay; the last good output stays).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { generate } from './pipeline.ts';

export function generatorPlugin(): Plugin {
  let root = process.cwd();
  let ssr = false;
  return {
    name: 'calculator-generator',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async buildStart() {
      // Vitest and the SSR build (which follows the client build) use what is already generated.
      if (process.env.VITEST || ssr) return;
      const result = await generate({ root, write: true });
      if (result.diagnostics.length > 0) this.error(`Calculator files have errors:\n\n${result.report}`);
    },
    configureServer(server) {
      const watched = [path.join(root, 'calculators'), path.join(root, 'blog'), path.join(root, 'schemas')];
      server.watcher.add(watched);
      const regenerate = async (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        const result = await generate({ root, write: true });
        if (result.diagnostics.length > 0) {
          server.config.logger.error(result.report);
          server.ws.send({ type: 'error', err: { message: result.report, stack: '' } });
        } else {
          server.config.logger.info('calculators regenerated', { timestamp: true });
        }
      };
      server.watcher.on('add', regenerate).on('change', regenerate).on('unlink', regenerate);
    },
  };
}
