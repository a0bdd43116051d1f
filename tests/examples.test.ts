/**
 * Runs every `examples:` entry of every calculator file against the generated module: the
 * expected values are written by hand from the spec's formulas, never copied from the output.
 * What an example says is shown is checked here on the module's evaluation, and again in Chromium
 * by tests/e2e/examples.spec.ts.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isReady } from '../generator/check/index.ts';
import { checkFound, exampleDay, runExample } from '../generator/example-values.ts';
import { onDay } from '../language/dates.ts';
import { displayResult, formatValue } from '../language/formats/index.ts';
import type { CalculatorModule } from '../language/spec.ts';
import { inputStateOf } from '../src/engine/compute.ts';
import { failExample, mismatches } from './support/example-report.ts';
import { expectNoErrors } from './support/generator-report.ts';
import { project as run } from './support/project.ts';

const modules = import.meta.glob<{ default: CalculatorModule }>('../src/generated/calculators/*.ts');

/** Shown texts are compared as a reader sees them: a no-break space matches a space. */
const shown = (text: string) => text.replace(/\u00a0/g, ' ');

it('the calculator files generate without errors', () => {
  expectNoErrors(run);
});

/** A value in a failure message: texts quoted, lists and records as JSON. */
const text = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

for (const c of (run.checked?.calculators ?? []).filter(isReady)) {
  /** `calculators/<...>.yaml:<line>` of the node at `path` (of its parent when the key is absent). */
  const lineOf = (path: (string | number)[]): number => {
    for (let n = path.length; n >= 0; n--) {
      const node = c.source.node(path.slice(0, n));
      if (node?.range) return c.source.position(node.range[0]).line;
    }
    return 1;
  };
  describe(`${c.data.id} (${c.source.file})`, () => {
    it('has examples', () => {
      if (!c.data.examples?.length)
        failExample(
          `${c.source.file}:1: the file has no examples (add some under examples:, computed by hand from the rule)`,
        );
    });
    (c.data.examples ?? []).forEach((example, i) => {
      const where = `${c.source.file}:${lineOf(['examples', i])} example "${example.name}"`;
      /** The example's line for one of its keys: "calculators/x.yaml:152 example "base": display.total". */
      const at = (...path: (string | number)[]) =>
        `${c.source.file}:${lineOf(['examples', i, ...path])} example "${example.name}": ${path.join('.')}`;
      it(example.name, async () => {
        const load = modules[`../src/generated/calculators/${c.data.id}.ts`];
        expect(load, 'generated module (run npm run generate)').toBeDefined();
        const module = (await load!()).default;
        if (module.today && example.today === undefined)
          failExample(
            `${where}: the calculator depends on the visitor's day (today()); give the example its day, e.g. today: "2026-11-26", so it gives the same result every day`,
          );
        const view = runExample(module, c.data.inputs!, example);
        const { calculator, evaluation, raw } = view;
        const found = example.reverse?.found;
        if (found) {
          // Not one value: every value found, or none, and the page says so.
          const { values, same } = checkFound(found, view, example.tolerance ?? 0.005);
          if (!same) failExample(`${at('reverse', 'found')} expected ${text(found)}, the page finds ${text(values)}`);
          expect(calculator.emptyResults, 'the message names the choice').toMatch(
            found.length ? /^Più valori/ : /^Nessun valore/,
          );
          return;
        }
        if (example.kept) {
          if (evaluation) failExample(`${where}: a guard should fail, the results were computed`);
          return;
        }
        if (!evaluation)
          failExample(
            `${where}: ${example.reverse ? calculator.emptyResults : 'a guard failed, no result was computed'}`,
          );
        const { values } = evaluation;
        const wrong = mismatches(example.expect ?? {}, values, example.tolerance ?? 0.005);
        if (wrong.length) failExample(wrong.map((w) => `${where}: ${w}`).join('\n'));

        // What the page would show, each difference with the line of the example's key.
        const problems: string[] = [];
        const check = (path: (string | number)[], got: unknown, want: unknown) => {
          if (!isDeepStrictEqual(got, want)) problems.push(`${at(...path)} expected ${text(want)}, got ${text(got)}`);
        };
        const shownResults = calculator.results.filter((r) => !r.hidden && evaluation!.results[r.id]).map((r) => r.id);
        const result = (id: string) => calculator.results.find((r) => r.id === id)!;
        for (const [id, expected] of Object.entries(example.display ?? {})) {
          if (!shownResults.includes(id))
            problems.push(`${at('display', id)} expected ${text(expected)}, but the result is not shown`);
          else check(['display', id], shown(displayResult(result(id), values[id]!)), expected);
        }
        for (const [id, expected] of Object.entries(example.labels ?? {}))
          check(['labels', id], shown(result(id).label(values)), expected);
        for (const [id, expected] of Object.entries(example.resultNotes ?? {}))
          check(['resultNotes', id], shown(result(id).note!(values)), expected);
        for (const id of example.hiddenResults ?? [])
          if (shownResults.includes(id)) problems.push(`${at('hiddenResults')}: ${id} should be hidden, it is shown`);

        if (example.notes) {
          const notes = calculator.notes
            .filter((n) => evaluation!.notes[n.id])
            .map((n) => ({
              tone: n.tone,
              title: n.title && shown(n.title(values)),
              text: n.text && shown(n.text(values)),
              link: n.link?.label,
            }));
          // Each note as far as its expectation goes (a note no entry expects, in full).
          const seen = notes.map((n, k) =>
            example.notes![k]
              ? Object.fromEntries(Object.keys(example.notes![k]!).map((key) => [key, n[key as keyof typeof n]]))
              : n,
          );
          if (seen.length !== example.notes.length) check(['notes'], seen, example.notes);
          else for (const [k, note] of example.notes.entries()) check(['notes', k], seen[k], note);
        }

        for (const [title, table] of Object.entries(example.tables ?? {})) {
          const spec = calculator.tables.find((t) => t.title === title)!;
          const cells = evaluation!.tables[spec.id];
          if (!cells) {
            problems.push(`${at('tables', title)}: the table is not shown`);
            continue;
          }
          if (table.total !== undefined) check(['tables', title, 'total'], cells.length, table.total);
          // The rows the page shows: the first `rows:` of them.
          const rows = cells
            .slice(0, spec.rows)
            .map((row) =>
              row.map((cell, col) => shown(formatValue(cell, spec.columns[col]!.format, spec.columns[col]!.decimals))),
            );
          if (table.rows) {
            if (rows.length !== table.rows.length) check(['tables', title, 'rows'], rows, table.rows);
            else for (const [k, row] of table.rows.entries()) check(['tables', title, 'rows', k], rows[k], row);
          }
          if (table.count !== undefined) check(['tables', title, 'count'], rows.length, table.count);
          if (table.first) check(['tables', title, 'first'], rows[0], table.first);
          if (table.last) check(['tables', title, 'last'], rows[rows.length - 1], table.last);
        }
        if (example.charts)
          check(
            ['charts'],
            calculator.charts.filter((chart) => evaluation!.charts[chart.id]).map((chart) => chart.title),
            example.charts,
          );

        const state = onDay(exampleDay(example), () => inputStateOf(calculator, raw));
        // Tabs are drawn above the other fields whatever their condition (see the renderer).
        const shownInputs = calculator.inputs
          .filter((input) => input.kind === 'tabs' || !state.hidden[input.id])
          .map((input) => input.id);
        if (example.shownInputs) check(['shownInputs'], shownInputs.toSorted(), example.shownInputs.toSorted());
        if (example.disabledInputs)
          check(
            ['disabledInputs'],
            shownInputs.filter((id) => state.disabled[id]).toSorted(),
            example.disabledInputs.toSorted(),
          );
        if (problems.length) failExample(problems.join('\n'));
      });
    });
  });
}
