/**
 * How the tests judge a generator run (tests/support/generator-report.ts): a warning never fails
 * a test, an error fails it with the report's file and line.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { generate } from '../generator/pipeline.ts';
import { expectNoErrors } from './support/generator-report.ts';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/generator');
const temps: string[] = [];

afterAll(async () => {
  await Promise.all(temps.map((t) => rm(t, { recursive: true, force: true })));
});

/** The generator's run (nothing written) over a fixture with the shared categories file. */
async function runOn(name: string) {
  const root = await mkdtemp(path.join(tmpdir(), `report-${name}-`));
  temps.push(root);
  await cp(path.join(fixtures, name, 'calculators'), path.join(root, 'calculators'), { recursive: true });
  await cp(path.join(fixtures, 'categories.yaml'), path.join(root, 'calculators', 'categories.yaml'));
  return generate({ root, write: false });
}

it('a warning (an unused series) is printed and does not fail', async () => {
  const run = await runOn('unused-series');
  expect(run.diagnostics).toEqual([]);
  expect(run.warnings.map((w) => w.code)).toEqual(['unused-series']);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    expect(() => expectNoErrors(run)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('calculators/finanza/risparmio.yaml:17:9 warning[unused-series]'),
    );
  } finally {
    warn.mockRestore();
  }
});

it('an error fails, naming the file and line', async () => {
  const run = await runOn('formula-syntax');
  expect(run.diagnostics.length).toBeGreaterThan(0);
  expect(() => expectNoErrors(run)).toThrow(/calculators\/[^\s]+\.yaml:\d+:\d+ error\[/);
});
