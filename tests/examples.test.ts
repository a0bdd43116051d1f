/**
 * Runs every `examples:` entry of every calculator file against the generated module: the
 * expected values are written by hand from the spec's formulas, never copied from the output.
 * What an example says is shown is checked here on the module's evaluation, and again in Chromium
 * by tests/e2e/examples.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { isReady } from '../generator/check/index.ts';
import { runExample } from '../generator/example-values.ts';
import { displayResult, inputStateOf } from '../src/engine/compute.ts';
import { formatValue } from '../src/engine/formats/index.ts';
import type { CalculatorModule } from '../src/engine/types.ts';
import { failExample, mismatches } from './support/example-report.ts';
import { expectNoErrors } from './support/generator-report.ts';
import { project as run } from './support/project.ts';

const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts');

/** Shown texts are compared as a reader sees them: a no-break space matches a space. */
const shown = (text: string) => text.replace(/\u00a0/g, ' ');

it('the calculator files generate without errors', () => {
  expectNoErrors(run);
});

for (const c of (run.checked?.calculators ?? []).filter(isReady)) {
  describe(`${c.data.id} (${c.source.file})`, () => {
    it('has examples', () => {
      expect(c.data.examples?.length ?? 0).toBeGreaterThan(0);
    });
    (c.data.examples ?? []).forEach((example, i) => {
      const where = `${c.source.file}:${c.source.position(c.source.node(['examples', i])?.range?.[0] ?? 0).line} example "${example.name}"`;
      it(example.name, async () => {
        const load = modules[`../src/generated/calculators/${c.data.id}.ts`];
        expect(load, 'generated module (run npm run generate)').toBeDefined();
        const module = (await load!()).default;
        const { calculator, evaluation, raw } = runExample(module, c.data.inputs!, example);
        if (example.kept) {
          if (evaluation) failExample(`${where}: a guard should fail, the results were computed`);
          return;
        }
        if (!evaluation) failExample(`${where}: ${example.reverse ? calculator.emptyResults : 'a guard failed, no result was computed'}`);
        const { values } = evaluation;
        const wrong = mismatches(example.expect ?? {}, values, example.tolerance ?? 0.005);
        if (wrong.length) failExample(wrong.map((w) => `${where}: ${w}`).join('\n'));

        const shownResults = calculator.results.filter((r) => !r.hidden && evaluation!.results[r.id]).map((r) => r.id);
        const result = (id: string) => calculator.results.find((r) => r.id === id)!;
        for (const [id, expected] of Object.entries(example.display ?? {})) {
          expect(shownResults, `${id} is shown`).toContain(id);
          expect(shown(displayResult(result(id), values[id]!)), id).toBe(expected);
        }
        for (const [id, expected] of Object.entries(example.labels ?? {})) expect(shown(result(id).label(values)), `label of ${id}`).toBe(expected);
        for (const [id, expected] of Object.entries(example.resultNotes ?? {})) expect(shown(result(id).note!(values)), `note of ${id}`).toBe(expected);
        for (const id of example.hiddenResults ?? []) expect(shownResults, `${id} is hidden`).not.toContain(id);

        if (example.notes) {
          const notes = calculator.notes
            .filter((n) => evaluation!.notes[n.id])
            .map((n) => ({ tone: n.tone, title: n.title && shown(n.title(values)), text: n.text && shown(n.text(values)), link: n.link?.label }));
          // Each note as far as its expectation goes (a note no entry expects, in full).
          const seen = notes.map((n, i) => (example.notes![i] ? Object.fromEntries(Object.keys(example.notes![i]!).map((k) => [k, n[k as keyof typeof n]])) : n));
          expect(seen, 'the notes shown').toEqual(example.notes);
        }

        for (const [title, table] of Object.entries(example.tables ?? {})) {
          const spec = calculator.tables.find((t) => t.title === title)!;
          const cells = evaluation!.tables[spec.id];
          expect(cells, `table "${title}" is shown`).toBeTruthy();
          if (table.total !== undefined) expect(cells, `the whole of ${title}`).toHaveLength(table.total);
          // The rows the page shows: the first `rows:` of them.
          const rows = cells!.slice(0, spec.rows).map((row) => row.map((cell, col) => shown(formatValue(cell, spec.columns[col]!.format, spec.columns[col]!.decimals))));
          if (table.rows) expect(rows, title).toEqual(table.rows);
          if (table.count !== undefined) expect(rows, title).toHaveLength(table.count);
          if (table.first) expect(rows[0], `first row of ${title}`).toEqual(table.first);
          if (table.last) expect(rows[rows.length - 1], `last row of ${title}`).toEqual(table.last);
        }
        if (example.charts)
          expect(
            calculator.charts.filter((chart) => evaluation!.charts[chart.id]).map((chart) => chart.title),
            'the charts shown',
          ).toEqual(example.charts);

        const state = inputStateOf(calculator, raw);
        // Tabs are drawn above the other fields whatever their condition (see the renderer).
        const shownInputs = calculator.inputs.filter((i) => i.kind === 'tabs' || !state.hidden[i.id]).map((i) => i.id);
        if (example.shownInputs) expect(shownInputs.toSorted(), 'the inputs shown').toEqual(example.shownInputs.toSorted());
        if (example.disabledInputs) expect(shownInputs.filter((id) => state.disabled[id]).toSorted(), 'the inputs disabled').toEqual(example.disabledInputs.toSorted());
      });
    });
  });
}
