/**
 * Stage 5, emit: write the compiled modules under src/generated/. Everything is written to a
 * temporary folder first, then swapped in, so a failed or interrupted run leaves the previous
 * output whole.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
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
