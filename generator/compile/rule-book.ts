/**
 * The rule book as the browser reads it beside the calculators' values (src/generated/rule-book.ts,
 * loaded only by the report, a pinned permalink and 'Cosa cambia rispetto all'anno scorso'): each
 * rule's label, unit and the act of each value, the book's version and the day it was last checked.
 */
import type { RuleBook } from '../check/rules.ts';
import { GENERATED_HEADER } from './calculator.ts';
import { _ } from './code.ts';

/** cyrb53: a 53-bit hash of `text`, in base 36 (no node: import, so the studio can run it too). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function compileRuleBook(book: RuleBook): string {
  const rules = [...book.values()].sort((a, b) => a.name.localeCompare(b.name));
  const info = Object.fromEntries(
    rules.map((rule) => [
      rule.name,
      {
        label: rule.def.label,
        ...(rule.def.unit ? { unit: rule.def.unit } : {}),
        references: rule.values.map(([day], n) => [day, rule.references[n]!]),
      },
    ]),
  );
  const version = hash53(JSON.stringify(rules.map((rule) => [rule.name, rule.values, rule.references])));
  const reviewed = rules.map((rule) => rule.def.reviewed).sort()[0] ?? '';
  return _`${GENERATED_HEADER}import type { RuleBookInfo } from '../../language/parameters.ts';

/** The rule book (rules/): its version, the day it was last checked, each rule's label, unit and acts. */
export const ruleBook: RuleBookInfo = ${{ version, reviewed, rules: info }};
`.toString();
}
