/**
 * The property check (tests/support/property.ts) on tests/fixtures/property/: a tightly guarded
 * file (four number fields bounded to 1–31 and 1900–2100, two more to 1–12, guards that read a
 * lookup indexed by a number) passes, with enough input sets computed; and the check fails, naming
 * the file's line, on a module that drops a guard or ignores a bound.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { isReady } from '../generator/check/index.ts';
import { generate } from '../generator/pipeline.ts';
import { expectNoErrors } from './support/generator-report.ts';
import { checkProperty, moduleFromText } from './support/property.ts';

/** Input sets and seed of each check here, whatever PROPERTY_RUNS and PROPERTY_SEED say: enough for each mistake below to be met (a 31 April about once in 200 sets). */
const RUNS = 2000;
const SEED = 22;

const run = await generate({ root: path.resolve(import.meta.dirname, 'fixtures/property'), write: false });
const c = (run.checked?.calculators ?? []).filter(isReady).find((x) => x.data.id === 'giorni-tra-date')!;
const code = run.files.get('calculators/giorni-tra-date.ts')!;
/** The module's line of the guard that holds `text` (each guard has its own: the bounds, then the file's). */
const guardLine = (text: string) => code.split('\n').find((line) => line.includes(text) && line.includes('refused'))!;

it('the fixture generates (its warnings are printed)', () => {
  expectNoErrors(run);
  expect(c).toBeDefined();
});

it('a tightly guarded file gets valid inputs, and a lookup indexed by a number is read as the module reads it', () => {
  const { computed, warnings } = checkProperty(c, moduleFromText(code), code, RUNS, SEED);
  // Drawn at random over their whole range, six fields would all fall in bounds about once in 10,000 sets.
  expect(computed / RUNS).toBeGreaterThan(0.05);
  expect(warnings).toEqual([]);
});

it('a module that drops a guard fails the check, which names the guard in the file', () => {
  const dropped = code.replace(guardLine('(in_giornoInizio <= (rowOf(L_lunghezzaMese, in_meseInizio) ?? 0))'), '');
  expect(dropped).not.toBe(code);
  expect(() => checkProperty(c, moduleFromText(dropped), code, RUNS, SEED)).toThrow(
    /^calculators\/finanza\/giorni-tra-date\.yaml:26: this guard fails, but calculate returned results\n {2}inputs, as typed: \{.*"meseInizio":"(2|4|6|9|11)"/,
  );
});

it('a module that ignores a bound fails the check, which names the input in the file', () => {
  const ignored = code.replace(guardLine('(in_annoFine <= 2100)'), '');
  expect(ignored).not.toBe(code);
  expect(() => checkProperty(c, moduleFromText(ignored), code, RUNS, SEED)).toThrow(
    /^calculators\/finanza\/giorni-tra-date\.yaml:19: this guard fails, but calculate returned results/,
  );
});

it('a result shown broken fails the check, naming the result in the file', () => {
  const broken = code.replace(
    '"label": (_s: Values) => "Giorni"',
    '"label": (s: Values) => ((s.giornoFine as number) > 15 ? "Giorni undefined" : "Giorni")',
  );
  expect(broken).not.toBe(code);
  expect(() => checkProperty(c, moduleFromText(broken), code, RUNS, SEED)).toThrow(
    /^calculators\/finanza\/giorni-tra-date\.yaml:34: the label of giorni shows "Giorni undefined"\n {2}inputs, as typed: \{.*"giornoFine":"(1[6-9]|2\d|3[01])"/,
  );
});
