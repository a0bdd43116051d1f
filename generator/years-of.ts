/**
 * `options: { yearsOf: <rule> }` (language/inputs/options.ts): a year select derived from the dates
 * of a rule the file reads (`rules: { irpef: irpef.scaglioni }`, then `yearsOf: irpef`). Listed in
 * the file's YAML as it is loaded, so that every later reader (the checks, the compiler, the
 * examples, the tests that read files) sees a plain list of options: one per year the rule has a
 * value from, latest first, each year's value its number. A name that is no rule of the file, or a
 * rule the book lacks, is left as written; the option kinds' check reports it.
 */
import { type Document, isMap, isScalar, isSeq } from 'yaml';
import type { SourceFile } from './source.ts';

/** The years a rule's values are dated from, latest first. */
function yearsOfRule(rule: Document | undefined): number[] {
  const values = rule?.get('values');
  if (!isMap(values)) return [];
  const years = values.items.map((pair) =>
    isScalar(pair.key) ? Number(/^(\d{4})-/.exec(String(pair.key.value))?.[1]) : Number.NaN,
  );
  return [...new Set(years.filter(Number.isInteger))].sort((a, b) => b - a);
}

/**
 * `source`, or a copy whose year selects list their years (the loaded file is cached by its bytes,
 * and the book's dates may change while it does not). `book`: each rule's document by rule name.
 */
export function withYearsListed(source: SourceFile, book: ReadonlyMap<string, Document>): SourceFile {
  const listed = new Map<number, number[]>();
  const inputs = source.doc.get('inputs');
  if (!isSeq(inputs)) return source;
  inputs.items.forEach((input, i) => {
    if (!isMap(input)) return;
    const options = input.get('options');
    if (!isMap(options) || options.items.length !== 1) return;
    const local = options.get('yearsOf');
    if (typeof local !== 'string') return;
    const rule = source.doc.getIn(['rules', local]);
    const years = typeof rule === 'string' ? yearsOfRule(book.get(rule)) : [];
    if (years.length > 0) listed.set(i, years);
  });
  if (listed.size === 0) return source;
  const copy = source.clone();
  for (const [i, years] of listed)
    copy.doc.setIn(
      ['inputs', i, 'options'],
      copy.doc.createNode(years.map((year) => ({ value: year, label: String(year) }))),
    );
  return copy;
}
