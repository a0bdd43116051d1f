/**
 * A generator run as the tests judge it: errors fail, warnings are printed and never fail (as
 * `npm run generate -- --check` does). A test that wants a clean run checks errors only:
 *
 *   expectNoErrors(run);
 */
import type { GeneratedFiles } from '../../generator/generate.ts';
import { failExample } from './example-report.ts';

/** Warnings already printed by this worker (several test files share one run). */
const printed = new Set<string>();

/**
 * Fails with the generator's report (file, line and column of each problem, no TypeScript) when
 * the run has errors; prints the warnings otherwise.
 */
export function expectNoErrors(run: Pick<GeneratedFiles, 'diagnostics' | 'warnings' | 'report'>): void {
  if (run.diagnostics.length > 0)
    failExample(`the generator reports ${run.diagnostics.length} error(s):\n\n${run.report}`);
  if (run.warnings.length > 0 && !printed.has(run.report)) {
    printed.add(run.report);
    console.warn(`generator warnings (they do not fail the tests):\n\n${run.report}`);
  }
}
