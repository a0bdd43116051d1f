/**
 * 'Cosa cambia rispetto all'anno scorso': for the visitor's values, the headline result by the rules
 * in force on the days the calculation reads them, against the same result by the rules in force a
 * year before, and the difference split rule by rule. The split is a cascade: starting from last
 * year's rules, each rule that changed takes this year's value in turn (in the order the calculator
 * reads them), and its part is what the result moves by then; so the parts add up to the whole
 * difference, and, each result written to its decimals before subtracting, to the cent as shown.
 *
 *   const change = yearlyChange(calculator, values, data);  // null: no rules, or no values a year before
 */
import { calendarDate, dayNumber } from '../../language/dates.ts';
import { formats } from '../../language/formats/index.ts';
import { entryInForce, type RuleRead, readRules } from '../../language/parameters.ts';
import type { CalculatorModule, RawValues, SourceData, Values } from '../../language/spec.ts';
import { calculate } from './compute.ts';
import { calculateReading, withRules } from './pinned.ts';

/** The same calendar day a year before (29 February: 28 February). */
export function yearBefore(day: number): number {
  const [y, m, d] = calendarDate(day);
  return dayNumber(y - 1, m, d) ?? dayNumber(y - 1, m, d - 1)!;
}

/** A rule's part of the difference. */
export interface YearlyPart {
  /** The rule's local name (its values: calculator.rules.entries[name]). */
  name: string;
  /** Its name in the rule book. */
  rule: string;
  /** The day it was read this year (its act: the value in force then). */
  day: number;
  /** What the result moves by when this rule takes this year's value, to the result's decimals. */
  delta: number;
}

export interface YearlyChange {
  /** The result compared: the first primary one. */
  result: string;
  /** The year of the latest day the rules are read on, and the year before. */
  year: number;
  now: number;
  before: number;
  /** The calculation's values this year (a result's label reads them). */
  values: Values;
  /** The rules whose value changed, each with its part (they add up to now − before). */
  parts: YearlyPart[];
}

export function yearlyChange(calculator: CalculatorModule, raw: RawValues, data: SourceData): YearlyChange | null {
  const rules = calculator.rules;
  const spec = calculator.results.find((r) => r.primary) ?? calculator.results[0];
  if (!rules || !spec) return null;
  const { evaluation: now, reads } = calculateReading(calculator, raw, data);
  const value = now?.values[spec.id];
  if (typeof value !== 'number' || !Number.isFinite(value) || reads.length === 0) return null;
  // The rules read, in the order first read, and the day each is read on (the latest, if several).
  const days = new Map<string, number>();
  for (const { name, day } of reads) days.set(name, Math.max(days.get(name) ?? day, day));
  const latest = Math.max(...days.values());
  // Only one year has data: no comparison.
  for (const [name, day] of days)
    if (!entryInForce(rules.entries[name]!.values, yearBefore(day)) || !Number.isFinite(day)) return null;
  // A rule changed for this calculation when a value it read (the row read, for a table) differs from the year before's.
  const valueRead = (read: RuleRead, day: number) => {
    const value = entryInForce(rules.entries[read.name]!.values, day)?.[1];
    return JSON.stringify(read.key === undefined ? value : (value as Record<string, unknown>)?.[read.key]);
  };
  const changed = [...days.keys()].filter((name) =>
    reads.some((read) => read.name === name && valueRead(read, read.day) !== valueRead(read, yearBefore(read.day))),
  );
  const decimals = spec.decimals ?? formats[spec.format].decimals ?? 2;
  const round = (x: number) => Number(x.toFixed(decimals));
  /** The result with the rules of `current` read this year, the others a year before. */
  const resultWith = (current: ReadonlySet<string>) => {
    const dayOf = (name: string, day: number) => (current.has(name) ? day : yearBefore(day));
    return calculate(withRules(calculator, readRules(rules.entries, { dayOf })), raw, data)?.values[spec.id];
  };
  const before = resultWith(new Set());
  if (typeof before !== 'number' || !Number.isFinite(before)) return null;
  const parts: YearlyPart[] = [];
  const current = new Set<string>();
  let last = round(before);
  for (const name of changed) {
    current.add(name);
    const next = resultWith(current);
    if (typeof next !== 'number' || !Number.isFinite(next)) return null;
    parts.push({ name, rule: rules.entries[name]!.rule, day: days.get(name)!, delta: round(round(next) - last) });
    last = round(next);
  }
  return { result: spec.id, year: calendarDate(latest)[0], now: value, before, values: now!.values, parts };
}
