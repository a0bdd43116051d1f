/**
 * A Vite dev server (`npm run dev`'s, with the generator's plugin) on a copy of the project in a
 * temporary folder, for checking and timing the editor's loop without touching the repo's files:
 * tests/e2e/dev-loop.spec.ts and `npm run bench -- dev`.
 *
 *   const sandbox = await devSandbox(repo);
 *   await sandbox.save('calculators/finanza/x.yaml', (doc) => doc.setIn(['title'], 'Nuovo'));
 *   await sandbox.close();
 */
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger, createServer, type Logger } from 'vite';
import { type Document, parseDocument } from 'yaml';
import { inputDirs } from '../generator/disk.ts';
import { generate } from '../generator/pipeline.ts';
import { generatorPlugin } from '../generator/vite-plugin.ts';

export interface DevSandbox {
  root: string;
  /** http://localhost:<port>, no final slash. */
  origin: string;
  /** What the server has logged so far (its info, warnings and errors, one message each), not printed. */
  log: string[];
  /** Edits a YAML file of the copy (path relative to its root) and saves it. */
  save(file: string, change: (doc: Document.Parsed) => void): Promise<void>;
  close(): Promise<void>;
}

/** What the loop edits: the first ready calculator that computes as you type and starts with a number field with a default. */
export async function loopTarget(root: string) {
  const { checked } = await generate({ root, write: false });
  const found = checked?.calculators.find(
    (c) =>
      c.data.trigger !== 'button' &&
      c.data.inputs?.[0]?.kind === 'number' &&
      c.data.inputs[0].default !== undefined &&
      c.data.results?.length,
  );
  if (!found) throw new Error('No calculator starts with a number field with a default.');
  const first = found.data.inputs![0]!;
  return {
    file: found.source.file,
    url: found.url,
    /** The first field's label, and a value to type in it (twice its default, as an Italian would write it). */
    field: first.label,
    value: String(Number(first.default) * 2).replace('.', ','),
    /** The first result's formula. */
    formula: found.data.results![0]!.formula,
  };
}

export async function devSandbox(repo: string): Promise<DevSandbox> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dev-sandbox-'));
  // Outside the repo (Vite never watches test-results/), the copy resolves packages through a link.
  await symlink(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const generated = path.join(repo, 'src', 'generated');
  // The input folders, the test site's fixtures too (read when SITE_FIXTURES=1, as in the tests:
  // loopTarget may pick one), and the generator's code, which the studio and the service worker
  // import (without it the studio's page fails to load).
  for (const item of ['index.html', 'language', 'generator', 'src', 'public', ...inputDirs(true)]) {
    await cp(path.join(repo, item), path.join(root, item), {
      recursive: true,
      filter: (from) => !from.startsWith(generated),
    });
  }
  // The plugin does not generate at start when GENERATED=fresh (as in `npm test`): generate here.
  const first = await generate({ root, write: true });
  if (first.diagnostics.length) throw new Error(first.report);
  const log: string[] = [];
  const server = await createServer({
    root,
    configFile: false,
    plugins: [generatorPlugin()],
    customLogger: recorder(log),
    cacheDir: path.join(root, '.vite'),
    server: { port: 0, host: 'localhost', fs: { allow: [root, repo] } },
  });
  await server.listen();
  return {
    root,
    origin: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
    log,
    async save(file, change) {
      const absolute = path.join(root, file);
      const doc = parseDocument(await readFile(absolute, 'utf8'));
      change(doc);
      await writeFile(absolute, doc.toString());
    },
    async close() {
      await server.close();
      // A regeneration or Vite's dependency optimiser may still be finishing a write in the copy
      // (ENOTEMPTY on a busy machine): removal retries a few times.
      await rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** Vite's logger, whose messages go to `log` instead of the terminal. */
function recorder(log: string[]): Logger {
  const logger = createLogger('info', { allowClearScreen: false });
  const record = (message: string) => void log.push(message);
  return { ...logger, info: record, warn: record, warnOnce: record, error: record, clearScreen: () => {} };
}
