/**
 * The runner of `npm test` (scripts/stages.ts), on fake stages (`true`, `exit 3`, `node -e`): a stage runs when what
 * it needs passed, else it is skipped naming what failed; a failure stops nothing else; the exit
 * code; the summary; stop() ends a stage's whole process group.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { duration, exitCode, type Stage, StageRun, type Steps, summary } from '../scripts/stages.ts';

// `true` and `false`, not `node -e`: a process in a millisecond, not 50.
const pass = (name: string, needs?: string[]): Stage => ({ name, command: ['true'], needs });
const fail = (name: string, needs?: string[]): Stage => ({ name, command: ['sh', '-c', 'exit 3'], needs });

/** npm test's shape, with the stages that fail. */
function steps(failing: string[]): Steps {
  const stage = (name: string, needs?: string[]) => (failing.includes(name) ? fail : pass)(name, needs);
  return [
    [stage('lint')],
    [stage('generate')],
    [stage('typecheck', ['generate']), stage('e2e build', ['generate'])],
    [stage('unit tests', ['generate'])],
    [stage('browser tests', ['e2e build'])],
  ];
}

async function run(failing: string[]) {
  const lines: string[] = [];
  const results = await new StageRun(steps(failing), { stdio: 'ignore', write: (t) => lines.push(t) }).done;
  return { results, outcomes: results.map((r) => `${r.name}: ${r.outcome}${r.reason ? ` (${r.reason})` : ''}`), lines };
}

test('every stage passes: exit code 0', async () => {
  const { results, outcomes } = await run([]);
  expect(outcomes).toEqual([
    'lint: passed',
    'generate: passed',
    'typecheck: passed',
    'e2e build: passed',
    'unit tests: passed',
    'browser tests: passed',
  ]);
  expect(exitCode(results)).toBe(0);
  expect(summary('npm test', results, 1234)).toContain('npm test: all 6 stages passed.');
});

test('lint and the unit tests failing stop nothing: the browser tests still run, exit code 1', async () => {
  const { results, outcomes } = await run(['lint', 'unit tests']);
  expect(outcomes).toEqual([
    'lint: failed (exit code 3)',
    'generate: passed',
    'typecheck: passed',
    'e2e build: passed',
    'unit tests: failed (exit code 3)',
    'browser tests: passed',
  ]);
  expect(exitCode(results)).toBe(1);
  expect(summary('npm test', results, 1234)).toContain('npm test failed: failed lint, unit tests.');
});

test('the generator failing skips what needs it, naming it', async () => {
  const { results, outcomes, lines } = await run(['generate']);
  expect(outcomes).toEqual([
    'lint: passed',
    'generate: failed (exit code 3)',
    'typecheck: skipped (needs generate)',
    'e2e build: skipped (needs generate)',
    'unit tests: skipped (needs generate)',
    'browser tests: skipped (needs e2e build)',
  ]);
  expect(exitCode(results)).toBe(1);
  expect(lines.join('')).toContain('── typecheck: skipped (needs generate)');
  const table = summary('npm test', results, 61_000);
  expect(table).toContain('npm test: summary (1 min 01 s in all)');
  expect(table).toMatch(/ {2}browser tests {2}skipped \(needs e2e build\) +-\n/);
  expect(table).toContain('npm test failed: failed generate; skipped typecheck, e2e build, unit tests, browser tests.');
});

test('a failing build skips the browser tests only; a typecheck failing skips nothing', async () => {
  const { outcomes } = await run(['e2e build', 'typecheck']);
  expect(outcomes.slice(2)).toEqual([
    'typecheck: failed (exit code 3)',
    'e2e build: failed (exit code 3)',
    'unit tests: passed',
    'browser tests: skipped (needs e2e build)',
  ]);
});

test('a program not found fails its stage', async () => {
  const results = await new StageRun([[{ name: 'missing', command: ['no-such-program-for-stages-test'] }]], {
    stdio: 'ignore',
    write: () => {},
  }).done;
  expect(results).toMatchObject([{ name: 'missing', outcome: 'failed' }]);
  expect(exitCode(results)).toBe(1);
});

/** Whether `pid` runs (a zombie, dead but not yet reaped by its new parent, does not). */
async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return !/\) Z /.test(stat);
}

test("stop() ends the running stage's whole process group and starts nothing after it", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'stages-test-'));
  try {
    const pidFile = path.join(dir, 'pid');
    // A stage whose own child (a grandchild of the runner) would outlive a signal sent to the stage alone.
    const grandchild = `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setTimeout(() => {}, 20000)`;
    const parent = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: 'ignore' }); setTimeout(() => {}, 20000)`;
    const run = new StageRun([[{ name: 'slow', command: [process.execPath, '-e', parent] }], [pass('after')]], {
      stdio: 'ignore',
      write: () => {},
    });
    let pid = 0;
    for (let i = 0; i < 100 && !pid; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      pid = Number(await readFile(pidFile, 'utf8').catch(() => '0'));
    }
    expect(pid).toBeGreaterThan(0);
    run.stop('SIGTERM');
    const results = await run.done;
    expect(results.map((r) => `${r.name}: ${r.outcome} (${r.reason})`)).toEqual([
      'slow: failed (killed by SIGTERM)',
      'after: skipped (interrupted)',
    ]);
    expect(run.stoppedBy).toBe('SIGTERM');
    let gone = false;
    for (let i = 0; i < 50 && !gone; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      gone = !(await alive(pid));
    }
    expect(gone).toBe(true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('durations read as seconds and minutes', () => {
  expect([duration(850), duration(41_230), duration(125_000), duration(3_600_000)]).toEqual([
    '850 ms',
    '41.2 s',
    '2 min 05 s',
    '60 min 00 s',
  ]);
});
