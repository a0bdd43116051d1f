/**
 * `rules:` (language/parameters.ts): the rules of the rule book a file reads, each under a local
 * name of the file, defined in `scope` to be read as a call. The rule itself was checked on its own
 * file (rules.ts); here, that it exists.
 */
import { closest } from '../../language/diagnostics.ts';
import type { CalculatorContext } from './context.ts';
import type { CheckedParameter } from './model.ts';
import type { Names } from './names.ts';
import type { RuleBook } from './rules.ts';
import type { Scope } from './scope.ts';

/** Every rule the file reads, defined in `scope` by its local name. */
export function checkParameters(
  { source, data, diagnostics }: CalculatorContext,
  names: Names,
  scope: Scope,
  book: RuleBook,
): CheckedParameter[] {
  const checked: CheckedParameter[] = [];
  for (const [name, ruleName] of Object.entries(data.rules ?? {})) {
    if (!names.claim(name, ['rules', name])) continue;
    const rule = book.get(ruleName);
    if (!rule) {
      const near = closest(ruleName, [...book.keys()]);
      diagnostics.push(
        source.at(
          source.node(['rules', name]),
          'unknown-rule',
          `The rule book has no rule "${ruleName}".`,
          near
            ? `Did you mean "${near}"?`
            : `A rule is a file of the rule book: "${ruleName}" would be rules/${ruleName.split('.').join('/')}.yaml (docs/language.md, "The rule book").`,
        ),
      );
      continue;
    }
    const { shape, keys, def } = rule;
    scope.define({ kind: 'parameter', name, shape, keys, symbol: def.symbol ?? def.label });
    checked.push({ name, rule });
  }
  return checked;
}
