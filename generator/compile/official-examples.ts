/**
 * The official examples of a calculator's page ('Verificato su N esempi ufficiali'): each example
 * with a `source:` (an authority's worked example, whose published figures are its expected values),
 * written for the page's texts module as the visitor reads it: the inputs it sets, the figures it
 * checks in their results' formats, and the document with where in it the example is.
 */

import type { ExampleDef, InputDef, ResultDef } from '../../language/definition.ts';
import { displayResult, formatValue } from '../../language/formats/index.ts';
import { rawNumber } from '../../language/inputs/kind.ts';
import type { OfficialExample, OfficialFigure } from '../../language/spec.ts';
import { inputText } from '../../src/engine/input-text.ts';
import type { CheckedCalculator } from '../check/model.ts';
import { exampleValues } from '../example-values.ts';
import { inputSpecs } from './calculator.ts';
import { labelText } from './explanation.ts';

/** The file's official examples, in the file's order (none without `source:`). */
export function officialExamples(c: CheckedCalculator): OfficialExample[] {
  const inputs = c.data.inputs ?? [];
  const results = c.data.results ?? [];
  return (c.data.examples ?? []).flatMap((example) => {
    const { source } = example;
    if (!source) return [];
    return [
      {
        name: example.name,
        source: {
          title: source.title,
          clause: source.clause,
          url: source.url,
          ...(source.secondary ? { secondary: source.secondary } : {}),
        },
        inputs: givenInputs(example, inputs, results),
        results: checkedFigures(example, inputs, results),
      },
    ];
  });
}

const resultLabel = (example: ExampleDef, result: ResultDef) => example.labels?.[result.id] ?? labelText(result.label);

/** The inputs the example sets (and, run backwards, the result it starts from), as the fields show them. */
function givenInputs(example: ExampleDef, inputs: InputDef[], results: ResultDef[]): OfficialFigure[] {
  const raw = exampleValues(inputs, example);
  const specs = inputSpecs(inputs);
  const given: OfficialFigure[] = Object.keys(example.inputs ?? {}).flatMap((id) => {
    const spec = specs.find((i) => i.id === id);
    return spec ? [{ label: labelText(spec.label), value: inputText(spec, raw[id]) }] : [];
  });
  const reverse = example.reverse;
  const target = reverse && results.find((r) => r.id === reverse.result);
  if (reverse && target)
    given.push({
      label: resultLabel(example, target),
      value:
        typeof reverse.target === 'number'
          ? displayResult(
              { format: target.format ?? 'number', decimals: target.decimals, unit: target.unit },
              reverse.target,
            )
          : reverse.target,
    });
  return given;
}

/**
 * The figures the example checks: each result it expects (`expect`) or reads (`display`), in the
 * order written, with the text the page shows (`display`) or the expected value in the result's
 * format; run backwards, the input found too. Values that are no result are not listed.
 */
function checkedFigures(example: ExampleDef, inputs: InputDef[], results: ResultDef[]): OfficialFigure[] {
  const ids = [...new Set([...Object.keys(example.expect ?? {}), ...Object.keys(example.display ?? {})])];
  return ids.flatMap((id): OfficialFigure[] => {
    // As the page writes it: the formats put a no-break space between a number and its unit.
    const shown = example.display?.[id]?.replace(/(\d) (?=\S)/g, '$1\u00a0');
    const expected = example.expect?.[id];
    const result = results.find((r) => r.id === id);
    if (result) {
      const value =
        shown ??
        (typeof expected === 'boolean'
          ? expected
            ? 'sì'
            : 'no'
          : displayResult(
              {
                format: result.format ?? (typeof expected === 'number' ? 'number' : 'text'),
                decimals: result.decimals,
                unit: result.unit,
              },
              expected!,
            ));
      return [{ label: resultLabel(example, result), value }];
    }
    // Run backwards, the input found is a figure too.
    const input = example.reverse ? inputs.find((i) => i.id === id) : undefined;
    if (!input) return [];
    const value =
      shown ??
      (typeof expected === 'number' && input.kind === 'number' && input.unit === '€'
        ? formatValue(expected, 'euro')
        : typeof expected === 'number'
          ? inputText(inputSpecs([input])[0]!, rawNumber(expected))
          : String(expected));
    return [{ label: labelText(input.label), value }];
  });
}
