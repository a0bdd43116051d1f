/**
 * Rules of law dated by day, with their sources: the rule book (rules/, one file per rule), in the
 * spirit of OpenFisca's and PolicyEngine's parameter files. A rule has values from dates
 * ("2026-01-01": 33), each in force from its date until the next one and citing the act that set
 * it. A value is a number, a table by key (a rate by region), a bracket table (limits and rates, as
 * brackets() takes them) or bracket tables by key (a region's surcharge brackets). A calculator
 * reads a rule under a local name (`rules: { irpef: irpef.scaglioni }`); its formulas read the
 * value in force at a day number: `aliquota(d)`, `addizionale(d, regione)`, `irpef(d, reddito)`,
 * `regionale(d, regione, reddito)`.
 *
 * The compiled module holds each rule it reads as [day number, value] pairs in date order; these
 * functions read them in the browser.
 */
import { brackets } from './functions/impl/brackets.ts';
import type { Reference } from './values.ts';

/** Progressive brackets: rates[k] applies between limits[k-1] and limits[k], the last above the last limit (fractions). */
export interface BracketTable {
  limits: number[];
  rates: number[];
}

export const isBrackets = (value: unknown): value is BracketTable =>
  typeof value === 'object' && value !== null && 'limits' in value && 'rates' in value;

/** A value a parameter takes from a date: a number, a table by key, a bracket table, bracket tables by key. */
export type ParameterValue = number | Record<string, number> | BracketTable | Record<string, BracketTable>;

/** The act that set a rule's value: its title, the article or clause, its address. */
export interface RuleReference extends Reference {
  /** Where in the act: "art. 1, comma 3". */
  clause: string;
  /** The address is a secondary source: no primary page of the act was found (the page says so). */
  secondary?: true;
}

/** A rule file of the rule book (schemas/rule.schema.json). */
export interface RuleFile {
  /** What it is, in Italian: "Tasso di interesse legale". */
  label: string;
  /** What the rule is and where the law sets it, in Italian. */
  description: string;
  /** Its name in typeset formulas ('Come si calcola'); default: the label. */
  symbol?: string;
  /** "%", "€"...: how its value is written in explanations. */
  unit?: string;
  /** ISO day the values were last checked against their acts. */
  reviewed: string;
  /** ISO date -> the value in force from that date, and the act that set it. */
  values: Record<string, { value: ParameterValue; reference: RuleReference }>;
}

/** A reference as a page cites it: the act's title with its clause ("Legge ..., art. 1, comma 3"). */
export const citation = (reference: RuleReference): string => `${reference.title}, ${reference.clause}`;

/** A parameter's values as the compiled module holds them: [day number, value], in date order. */
export type Dated<Value extends ParameterValue> = readonly (readonly [number, Value])[];

/** The entry in force on `day`: the last one dated on or before it; undefined before the first, or for a day that is not a number. */
export function entryInForce<Value extends ParameterValue>(
  values: Dated<Value>,
  day: number,
): readonly [number, Value] | undefined {
  if (!Number.isFinite(day)) return undefined;
  let found: readonly [number, Value] | undefined;
  for (const entry of values) {
    if (entry[0] > day) break;
    found = entry;
  }
  return found;
}

/** A number parameter on `day`; N/D before its first date. */
export function numberAt(values: Dated<number>, day: number): number {
  return entryInForce(values, day)?.[1] ?? Number.NaN;
}

/** A table parameter's row `key` on `day`; N/D before its first date or for a key it has not. */
export function keyedAt(values: Dated<Record<string, number>>, day: number, key: string | number): number {
  const table = entryInForce(values, day)?.[1];
  return table && Object.hasOwn(table, key) ? table[key]! : Number.NaN;
}

/** The tax on `amount` by the bracket table in force on `day` (as brackets() computes it); N/D before its first date. */
export function taxAt(values: Dated<BracketTable>, day: number, amount: number): number {
  const table = entryInForce(values, day)?.[1];
  return table ? brackets(amount, table.limits, table.rates) : Number.NaN;
}

/** The tax on `amount` by the bracket table of `key` in force on `day`; N/D before its first date or for a key it has not. */
export function keyedTaxAt(
  values: Dated<Record<string, BracketTable>>,
  day: number,
  key: string | number,
  amount: number,
): number {
  const tables = entryInForce(values, day)?.[1];
  const table = tables && Object.hasOwn(tables, key) ? tables[key]! : undefined;
  return table ? brackets(amount, table.limits, table.rates) : Number.NaN;
}

/** A rule a calculator reads: its name in the rule book ("irpef.scaglioni") and its dated values. */
export interface RuleInUse {
  rule: string;
  values: Dated<ParameterValue>;
}

/** A read of a rule by a calculation: its local name, the day asked (before any shift), the row. */
export interface RuleRead {
  name: string;
  day: number;
  key?: string | number;
}

/**
 * The rules a calculation reads, by the local names its formulas use: a compiled module reads its
 * rules only through this (`R.taxAt("irpef", giorno, reddito)`), so that the same formulas can run
 * on other values of them (a permalink's pinned rules) or on the values in force another day (last
 * year's, rule by rule: 'Cosa cambia rispetto all'anno scorso').
 */
export interface Rules {
  readonly entries: Readonly<Record<string, RuleInUse>>;
  numberAt(name: string, day: number): number;
  keyedAt(name: string, day: number, key: string | number): number;
  taxAt(name: string, day: number, amount: number): number;
  keyedTaxAt(name: string, day: number, key: string | number, amount: number): number;
}

export interface RuleOptions {
  /** The day each rule is read on, for the day asked (default: that day). */
  dayOf?: (name: string, day: number) => number;
  /** Told of every read. */
  onRead?: (read: RuleRead) => void;
}

/** The rules `entries` as a calculation reads them. */
export function readRules(entries: Readonly<Record<string, RuleInUse>>, options: RuleOptions = {}): Rules {
  const { dayOf, onRead } = options;
  const at = (name: string, day: number, key?: string | number) => {
    if (onRead) onRead(key === undefined ? { name, day } : { name, day, key });
    return dayOf ? dayOf(name, day) : day;
  };
  // A name the module does not declare reads nothing (N/D), as a day before the first value does.
  const values = <Value extends ParameterValue>(name: string) =>
    (Object.hasOwn(entries, name) ? entries[name]!.values : []) as Dated<Value>;
  return {
    entries,
    numberAt: (name, day) => numberAt(values(name), at(name, day)),
    keyedAt: (name, day, key) => keyedAt(values(name), at(name, day, key), key),
    taxAt: (name, day, amount) => taxAt(values(name), at(name, day), amount),
    keyedTaxAt: (name, day, key, amount) => keyedTaxAt(values(name), at(name, day, key), key, amount),
  };
}

/** The names of the readers a compiled module calls on its Rules, by the shape of the rule read. */
export type RuleReader = Exclude<keyof Rules, 'entries'>;

/** What the site knows of a rule beside its values (src/generated/rule-book.ts): its label, unit, and the act of each value by its day. */
export interface RuleInfo {
  label: string;
  unit?: string;
  references: readonly (readonly [number, RuleReference])[];
}

/** The rule book as the report and the yearly comparison read it: its version, the day all of it was last checked, every rule's info by name. */
export interface RuleBookInfo {
  /** A hash of every rule's values and references: another version, other rules. */
  version: string;
  /** ISO day: the oldest of the rules' `reviewed`. */
  reviewed: string;
  rules: Readonly<Record<string, RuleInfo>>;
}
