/**
 * Runs every `examples:` entry of every calculator file against the generated module: the
 * expected values are written by hand from the spec's formulas, never copied from the output.
 * What an example says is shown is checked here on the module's evaluation, and again in Chromium
 * by tests/e2e/examples.spec.ts. An example fails once, listing every difference
 * (tests/support/example-check.ts).
 */
import { describe, expect, it } from 'vitest';
import { isReady } from '../generator/check/index.ts';
import type { CalculatorModule } from '../language/spec.ts';
import { loadDataset } from '../src/engine/datasets.ts';
import { checkExample } from './support/example-check.ts';
import { failExample } from './support/example-report.ts';
import { expectNoErrors } from './support/generator-report.ts';
import { project as run } from './support/project.ts';

const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts');

it('the calculator files generate without errors', () => {
  expectNoErrors(run);
});

for (const c of (run.checked?.calculators ?? []).filter(isReady)) {
  describe(`${c.data.id} (${c.source.file})`, () => {
    it('has examples', () => {
      if (!c.data.examples?.length)
        failExample(
          `${c.source.file}:1: the file has no examples (add some under examples:, computed by hand from the rule)`,
        );
    });
    (c.data.examples ?? []).forEach((example, i) => {
      it(example.name, async () => {
        const load = modules[`../src/generated/calculators/${c.data.id}.ts`];
        expect(load, 'generated module (run npm run generate)').toBeDefined();
        const module = (await load!()).default;
        // The page loads its datasets on first use; an example runs with them loaded.
        await Promise.all((module.datasets ?? []).map(loadDataset));
        const problems = checkExample(c, module, i);
        if (problems.length) failExample(problems.join('\n'));
      });
    });
  });
}
