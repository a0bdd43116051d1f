/**
 * A permalink pinned to the rules (the report's 'Riapri questo calcolo'): the share link's query
 * (link.ts) plus the day of the calculation and the values of every rule the calculator read, so
 * that it gives the same cents after the rule book changes:
 *
 *   ?v=1x2y3z&grossAnnual=35000&calcolato-il=2026-11-29&versione-regole=rbs3vo7q7s&valori-regole=<deflate, base64url>
 *
 * `calcolato-il` is the visitor's day the calculation was made on (a date field that starts at today
 * opens at it); `versione-regole`, the rule book's version then (src/generated/rule-book.ts, shown on the
 * page and in the report); `valori-regole`, the rules' dated values as JSON by their names in the book,
 * compressed. Opening it, the rules that differ from today's are those computed with, and the page
 * says what today's rules give. The values are read as data, each checked against the shape of
 * today's rule of that name: a link that does not match is ignored (today's rules are used).
 */
import { isoDate } from '../../language/dates.ts';
import {
  type Dated,
  isBrackets,
  type ParameterValue,
  type RuleInUse,
  type RuleRead,
  type Rules,
  readRules,
} from '../../language/parameters.ts';
import type { CalculatorModule, Evaluation, RawValues, SourceData } from '../../language/spec.ts';
import { calculate } from './compute.ts';
import { BOOK_KEY, DAY_KEY, pinnedDay, VALUES_KEY } from './link.ts';

/** At most this many characters of compressed values, and bytes once inflated: anything longer is not a link of ours. */
const MAX_PACKED = 8_000;
const MAX_JSON = 200_000;

/** What a pinned permalink holds. */
export interface Pin {
  /** The day the calculation was made. */
  day: number;
  /** The rule book's version then. */
  book: string;
  /** The calculator's rules as they were, when some differ from today's (else undefined: today's are the same). */
  rules?: Rules;
}

/** The calculator computed with `rules` (its formulas, its reverse solving, its explanations all read them). */
export function withRules(calculator: CalculatorModule, rules: Rules): CalculatorModule {
  return {
    ...calculator,
    rules,
    inputState: (inputs, filled, given) => calculator.inputState(inputs, filled, given ?? rules),
    evaluate: (inputs, filled, sources, given) => calculator.evaluate(inputs, filled, sources, given ?? rules),
  };
}

/** One calculation, and every read of a rule it made (the day asked, the row), in order. */
export function calculateReading(
  calculator: CalculatorModule,
  raw: RawValues,
  data: SourceData,
): { evaluation: Evaluation | null; reads: RuleRead[] } {
  const reads: RuleRead[] = [];
  const rules = calculator.rules;
  const reading = rules
    ? withRules(calculator, readRules(rules.entries, { onRead: (read) => reads.push(read) }))
    : calculator;
  return { evaluation: calculate(reading, raw, data), reads };
}

async function transform(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  const reader = out.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    // A small link that inflates to megabytes is not ours: stop reading.
    if (size > MAX_JSON) {
      await reader.cancel();
      throw new Error('too long');
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (ch) => ch.charCodeAt(0));

/** The rules the calculator reads, by their names in the book. */
const byBookName = (rules: Rules) =>
  Object.fromEntries(Object.values(rules.entries).map(({ rule, values }) => [rule, values]));

/** The pin's part of a permalink: its day, the rule book's version and, for a calculator that reads rules, their values. */
export async function pinQuery(calculator: CalculatorModule, day: number, book: string): Promise<string> {
  const query = new URLSearchParams({ [DAY_KEY]: isoDate(day), [BOOK_KEY]: book });
  if (calculator.rules) {
    const json = new TextEncoder().encode(JSON.stringify(byBookName(calculator.rules)));
    query.set(VALUES_KEY, toBase64url(await transform(json, new CompressionStream('deflate-raw'))));
  }
  return query.toString();
}

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const numbers = (x: unknown): x is number[] => Array.isArray(x) && x.every(finite);
const bracketTable = (x: unknown) =>
  isBrackets(x) && numbers(x.limits) && numbers(x.rates) && x.rates.length === x.limits.length + 1;
const record = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Whether `value` has the shape of `like` (a value of today's rule): a number, a table of numbers, brackets, tables of brackets. */
function sameShape(value: unknown, like: ParameterValue): boolean {
  if (typeof like === 'number') return finite(value);
  if (isBrackets(like)) return bracketTable(value);
  if (!record(value) || Object.keys(value).length === 0) return false;
  const first = Object.values(like)[0];
  return Object.values(value).every((v) => (isBrackets(first) ? bracketTable(v) : finite(v)));
}

/** `values` read as a rule's dated values shaped like `today`'s, or undefined. */
function datedLike(values: unknown, today: Dated<ParameterValue>): Dated<ParameterValue> | undefined {
  const like = today[0]?.[1];
  if (like === undefined || !Array.isArray(values) || values.length === 0) return undefined;
  let last = Number.NEGATIVE_INFINITY;
  for (const entry of values) {
    if (!Array.isArray(entry) || entry.length !== 2 || !Number.isInteger(entry[0]) || entry[0] <= last)
      return undefined;
    if (!sameShape(entry[1], like)) return undefined;
    last = entry[0];
  }
  return values as Dated<ParameterValue>;
}

/** The pin of a permalink's query, or null when it has none or cannot be read (then today's rules apply). */
export async function readPin(calculator: CalculatorModule, search: string): Promise<Pin | null> {
  const query = new URLSearchParams(search);
  const day = pinnedDay(search);
  const book = query.get(BOOK_KEY) ?? '';
  if (day === undefined || !/^[0-9a-z]{1,16}$/.test(book)) return null;
  const packed = query.get(VALUES_KEY);
  if (!calculator.rules || packed === null) return { day, book };
  if (packed.length > MAX_PACKED || !/^[\w-]*$/.test(packed)) return null;
  let pinned: unknown;
  try {
    pinned = JSON.parse(
      new TextDecoder().decode(await transform(fromBase64url(packed), new DecompressionStream('deflate-raw'))),
    );
  } catch {
    return null;
  }
  if (!record(pinned)) return null;
  const entries: Record<string, RuleInUse> = {};
  let differ = false;
  for (const [name, today] of Object.entries(calculator.rules.entries)) {
    // A rule the calculator did not read then keeps today's values.
    const values = Object.hasOwn(pinned, today.rule) ? datedLike(pinned[today.rule], today.values) : today.values;
    if (!values) return null;
    differ ||= JSON.stringify(values) !== JSON.stringify(today.values);
    entries[name] = { rule: today.rule, values };
  }
  return differ ? { day, book, rules: readRules(entries) } : { day, book };
}
