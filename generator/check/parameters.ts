/**
 * `parameters:` (language/parameters.ts): rules dated by year. Each is a name of the file; its
 * dates must be days of the calendar, its values of one shape (numbers, tables by key with the same
 * keys, bracket tables with one rate more than limits, limits rising, or such tables by key); defined in `scope` to be
 * read as a call. A parameter with no value dated this year is a warning: a rule that may be stale
 * is seen in CI, not by a visitor.
 */
import { parseDate } from '../../language/dates.ts';
import type { BracketTable, ParameterValue } from '../../language/definition.ts';
import { asWarning } from '../../language/diagnostics.ts';
import { isBrackets } from '../../language/parameters.ts';
import type { CalculatorContext } from './context.ts';
import type { CheckedParameter } from './model.ts';
import type { Names } from './names.ts';
import type { ParameterShape, Scope } from './scope.ts';

const shapeOf = (value: ParameterValue): ParameterShape =>
  typeof value === 'number'
    ? 'number'
    : isBrackets(value)
      ? 'brackets'
      : Object.values(value).every(isBrackets)
        ? 'keyed-brackets'
        : 'table';

const SHAPE_NAMES: Record<ParameterShape, string> = {
  number: 'a number',
  table: 'a table by key',
  brackets: 'a bracket table',
  'keyed-brackets': 'a bracket table by key',
};

/** What is wrong with a bracket table, if anything. */
function bracketsProblem({ limits, rates }: BracketTable): string | undefined {
  if (rates.length !== limits.length + 1)
    return `has ${limits.length} limits and ${rates.length} rates: a bracket table has one rate more than limits (the last rate applies above the last limit).`;
  if (limits.some((l, k) => k > 0 && l <= limits[k - 1]!)) return 'has limits that do not rise.';
  return undefined;
}

/** Every parameter, checked and defined in `scope`; `year`: the year it is now (for the staleness warning). */
export function checkParameters(
  { source, data, diagnostics }: CalculatorContext,
  names: Names,
  scope: Scope,
  year: number = new Date().getFullYear(),
): CheckedParameter[] {
  const checked: CheckedParameter[] = [];
  for (const [name, def] of Object.entries(data.parameters ?? {})) {
    if (!names.claim(name, ['parameters', name])) continue;
    const entries = Object.entries(def.values);
    const first = entries[0]![1];
    const shape = shapeOf(first);
    const keys = shape === 'table' || shape === 'keyed-brackets' ? Object.keys(first) : [];
    let good = true;
    const dated: [number, ParameterValue][] = [];
    for (const [date, value] of entries) {
      const at = (...path: (string | number)[]) => source.node(['parameters', name, 'values', date, ...path]);
      const day = parseDate(date);
      if (day === undefined || !/^\d{4}-/.test(date)) {
        good = false;
        diagnostics.push(
          source.at(
            source.keyNode(['parameters', name, 'values', date]),
            'invalid-value',
            `"${date}" is not a day of the calendar.`,
            'Write the date the value is in force from as "2026-01-01".',
          ),
        );
        continue;
      }
      if (shapeOf(value) !== shape) {
        good = false;
        diagnostics.push(
          source.at(
            at(),
            'invalid-shape',
            `The value of "${name}" from ${date} is ${SHAPE_NAMES[shapeOf(value)]}, but the first is ${SHAPE_NAMES[shape]}.`,
            'Every value of a parameter has the same shape.',
          ),
        );
        continue;
      }
      if (shape === 'table' || shape === 'keyed-brackets') {
        const own = Object.keys(value);
        const missing = keys.filter((k) => !own.includes(k));
        const extra = own.filter((k) => !keys.includes(k));
        if (missing.length || extra.length) {
          good = false;
          const list = (ks: string[]) => ks.map((k) => `"${k}"`).join(', ');
          diagnostics.push(
            source.at(
              at(),
              'invalid-shape',
              `The table of "${name}" from ${date} ${[missing.length ? `lacks ${list(missing)}` : '', extra.length ? `has ${list(extra)} more` : ''].filter(Boolean).join(' and ')} than the first.`,
              'Every date of a table by key has the same keys (a key that no longer applies keeps its last value, or 0).',
            ),
          );
        }
      }
      const tables: [string | undefined, BracketTable][] = isBrackets(value)
        ? [[undefined, value]]
        : shape === 'keyed-brackets'
          ? Object.entries(value as Record<string, BracketTable>)
          : [];
      for (const [key, table] of tables) {
        const problem = bracketsProblem(table);
        if (!problem) continue;
        good = false;
        diagnostics.push(
          source.at(
            key === undefined ? at() : at(key),
            'invalid-shape',
            `The bracket table of "${name}"${key === undefined ? '' : ` for "${key}"`} from ${date} ${problem}`,
            'Example: { limits: [28000, 50000], rates: [0.23, 0.33, 0.43] }.',
          ),
        );
      }
      dated.push([day, value]);
    }
    dated.sort((a, b) => a[0] - b[0]);
    const latest = entries
      .map(([date]) => date)
      .sort()
      .at(-1)!;
    if (good && Number(latest.slice(0, 4)) < year)
      diagnostics.push(
        asWarning(
          source.at(
            source.keyNode(['parameters', name, 'values', latest]),
            'stale-parameter',
            `Parameter "${name}" has no value dated this year: the latest is from ${latest}.`,
            'Check that it is still in force, and add a value dated 1 January of this year with its source (the same value if it has not changed).',
          ),
        ),
      );
    scope.define({ kind: 'parameter', name, shape, keys, symbol: def.symbol ?? def.label });
    checked.push({ name, def, shape, keys, values: dated });
  }
  return checked;
}
