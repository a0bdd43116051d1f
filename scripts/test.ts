/**
 * `npm test`: every stage of the project's checks, each reported (scripts/stages.ts). A failing
 * stage stops only the stages that need it: lint failing, or the unit tests, still lets the
 * browser tests run. It ends with each stage's result and duration, and exits 1 if any failed or
 * was skipped for a failure. Ctrl-C stops every stage. See docs/testing.md, "What npm test runs".
 *
 *   tsx scripts/test.ts
 */
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitCode, StageRun, type Steps, summary } from './stages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const steps: Steps = [
  [{ name: 'lint', command: ['npm', 'run', 'lint'] }],
  // SITE_FIXTURES: the test site, the project's calculators and the fixtures (generator/disk.ts), as
  // the e2e build, Vitest and Playwright read it: they reuse these modules, not generating again.
  [{ name: 'generate', command: ['npm', 'run', 'generate'], env: { SITE_FIXTURES: '1' } }],
  // At once, on the two cores: tsc uses one. GENERATED=fresh: the build reuses what `generate` wrote.
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'], needs: ['generate'] },
    { name: 'e2e build', command: ['npm', 'run', 'build:e2e'], env: { GENERATED: 'fresh' }, needs: ['generate'] },
  ],
  [
    {
      name: 'unit tests',
      command: ['npx', 'vitest', 'run'],
      env: { GENERATED: 'fresh', PROPERTY_RUNS: '1000' },
      needs: ['generate'],
    },
  ],
  // E2E_BUILT: Playwright serves the dist/ the e2e build wrote instead of building it again.
  [{ name: 'browser tests', command: ['npx', 'playwright', 'test'], env: { E2E_BUILT: '1' }, needs: ['e2e build'] }],
];

const start = performance.now();
const run = new StageRun(steps, { cwd: root });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => run.stop(signal));
const results = await run.done;
process.stdout.write(summary('npm test', results, performance.now() - start, run.stoppedBy));
// Stopped: as a shell reports a program a signal ended (130 for Ctrl-C).
process.exitCode = run.stoppedBy ? 128 + constants.signals[run.stoppedBy] : exitCode(results);
