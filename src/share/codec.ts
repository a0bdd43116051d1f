/**
 * The share link: a calculation as a URL query. Keys are input ids; only values that differ from
 * the defaults are written; `v` is a short hash of the inputs' ids, kinds, options and row columns,
 * so a link made before the calculator file changed them is ignored rather than misread; each pinned
 * comparison scenario is one `confronta` parameter holding its own query.
 *
 *   ?v=1x2y3z&importo=250000&confronta=importo%3D200000
 */

import { todayNumber } from '../../language/dates.ts';
import { kindOf } from '../../language/inputs/index.ts';
import type { CalculatorModule, InputSpec, RawValue, RawValues } from '../../language/spec.ts';
import { initialValue } from '../engine/compute.ts';

export const VERSION_KEY = 'v';
export const SCENARIO_KEY = 'confronta';
/** Scenarios shown side by side: the pinned ones plus the current calculation. */
export const MAX_SCENARIOS = 3;
/** A calculation: the form's values and the pinned scenarios (oldest first). */
export interface SharedState {
  values: RawValues;
  scenarios: RawValues[];
}

/** Each calculator's version, worked out once (the link is written again on every change). */
const versions = new WeakMap<Pick<CalculatorModule, 'inputs'>, string>();

/** FNV-1a (32 bits) of what gives a link its meaning, in base 36. */
export function versionOf(calculator: Pick<CalculatorModule, 'inputs'>): string {
  const known = versions.get(calculator);
  if (known !== undefined) return known;
  const signature = calculator.inputs
    .map((i) => {
      const meaning = kindOf(i).link.meaning?.(i) ?? {};
      return [i.id, i.kind, (meaning.options ?? []).join('|'), (meaning.columns ?? []).join('|')].join(':');
    })
    .join(';');
  let hash = 0x811c9dc5;
  for (let i = 0; i < signature.length; i++) hash = Math.imul(hash ^ signature.charCodeAt(i), 0x01000193);
  const version = (hash >>> 0).toString(36);
  versions.set(calculator, version);
  return version;
}

// Each kind writes and reads its own values (its `link`, language/inputs/).
const encodeValue = (input: InputSpec, value: RawValue): string => kindOf(input).link.encode(value, input);
const decodeValue = (input: InputSpec, text: string): RawValue | undefined => kindOf(input).link.decode(text, input);

/**
 * A link holds what differs from the defaults; a date that starts at the visitor's day
 * (`default: today`) and still holds it is left out, and opens at the day of whoever opens the link.
 */
function encodeValues(calculator: Pick<CalculatorModule, 'inputs'>, values: RawValues): URLSearchParams {
  const today = todayNumber();
  const query = new URLSearchParams();
  for (const input of calculator.inputs) {
    const value = values[input.id];
    if (value === undefined) continue;
    const text = encodeValue(input, value);
    if (text !== encodeValue(input, initialValue(input, today))) query.set(input.id, text);
  }
  return query;
}

function decodeValues(calculator: Pick<CalculatorModule, 'inputs'>, query: URLSearchParams): RawValues {
  const today = todayNumber();
  const values: RawValues = {};
  for (const input of calculator.inputs) {
    const text = query.get(input.id);
    const value = text === null ? undefined : decodeValue(input, text);
    values[input.id] = value ?? initialValue(input, today);
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
