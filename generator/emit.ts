/**
 * Stage 5, emit: write the compiled modules under src/generated/.
 *
 * - emit(): everything is written to a temporary folder first, then swapped in, so a failed or
 *   interrupted run leaves the previous output whole (builds).
 * - emitChanged(): only the files whose text changed are rewritten, each atomically, and files no
 *   longer generated are removed (the CLI and the watchers: the dev server then hot-replaces just the modules
 *   that changed, instead of reloading the page for a whole new folder). The folders stay the
 *   ones the dev server watches (a folder swapped in is one its watcher no longer sees new files
 *   in), and the order keeps every import resolvable while the dev server reads the files between
 *   two writes: new files first (nothing imports them yet), then the changed ones (registry.ts,
 *   loaders.ts, the search index, which may import the new ones), then the removals (which the
 *   rewritten ones no longer import).
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function emit(outDir: string, files: Map<string, string>): Promise<void> {
  const temp = `${outDir}.tmp-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  for (const [name, content] of files) {
    const target = path.join(temp, name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  await rename(outDir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(temp, outDir);
  await rm(old, { recursive: true, force: true });
}

/** Writes the files that differ from what `outDir` holds and removes the others; returns the names written or removed. */
export async function emitChanged(outDir: string, files: Map<string, string>): Promise<string[]> {
  const existing = await readdir(outDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const present = existing
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const changed: string[] = [];
  const before = new Set(present);
  const order = [...files.keys()].sort((a, b) => Number(before.has(a)) - Number(before.has(b)));
  for (const name of order) {
    const content = files.get(name)!;
    const target = path.join(outDir, name);
    if ((await readFile(target, 'utf8').catch(() => undefined)) === content) continue;
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.tmp-${process.pid}`;
    await writeFile(temp, content);
    await rename(temp, target);
    changed.push(name);
  }
  for (const name of present.filter((name) => !files.has(name))) {
    await rm(path.join(outDir, name), { force: true });
    changed.push(name);
  }
  return changed;
}
