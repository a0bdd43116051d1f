/**
 * The rule book (rules/, language/parameters.ts): each rule file checked once, on its own
 * positions, before the calculators that read it. Its dates are days of the calendar, its values of
 * one shape (numbers, tables by key with the same keys, bracket tables with one rate more than
 * limits and limits rising, or such tables by key), every dated value cites its act at an https
 * address on a primary site or says `secondary: true`, and `reviewed` is a past day. A rule with no
 * value dated this year is a warning: a rule that may be stale is seen in CI, not by a visitor.
 */
import { parseDate } from '../../language/dates.ts';
import type { BracketTable, ParameterValue, RuleFile, RuleReference } from '../../language/definition.ts';
import { asWarning, type Diagnostic } from '../../language/diagnostics.ts';
import { isBrackets } from '../../language/parameters.ts';
import { ruleNameOf } from '../load.ts';
import type { SourceFile } from '../source.ts';
import { checkAddress, checkReviewed, todayInItaly } from './references.ts';
import type { ParameterShape } from './scope.ts';

/** A rule of the book, checked: its values as [day number, value] in date order, each value's reference in the same order. */
export interface CheckedRule {
  name: string;
  source: SourceFile;
  def: RuleFile;
  shape: ParameterShape;
  /** A table's keys (those of its first date). */
  keys: string[];
  values: [number, ParameterValue][];
  references: RuleReference[];
}

/** The rule book by rule name ("irpef.scaglioni"). */
export type RuleBook = ReadonlyMap<string, CheckedRule>;

/**
 * The sites where Italian acts are published by those who make or apply them: a reference
 * elsewhere is a secondary source and must say so (`secondary: true`). A comune's or a region's own
 * site (comune.<name>.it, regione.<name>.it) is primary for its own rates.
 */
const PRIMARY_SITES = [
  'gazzettaufficiale.it',
  'normattiva.it',
  'inps.it',
  'agenziaentrate.gov.it',
  'mef.gov.it',
  'finanze.gov.it',
  'lavoro.gov.it',
  'bancaditalia.it',
  'eur-lex.europa.eu',
  // The national statistics institute: primary for the indices it publishes (FOI, the ISTAT revaluation).
  'istat.it',
];

/** Whether `host` is a primary site of Italian acts or official figures (a subdomain counts as its site). */
export function isPrimarySite(host: string): boolean {
  const bare = host.replace(/^www\./, '');
  return (
    PRIMARY_SITES.some((site) => bare === site || bare.endsWith(`.${site}`)) ||
    /^(?:[\w-]+\.)*(?:comune|regione|provincia)\.[\w-]+\.it$/.test(bare)
  );
}

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

/** Every valid rule file, checked; `today`: ISO day in Italy (for `reviewed` and the staleness warning). */
export function checkRuleBook(
  rules: readonly { source: SourceFile; data: RuleFile }[],
  diagnostics: Diagnostic[],
  today = todayInItaly(),
): RuleBook {
  const book = new Map<string, CheckedRule>();
  for (const { source, data } of rules) {
    const name = ruleNameOf(source.file);
    const first = book.get(name);
    if (first) {
      diagnostics.push(
        source.at(
          undefined,
          'duplicate-id',
          `The rule "${name}" is already written in ${first.source.file}.`,
          'A rule is written once: keep one file, or rename this one.',
        ),
      );
      continue;
    }
    checkReviewed(source, data.reviewed, diagnostics, today);
    book.set(name, { name, source, def: data, ...checkValues(source, data, diagnostics, today) });
  }
  return book;
}

function checkValues(
  source: SourceFile,
  { values }: RuleFile,
  diagnostics: Diagnostic[],
  today: string,
): Pick<CheckedRule, 'shape' | 'keys' | 'values' | 'references'> {
  const entries = Object.entries(values);
  const firstValue = entries[0]![1].value;
  const shape = shapeOf(firstValue);
  const keys = shape === 'table' || shape === 'keyed-brackets' ? Object.keys(firstValue) : [];
  const dated: [number, ParameterValue, RuleReference][] = [];
  for (const [date, { value, reference }] of entries) {
    const at = (...path: (string | number)[]) => source.node(['values', date, 'value', ...path]);
    const day = parseDate(date);
    if (day === undefined) {
      diagnostics.push(
        source.at(
          source.keyNode(['values', date]),
          'invalid-value',
          `"${date}" is not a day of the calendar.`,
          'Write the date the value is in force from as "2026-01-01".',
        ),
      );
      continue;
    }
    checkReference(source, date, reference, diagnostics);
    if (shapeOf(value) !== shape) {
      diagnostics.push(
        source.at(
          at(),
          'invalid-shape',
          `The value from ${date} is ${SHAPE_NAMES[shapeOf(value)]}, but the first is ${SHAPE_NAMES[shape]}.`,
          'Every value of a rule has the same shape.',
        ),
      );
      continue;
    }
    if (shape === 'table' || shape === 'keyed-brackets') {
      const own = Object.keys(value);
      const missing = keys.filter((k) => !own.includes(k));
      const extra = own.filter((k) => !keys.includes(k));
      if (missing.length || extra.length) {
        const list = (ks: string[]) => ks.map((k) => `"${k}"`).join(', ');
        diagnostics.push(
          source.at(
            at(),
            'invalid-shape',
            `The table from ${date} ${[missing.length ? `lacks ${list(missing)}` : '', extra.length ? `has ${list(extra)} more` : ''].filter(Boolean).join(' and ')} than the first.`,
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
      if (problem)
        diagnostics.push(
          source.at(
            key === undefined ? at() : at(key),
            'invalid-shape',
            `The bracket table${key === undefined ? '' : ` for "${key}"`} from ${date} ${problem}`,
            'Example: { limits: [28000, 50000], rates: [0.23, 0.33, 0.43] }.',
          ),
        );
    }
    dated.push([day, value, reference]);
  }
  dated.sort((a, b) => a[0] - b[0]);
  const latest = entries
    .map(([date]) => date)
    .sort()
    .at(-1)!;
  if (latest.slice(0, 4) < today.slice(0, 4))
    diagnostics.push(
      asWarning(
        source.at(
          source.keyNode(['values', latest]),
          'stale-rule',
          `The rule has no value dated this year: the latest is from ${latest}.`,
          'Check that it is still in force, and add a value dated 1 January of this year with its reference (the same value if it has not changed).',
        ),
      ),
    );
  return {
    shape,
    keys,
    values: dated.map(([day, value]) => [day, value]),
    references: dated.map(([, , reference]) => reference),
  };
}

/** A dated value's reference: a whole https address, on a primary site of the act unless it says `secondary: true`. */
function checkReference(source: SourceFile, date: string, reference: RuleReference, diagnostics: Diagnostic[]): void {
  const url = checkAddress(source, ['values', date, 'reference', 'url'], reference.url, diagnostics);
  if (!url || reference.secondary || isPrimarySite(url.hostname)) return;
  diagnostics.push(
    source.at(
      source.node(['values', date, 'reference', 'url']),
      'bad-reference',
      `The value from ${date} cites ${url.hostname}, which is not where the act is published.`,
      'Cite the act itself: Normattiva or the Gazzetta Ufficiale for a law or decree, inps.it or agenziaentrate.gov.it for a circular, the comune\'s or region\'s own site for its rates. If no primary page can be found, add secondary: true (the page then says "fonte secondaria").',
    ),
  );
}
