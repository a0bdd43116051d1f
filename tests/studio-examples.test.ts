/**
 * The studio's example runner (src/studio/examples.ts) on the real files that declare `reverse`:
 * their examples pass both ways, and a wrong expectation of either direction fails in Italian.
 */
import { describe, expect, it } from 'vitest';
import type { CalculatorModule } from '../language/spec.ts';
import { runExamples } from '../src/studio/examples.ts';
import { readCalculatorPages } from './support/calculator-files.ts';
import { failExample } from './support/example-report.ts';

const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts');
const declaring = (await readCalculatorPages()).filter(
  ({ data }) => data.reverse?.length && data.examples?.some((e) => e.reverse),
);

it('some files have examples run backwards', () => {
  expect(declaring.length).toBeGreaterThan(0);
});

describe.each(declaring.map(({ data, where }) => [data.id, data, where] as const))('%s', (id, data, where) => {
  it('passes every example, forwards and backwards; a wrong value found by the solver fails', async () => {
    const module = (await modules[`../src/generated/calculators/${id}.ts`]!()).default;
    const outcomes = runExamples(module, data);
    const failed = outcomes.flatMap((o, i) =>
      o.failures.map((f) => `${where('examples', i)} example "${o.name}": ${f}`),
    );
    if (failed.length) failExample(failed.join('\n'));
    expect(outcomes.map((o) => o.name)).toEqual(data.examples!.map((e) => e.name));

    // The first reverse example, expecting the input found to be one more than it is.
    const example = data.examples!.find((e) => e.reverse && !e.kept && e.expect)!;
    const [name, found] = Object.entries(example.expect!).find(([key]) => data.inputs!.some((i) => i.id === key))!;
    const wrong = { ...data, examples: [{ ...example, expect: { [name]: (found as number) + 1 } }] };
    const [outcome] = runExamples(module, wrong);
    expect(outcome!.failures).toEqual([expect.stringMatching(new RegExp(`^${name}: atteso .+, ottenuto .+$`))]);
  });
});
