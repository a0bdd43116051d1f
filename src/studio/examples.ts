/**
 * The `examples:` of a calculator file run on its compiled module, as the studio shows them, forwards
 * and backwards (`reverse`): the guards (`kept`) and the values (`expect`, within the tolerance). The
 * tests check more (shown texts, tables, charts: tests/examples.test.ts and tests/e2e/examples.spec.ts).
 */
import { checkFound, DEFAULT_TOLERANCE, expectedValueHolds, runExample } from '../../generator/example-values.ts';
import type { CalculatorFile } from '../../language/definition.ts';
import { formatValue } from '../../language/formats/index.ts';
import type { CalculatorModule } from '../../language/spec.ts';

export interface ExampleOutcome {
  name: string;
  /** What differs from the example, in Italian; empty when it passes. */
  failures: string[];
}

const shown = (value: unknown) => (typeof value === 'number' ? formatValue(value, 'number') : JSON.stringify(value));

export function runExamples(calculator: CalculatorModule, data: CalculatorFile): ExampleOutcome[] {
  return (data.examples ?? []).map((example) => {
    const view = runExample(calculator, data.inputs ?? [], example);
    const { calculator: shownAs, evaluation } = view;
    const tolerance = example.tolerance ?? DEFAULT_TOLERANCE;
    const found = example.reverse?.found;
    if (found) {
      const { values, same } = checkFound(found, view, tolerance);
      const list = (xs: readonly number[]) => (xs.length ? xs.map(shown).join(', ') : 'nessuno');
      return {
        name: example.name,
        failures: same ? [] : [`valori trovati: attesi ${list(found)}, ottenuti ${list(values)}`],
      };
    }
    if (example.kept)
      return {
        name: example.name,
        failures: evaluation ? ['le condizioni (guards) dovrebbero fallire e lasciare il risultato precedente'] : [],
      };
    if (!evaluation)
      return {
        name: example.name,
        failures: [(example.reverse && shownAs.emptyResults) || 'le condizioni (guards) non sono soddisfatte'],
      };
    // Every value that differs, not only the first.
    const failures = Object.entries(example.expect ?? {}).flatMap(([name, expected]) => {
      const actual = evaluation.values[name];
      return expectedValueHolds(expected, actual, tolerance)
        ? []
        : [`${name}: atteso ${shown(expected)}, ottenuto ${shown(actual)}`];
    });
    return { name: example.name, failures };
  });
}
