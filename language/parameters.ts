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

/** The readers, by the names the compiled modules import them as (generator/compile/expression.ts: PARAMETER_READERS). */
export const parameterReaders = { numberAt, keyedAt, taxAt, keyedTaxAt };
