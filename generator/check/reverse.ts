/**
 * 'Calcola al contrario' declarations (`reverse:`): each names a result that holds a number and a
 * number input; an example run backwards names one of them.
 */

import { articleOf } from '../../language/articles.ts';
import { suggest } from '../../language/diagnostics.ts';
import { reverseOf } from '../../src/engine/solve.ts';
import type { CalculatorContext } from './context.ts';
import type { CheckedDefinition } from './model.ts';

export function checkReverse({ source, data, diagnostics }: CalculatorContext, definitions: CheckedDefinition[]): void {
  const resultIds = (data.results ?? []).map((r) => r.id);
  const inputs = data.inputs ?? [];
  const declarations = data.reverse ?? [];
  declarations.forEach((declaration, i) => {
    const at = (key: string) => source.node(['reverse', i, key]);
    if (!resultIds.includes(declaration.result)) {
      diagnostics.push(
        source.at(
          at('result'),
          'unknown-reference',
          `Unknown result "${declaration.result}" in reverse.`,
          suggest(declaration.result, resultIds, 'results'),
        ),
      );
    } else {
      const type = definitions.find((d) => d.name === declaration.result)?.type;
      if (type !== undefined && type !== 'number')
        diagnostics.push(
          source.at(
            at('result'),
            'type-mismatch',
            `Result "${declaration.result}" is ${type}; a reverse target must be a number.`,
            undefined,
          ),
        );
    }
    const input = inputs.find((x) => x.id === declaration.input);
    if (!input) {
      const ids = inputs.map((x) => x.id);
      diagnostics.push(
        source.at(
          at('input'),
          'unknown-reference',
          `Unknown input "${declaration.input}" in reverse.`,
          suggest(declaration.input, ids, 'inputs'),
        ),
      );
    } else if (declaration.article === undefined && articleOf(input.label) === undefined) {
      diagnostics.push(
        source.at(
          source.node(['reverse', i]),
          'missing-key',
          `The article of "${input.label}" (la pagina trova il/la/i… ${input.label.toLowerCase()}) cannot be read from its first word.`,
          `Declare it: article: il, lo, la, l', i, gli or le, as in { result: ${declaration.result}, input: ${declaration.input}, article: la }.`,
        ),
      );
    }
    if (input && input.kind !== 'number') {
      diagnostics.push(
        source.at(
          at('input'),
          'type-mismatch',
          `Input "${declaration.input}" is a ${input.kind} field; reverse finds a number input.`,
          'Only inputs of kind number can be found.',
        ),
      );
    }
    if (declaration.max !== undefined && declaration.max <= (declaration.min ?? 0)) {
      diagnostics.push(
        source.at(
          at('max'),
          'invalid-value',
          `max (${declaration.max}) must be above min (${declaration.min ?? 0}).`,
          undefined,
        ),
      );
    }
    if (declarations.findIndex((d) => d.result === declaration.result && d.input === declaration.input) < i) {
      diagnostics.push(
        source.at(
          source.node(['reverse', i]),
          'duplicate-id',
          `"${declaration.result}" -> "${declaration.input}" is declared twice.`,
          undefined,
        ),
      );
    }
  });
  (data.examples ?? []).forEach((example, i) => {
    if (!example.reverse) return;
    const { result, input } = example.reverse;
    const matching = reverseOf(declarations, example.reverse);
    const bad = (message: string, hint: string) =>
      diagnostics.push(
        source.at(source.node(['examples', i, 'reverse']), 'bad-example', `Example "${example.name}" ${message}`, hint),
      );
    if (matching.length === 0)
      bad(
        `runs backwards from "${result}"${input ? ` to "${input}"` : ''}, which no reverse declaration gives.`,
        'Declare it under "reverse", or name a declared result and input.',
      );
    else if (matching.length > 1)
      bad(
        `runs backwards from "${result}", which has several declarations.`,
        `Name the input found: ${matching.map((d) => d.input).join(', ')}.`,
      );
  });
}
