/**
 * The share link: a calculation as a URL query. Keys are input ids; only values that differ from
 * the defaults are written; `v` is a short hash of the inputs' ids, kinds, options and row columns,
 * so a link made before the calculator file changed them is ignored rather than misread; each pinned
 * comparison scenario is one `confronta` parameter holding its own query.
 *
 *   ?v=1x2y3z&importo=250000&confronta=importo%3D200000
 */

import { allOptions } from '../../language/inputs/options.ts';
import type { CalculatorModule, InputSpec, RawRow, RawValue, RawValues } from '../../language/spec.ts';

export const VERSION_KEY = 'v';
export const SCENARIO_KEY = 'confronta';
/** Scenarios shown side by side: the pinned ones plus the current calculation. */
export const MAX_SCENARIOS = 3;
/** Longest text value or row list a link may carry (anything longer is ignored). */
const MAX_TEXT = 100;
const MAX_ROWS = 100;

/** A calculation: the form's values and the pinned scenarios (oldest first). */
export interface SharedState {
  values: RawValues;
  scenarios: RawValues[];
}

const optionValues = (input: InputSpec): string[] => ('options' in input ? allOptions(input).map((o) => String(o.value)) : []);
const rowColumns = (input: InputSpec): string[] => ('fields' in input ? input.fields.map((f) => f.id) : []);

/** Each calculator's version, worked out once (the link is written again on every change). */
const versions = new WeakMap<Pick<CalculatorModule, 'inputs'>, string>();

/** FNV-1a (32 bits) of what gives a link its meaning, in base 36. */
export function versionOf(calculator: Pick<CalculatorModule, 'inputs'>): string {
  const known = versions.get(calculator);
  if (known !== undefined) return known;
  const signature = calculator.inputs.map((i) => [i.id, i.kind, optionValues(i).join('|'), rowColumns(i).join('|')].join(':')).join(';');
  let hash = 0x811c9dc5;
  for (let i = 0; i < signature.length; i++) hash = Math.imul(hash ^ signature.charCodeAt(i), 0x01000193);
  const version = (hash >>> 0).toString(36);
  versions.set(calculator, version);
  return version;
}

function encodeValue(input: InputSpec, value: RawValue): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return value;
  const columns = rowColumns(input);
  return JSON.stringify(value.map((row) => columns.map((c) => row[c] ?? '')));
}

/** A value read from a link, or undefined when it does not fit the input. */
function decodeValue(input: InputSpec, text: string): RawValue | undefined {
  const fallback = input.default;
  if (typeof fallback === 'boolean') return text === '1' ? true : text === '0' ? false : undefined;
  if (typeof fallback === 'string') {
    const options = optionValues(input);
    if (options.length) return options.includes(text) ? text : undefined;
    return text.length <= MAX_TEXT ? text : undefined;
  }
  const columns = rowColumns(input);
  const min = input.kind === 'rows' ? input.min : 0;
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch {
    return undefined;
  }
  const isRow = (row: unknown): row is string[] => Array.isArray(row) && row.length === columns.length && row.every((cell) => typeof cell === 'string' && cell.length <= MAX_TEXT);
  if (!Array.isArray(rows) || rows.length < min || rows.length > MAX_ROWS || !rows.every(isRow)) return undefined;
  return rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]!])) as RawRow);
}

function encodeValues(calculator: Pick<CalculatorModule, 'inputs'>, values: RawValues): URLSearchParams {
  const query = new URLSearchParams();
  for (const input of calculator.inputs) {
    const value = values[input.id];
    if (value === undefined) continue;
    const text = encodeValue(input, value);
    if (text !== encodeValue(input, input.default)) query.set(input.id, text);
  }
  return query;
}

function decodeValues(calculator: Pick<CalculatorModule, 'inputs'>, query: URLSearchParams): RawValues {
  const values: RawValues = {};
  for (const input of calculator.inputs) {
    const text = query.get(input.id);
    const value = text === null ? undefined : decodeValue(input, text);
    values[input.id] = value ?? input.default;
  }
  return values;
}

/** The query of a calculation ('' when it is all defaults), without the leading '?'. */
export function encodeState(calculator: Pick<CalculatorModule, 'inputs'>, state: SharedState): string {
  const query = encodeValues(calculator, state.values);
  for (const scenario of state.scenarios) query.append(SCENARIO_KEY, encodeValues(calculator, scenario).toString());
  if (!query.size) return '';
  query.set(VERSION_KEY, versionOf(calculator));
  return query.toString();
}

/** The calculation a query holds, or null when it holds none of this version of the calculator. */
export function decodeState(calculator: Pick<CalculatorModule, 'inputs'>, search: string): SharedState | null {
  const query = new URLSearchParams(search);
  if (query.get(VERSION_KEY) !== versionOf(calculator)) return null;
  const scenarios = query
    .getAll(SCENARIO_KEY)
    .slice(0, MAX_SCENARIOS - 1)
    .map((text) => decodeValues(calculator, new URLSearchParams(text)));
  return { values: decodeValues(calculator, query), scenarios };
}
