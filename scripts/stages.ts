/**
 * Runs the stages of `npm test` (scripts/test.ts) and reports each: a stage runs when the stages it
 * needs have passed, else it is skipped; a failure stops only what needs it. The steps run one after
 * the other, the stages of a step at once; each stage's output streams live (its stdio is the
 * runner's). At the end, a summary: each stage, passed, failed or skipped, and its duration.
 *
 * Each stage runs in a process group of its own, and stop() signals the whole group (npm, the shell
 * it starts, the tool and its workers), so Ctrl-C leaves nothing running.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface Stage {
  name: string;
  /** The program and its arguments (no shell); found on PATH. */
  command: readonly string[];
  /** Added to the runner's environment. */
  env?: Record<string, string>;
  /** The stages (by name, in an earlier step) that must have passed for this one to run. */
  needs?: readonly string[];
}

/** Stages run one step after the other; the stages of one step run at once. */
export type Steps = readonly (readonly Stage[])[];

export interface StageResult {
  name: string;
  outcome: 'passed' | 'failed' | 'skipped';
  /** Why it failed or was skipped: "exit code 1", "killed by SIGINT", "needs generate", "interrupted". */
  reason?: string;
  /** Milliseconds it ran (0 when skipped). */
  ms: number;
}

export interface RunOptions {
  cwd?: string;
  /** The stages' output: 'inherit' (live, on the runner's stdout and stderr: the default) or 'ignore'. */
  stdio?: 'inherit' | 'ignore';
  /** Where the runner writes its own lines (a stage's start, the summary). */
  write?: (text: string) => void;
}

export class StageRun {
  readonly results: StageResult[] = [];
  /** Resolves with every stage's result once the run is over (or stopped). */
  readonly done: Promise<StageResult[]>;
  /** The signal that stopped the run, if any. */
  stoppedBy: NodeJS.Signals | undefined;
  private stoppedAt: number | undefined;
  private readonly running = new Set<ChildProcess>();

  constructor(
    readonly steps: Steps,
    private readonly options: RunOptions = {},
  ) {
    this.done = this.run();
  }

  /**
   * Signals every running stage's process group; no stage starts after it. A call a second or more
   * after the first kills them (a second Ctrl-C); one sooner is the same Ctrl-C come twice (from the
   * terminal and relayed by tsx's parent process) and is ignored.
   */
  stop(signal: NodeJS.Signals = 'SIGINT'): void {
    const now = performance.now();
    if (this.stoppedAt !== undefined && now - this.stoppedAt < 1000) return;
    const again = this.stoppedAt !== undefined;
    this.stoppedBy ??= signal;
    this.stoppedAt ??= now;
    for (const child of this.running) {
      try {
        // The negative pid: the stage's whole process group.
        process.kill(-child.pid!, again ? 'SIGKILL' : signal);
      } catch {
        // Gone already.
      }
    }
  }

  private async run(): Promise<StageResult[]> {
    const byName = new Map<string, StageResult>();
    for (const step of this.steps) {
      const started = step.map(async (stage) => {
        const missing = (stage.needs ?? []).filter((need) => byName.get(need)?.outcome !== 'passed');
        const result: StageResult = this.stoppedBy
          ? { name: stage.name, outcome: 'skipped', reason: 'interrupted', ms: 0 }
          : missing.length > 0
            ? { name: stage.name, outcome: 'skipped', reason: `needs ${missing.join(', ')}`, ms: 0 }
            : await this.runStage(stage);
        if (result.outcome === 'skipped') this.write(`\n── ${stage.name}: skipped (${result.reason})\n`);
        return result;
      });
      for (const result of await Promise.all(started)) {
        byName.set(result.name, result);
        this.results.push(result);
      }
    }
    return this.results;
  }

  private runStage(stage: Stage): Promise<StageResult> {
    this.write(
      `\n── ${stage.name}: ${[...Object.entries(stage.env ?? {}).map(([k, v]) => `${k}=${v}`), ...stage.command].join(' ')}\n`,
    );
    const start = performance.now();
    return new Promise((resolve) => {
      const child = spawn(stage.command[0]!, stage.command.slice(1), {
        cwd: this.options.cwd,
        env: { ...process.env, ...stage.env },
        // No stdin: a stage never asks, and a process group of its own must not read the terminal.
        stdio: this.options.stdio === 'ignore' ? 'ignore' : ['ignore', 'inherit', 'inherit'],
        // A process group of its own, which stop() signals whole.
        detached: true,
      });
      this.running.add(child);
      let finished = false;
      const finish = (outcome: StageResult['outcome'], reason?: string) => {
        if (finished) return;
        finished = true;
        this.running.delete(child);
        const result: StageResult = { name: stage.name, outcome, ms: performance.now() - start };
        if (reason) result.reason = reason;
        this.write(`\n── ${stage.name}: ${outcome}${reason ? ` (${reason})` : ''} in ${duration(result.ms)}\n`);
        resolve(result);
      };
      child.once('error', (error) => finish('failed', error.message));
      child.once('exit', (code, signal) => {
        if (code === 0) finish('passed');
        else finish('failed', signal ? `killed by ${signal}` : `exit code ${code}`);
      });
    });
  }

  private write(text: string): void {
    (this.options.write ?? ((t) => process.stdout.write(t)))(text);
  }
}

/** 0 when every stage passed, 1 when one failed or was skipped for a failure. */
export function exitCode(results: readonly StageResult[]): 0 | 1 {
  return results.every((result) => result.outcome === 'passed') ? 0 : 1;
}

/** "850 ms", "41.2 s", "2 min 05 s". */
export function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The table printed at the end: one line per stage, its result and its duration, then the verdict. */
export function summary(
  title: string,
  results: readonly StageResult[],
  totalMs: number,
  stoppedBy?: NodeJS.Signals,
): string {
  const rows = results.map((r) => [
    r.name,
    r.outcome + (r.reason ? ` (${r.reason})` : ''),
    r.outcome === 'skipped' ? '-' : duration(r.ms),
  ]);
  const header = ['stage', 'result', 'time'];
  const widths = [0, 1, 2].map((i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `  ${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]!.padStart(widths[2]!)}`;
  const failed = results.filter((r) => r.outcome === 'failed').map((r) => r.name);
  const skipped = results.filter((r) => r.outcome === 'skipped').map((r) => r.name);
  const verdict =
    exitCode(results) === 0
      ? `${title}: all ${results.length} stages passed.`
      : `${title} ${stoppedBy ? `stopped by ${stoppedBy}` : 'failed'}: ${[failed.length ? `failed ${failed.join(', ')}` : '', skipped.length ? `skipped ${skipped.join(', ')}` : ''].filter(Boolean).join('; ')}.`;
  return [`\n${title}: summary (${duration(totalMs)} in all)`, line(header), ...rows.map(line), verdict, ''].join('\n');
}
