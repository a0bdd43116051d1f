/**
 * Vitest's global setup: regenerates src/generated/ before any test file runs, so `npx vitest run`
 * never tests modules older than the calculator files. Only changed modules are rewritten. Skipped
 * with GENERATED=fresh (as in `npm test`, whose second step has just generated). A file with errors
 * stops the run with the generator's report.
 */
import path from 'node:path';
import { generateSafely } from '../../generator/pipeline.ts';

export default async function freshGenerated(): Promise<void> {
  if (process.env.GENERATED === 'fresh') return;
  const run = await generateSafely({
    root: path.resolve(import.meta.dirname, '../..'),
    write: true,
    changedOnly: true,
  });
  if (!run.ok) throw new Error(`npm run generate failed; the tests would read stale modules.\n\n${run.report}`);
}
