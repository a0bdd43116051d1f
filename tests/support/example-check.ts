/**
 * One `examples:` entry of a calculator file checked on its compiled module (tests/examples.test.ts
 * on the project's files, tests/example-report.test.ts on tests/fixtures/examples/): the expected
 * values (`expect`) and what the page would show (display, labels, notes, hidden results, tables,
 * charts, shown and disabled fields) are all compared, and every difference is returned, one line
 * each, with the file and line of the example's key:
 *   calculators/x.yaml:152 example "base": display.total expected "1.234,00 €", got "1.234,50 €"
 * A wrong value does not hide a wrong text of the same example. Only what stops the example from
 * running at all (no day for a calculator that reads today(), no result computed) is one line alone.
 */
import { isDeepStrictEqual } from 'node:util';
import type { CheckedCalculator } from '../../generator/check/index.ts';
import { checkFound, DEFAULT_TOLERANCE, exampleDay, runExample } from '../../generator/example-values.ts';
import { onDay } from '../../language/dates.ts';
import { displayResult, formatValue } from '../../language/formats/index.ts';
import type { CalculatorModule } from '../../language/spec.ts';
import { inputStateOf } from '../../src/engine/compute.ts';
import { mismatch } from './example-report.ts';

/** Shown texts are compared as a reader sees them: a no-break space matches a space. */
const shown = (text: string) => text.replace(/\u00a0/g, ' ');

/** A value in a failure message: texts quoted, lists and records as JSON. */
const text = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/** `calculators/<...>.yaml:<line>` of the node at `path` (of its parent when the key is absent). */
export function lineOf(c: CheckedCalculator, path: (string | number)[]): number {
  for (let n = path.length; n >= 0; n--) {
    const node = c.source.node(path.slice(0, n));
    if (node?.range) return c.source.position(node.range[0]).line;
  }
  return 1;
}

/** Every difference between example `i` of `c` and what `module` computes and shows; empty when it passes. */
export function checkExample(c: CheckedCalculator, module: CalculatorModule, i: number): string[] {
  const example = c.data.examples![i]!;
  const where = `${c.source.file}:${lineOf(c, ['examples', i])} example "${example.name}"`;
  /** The example's line for one of its keys: "calculators/x.yaml:152 example "base": display.total". */
  const at = (...path: (string | number)[]) =>
    `${c.source.file}:${lineOf(c, ['examples', i, ...path])} example "${example.name}": ${path.join('.')}`;

  if (module.today && example.today === undefined)
    return [
      `${where}: the calculator depends on the visitor's day (today()); give the example its day, e.g. today: "2026-11-26", so it gives the same result every day`,
    ];
  const view = runExample(module, c.data.inputs!, example);
  const { calculator, evaluation, raw } = view;
  const problems: string[] = [];
  const found = example.reverse?.found;
  if (found) {
    // Not one value: every value found, or none, and the page says so.
    const { values, same } = checkFound(found, view, example.tolerance ?? DEFAULT_TOLERANCE);
    if (!same) problems.push(`${at('reverse', 'found')} expected ${text(found)}, the page finds ${text(values)}`);
    const message = found.length ? /^Più valori/ : /^Nessun valore/;
    if (!message.test(calculator.emptyResults ?? ''))
      problems.push(
        `${at('reverse', 'found')}: the page's message should start with "${message.source.slice(1)}", it says ${text(calculator.emptyResults)}`,
      );
    return problems;
  }
  if (example.kept) return evaluation ? [`${where}: a guard should fail, the results were computed`] : [];
  if (!evaluation)
    return [`${where}: ${example.reverse ? calculator.emptyResults : 'a guard failed, no result was computed'}`];

  const { values } = evaluation;
  const tolerance = example.tolerance ?? DEFAULT_TOLERANCE;
  for (const [name, want] of Object.entries(example.expect ?? {})) {
    const wrong = mismatch(want, values[name], tolerance);
    if (wrong) problems.push(`${at('expect', name)} ${wrong}`);
  }

  // What the page would show, each difference with the line of the example's key.
  const check = (path: (string | number)[], got: unknown, want: unknown) => {
    if (!isDeepStrictEqual(got, want)) problems.push(`${at(...path)} expected ${text(want)}, got ${text(got)}`);
  };
  const shownResults = calculator.results.filter((r) => !r.hidden && evaluation.results[r.id]).map((r) => r.id);
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
      .filter((n) => evaluation.notes[n.id])
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
    const cells = evaluation.tables[spec.id];
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
      calculator.charts.filter((chart) => evaluation.charts[chart.id]).map((chart) => chart.title),
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
  return problems;
}
