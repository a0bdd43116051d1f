/**
 * Writes into dist/sw.js what the service worker must know of its build (src/offline/facts.ts): the
 * digest of every static file it may serve from a cache, and the rules of dist/_headers. Run by
 * scripts/prerender.ts once dist/_headers is final; run again on a changed copy of dist/ (the
 * offline tests' deploys), it replaces the facts it wrote before.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHeaders } from '../generator/headers.ts';
import { digestOf, FACTS_SLOT, factsSource, isStaticFile, type WorkerFacts } from '../src/offline/facts.ts';

export async function writeWorkerFacts(dist: string): Promise<void> {
  const names = (await readdir(dist, { recursive: true }))
    .map((name) => name.split(path.sep).join('/'))
    .filter(isStaticFile)
    .sort();
  const files = Object.fromEntries(
    await Promise.all(names.map(async (name) => [`/${name}`, await digestOf(await readFile(path.join(dist, name)))])),
  );
  const { rules } = parseHeaders(await readFile(path.join(dist, '_headers'), 'utf8'));
  const facts: WorkerFacts = { files, headers: rules };
  const worker = path.join(dist, 'sw.js');
  const source = await readFile(worker, 'utf8');
  const slots = source.match(FACTS_SLOT)?.length ?? 0;
  if (slots !== 1) throw new Error(`dist/sw.js: expected one place for the worker's facts, found ${slots}`);
  // A function: the JSON is written as it is, never read as a replacement pattern ("$&").
  await writeFile(
    worker,
    source.replace(FACTS_SLOT, () => factsSource(facts)),
  );
}
