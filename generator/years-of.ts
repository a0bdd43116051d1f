/**
 * `options: { yearsOf: <parameter> }` (language/inputs/options.ts): a year select derived from a
 * dated parameter's dates. Listed in the file's YAML as it is loaded, so that every later reader
 * (the checks, the compiler, the examples, the tests that read files) sees a plain list of options:
 * one per year the parameter has a value from, latest first, each year's value its number. A name
 * that is no parameter of the file is left as written; the option kinds' check reports it.
 */
import { type Document, isMap, isScalar, isSeq } from 'yaml';

export function listYearsOf(doc: Document): void {
  const inputs = doc.get('inputs');
  if (!isSeq(inputs)) return;
  inputs.items.forEach((input, i) => {
    if (!isMap(input)) return;
    const options = input.get('options');
    if (!isMap(options) || options.items.length !== 1) return;
    const parameter = options.get('yearsOf');
    if (typeof parameter !== 'string') return;
    const values = doc.getIn(['parameters', parameter, 'values']);
    if (!isMap(values)) return;
    const years = [
      ...new Set(
        values.items
          .map((pair) => (isScalar(pair.key) ? Number(/^(\d{4})-/.exec(String(pair.key.value))?.[1]) : Number.NaN))
          .filter(Number.isInteger),
      ),
    ].sort((a, b) => b - a);
    if (years.length === 0) return;
    doc.setIn(['inputs', i, 'options'], doc.createNode(years.map((year) => ({ value: year, label: String(year) }))));
  });
}
