/**
 * The rules of the rule book a generated module reads (language/parameters.ts), by their local
 * names. The calculator module declares them once, as `RULES` (each rule's name in the book and its
 * values as [day number, value] pairs), and hands them to its formulas as `R` (evaluate's and
 * inputState's last parameter, RULES unless a caller gives others); its explanation module reads
 * the calculator's (`R` defaults to them in each work function).
 */
import type { CheckedCalculator } from '../check/model.ts';
import { _, type Code, join, name } from './code.ts';
import { RULES_IN_SCOPE } from './expression.ts';

/** `R: Rules = RULES`, the last parameter of a function whose formulas read rules. */
export const RULES_PARAMETER = _`${name(RULES_IN_SCOPE)}: Rules = RULES`;

/** The calculator module's import and declaration of the rules it reads (none: nothing). */
export function parameterCode(c: CheckedCalculator): { imports: Code[]; declarations: Code[] } {
  if (c.parameters.length === 0) return { imports: [], declarations: [] };
  const entries = c.parameters.map(
    ({ name: local, rule }) => _`  ${local}: { rule: ${rule.name}, values: ${rule.values} },`,
  );
  return {
    imports: [_`import { type Rules, readRules } from '../../../language/parameters.ts';`],
    declarations: [_`const RULES: Rules = readRules({\n${join(entries, _`\n`)}\n});`],
  };
}

/** The explanation module's: the rules of its calculator's module (none read: nothing). */
export function explanationParameterCode(
  c: CheckedCalculator,
  read: ReadonlySet<string>,
): { imports: Code[]; declarations: Code[] } {
  if (read.size === 0) return { imports: [], declarations: [] };
  return {
    imports: [
      _`import type { Rules } from '../../../language/parameters.ts';`,
      _`import calculator from ${`../calculators/${c.data.id}.ts`};`,
    ],
    declarations: [_`const RULES: Rules = calculator.rules!;`],
  };
}
