/**
 * The share link: a calculation as a URL query. Keys are input ids; only values that differ from
 * the defaults are written; `v` is a short hash of the inputs' ids, kinds, options and row columns,
 * so a link made before the calculator file changed them is ignored rather than misread; each pinned
 * comparison scenario is one `confronta` parameter holding its own query; 'Calcola al contrario' is
 * `al-contrario`, the declaration (result and input found) and the target as typed.
 *
 *   ?v=1x2y3z&importo=250000&confronta=importo%3D200000
 *   ?v=1x2y3z&al-contrario=monthlyPayment%3AloanAmount%3A1.000
 *
 * A link stays under MAX_QUERY characters (linkQuery): the server refuses longer requests (431).
 */

import { parseDate, todayNumber } from '../../language/dates.ts';
import { kindOf } from '../../language/inputs/index.ts';
import { numberLink } from '../../language/inputs/number.ts';
import type { CalculatorModule, InputSpec, RawValue, RawValues } from '../../language/spec.ts';
import { initialValue } from './compute.ts';

export const VERSION_KEY = 'v';
export const SCENARIO_KEY = 'confronta';
/** A hyphen: no input id can take it. */
export const REVERSE_KEY = 'al-contrario';
/**
 * The longest query a link may have: the server reads at most 16 KB of request head (Node's
 * default, answering 431 above), which also holds the path and the browser's other headers.
 */
export const MAX_QUERY = 12_000;
/** Scenarios shown side by side: the pinned ones plus the current calculation. */
export const MAX_SCENARIOS = 3;
/** A permalink pinned to the rules (pinned.ts): the day of the calculation, the rule book's version, the rules' values (hyphenated: no input id can take them). */
export const DAY_KEY = 'calcolato-il';
export const BOOK_KEY = 'versione-regole';
export const VALUES_KEY = 'valori-regole';
const PIN_KEYS = [DAY_KEY, BOOK_KEY, VALUES_KEY];

/** The day a pinned permalink was made on (its `giorno`), or undefined. */
export const pinnedDay = (search: string) => parseDate(new URLSearchParams(search).get(DAY_KEY) ?? '');

/** A pinned permalink's own part of `search` (pinned.ts reads it), '' for a link that is not pinned. */
export function pinOf(search: string): string {
  const query = new URLSearchParams(search);
  if (!query.has(BOOK_KEY)) return '';
  return new URLSearchParams([...query].filter(([key]) => PIN_KEYS.includes(key))).toString();
}

/** 'Calcola al contrario' in a link: the declaration by its result and input, and the target as typed. */
export interface ReverseLink {
  result: string;
  input: string;
  target: string;
}

/** A calculation: the form's values, the pinned scenarios (oldest first), and reverse mode when on. */
export interface SharedState {
  values: RawValues;
  scenarios: RawValues[];
  reverse?: ReverseLink;
}

type Linked = Pick<CalculatorModule, 'inputs' | 'reverse'>;

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
 * A link holds what differs from the defaults; a date that starts at a day counted from the
 * visitor's (`default: today`, `today - 10 weeks`) and still holds it is left out, and opens at that
 * day counted from whoever opens the link.
 */
function encodeValues(calculator: Linked, values: RawValues): URLSearchParams {
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

function decodeValues(calculator: Linked, query: URLSearchParams): RawValues {
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
export function encodeState(calculator: Linked, state: SharedState): string {
  const query = encodeValues(calculator, state.values);
  for (const scenario of state.scenarios) query.append(SCENARIO_KEY, encodeValues(calculator, scenario).toString());
  if (state.reverse) {
    const { result, input, target } = state.reverse;
    query.set(REVERSE_KEY, [result, input, numberLink.encode(target, {})].join(':'));
  }
  if (!query.size) return '';
  query.set(VERSION_KEY, versionOf(calculator));
  return query.toString();
}

/** Reverse mode as a link holds it, when the calculator declares it; the target is a number its field shows. */
function decodeReverse(calculator: Linked, text: string | null): ReverseLink | undefined {
  const [result = '', input = '', ...rest] = (text ?? '').split(':');
  const target = numberLink.decode(rest.join(':'), {});
  const declared = calculator.reverse?.some((d) => d.result === result && d.input === input);
  return declared && typeof target === 'string' ? { result, input, target } : undefined;
}

/** The calculation a query holds, or null when it holds none of this version of the calculator. */
export function decodeState(calculator: Linked, search: string): SharedState | null {
  const query = new URLSearchParams(search);
  if (query.get(VERSION_KEY) !== versionOf(calculator)) return null;
  const scenarios = query
    .getAll(SCENARIO_KEY)
    .slice(0, MAX_SCENARIOS - 1)
    .map((text) => decodeValues(calculator, new URLSearchParams(text)));
  const reverse = decodeReverse(calculator, query.get(REVERSE_KEY));
  return { values: decodeValues(calculator, query), scenarios, ...(reverse ? { reverse } : {}) };
}

/** What a link had to leave out to stay under MAX_QUERY: the latest scenarios, or the whole calculation. */
export type LinkLoss = 'scenarios' | 'all';

/**
 * The query of a calculation that fits a link: the newest scenarios go first, then, if the
 * calculation alone is too long, the whole of it (the link opens the page as it starts).
 */
export function linkQuery(calculator: Linked, state: SharedState): { query: string; lost?: LinkLoss } {
  for (let kept = state.scenarios.length; kept >= 0; kept--) {
    const query = encodeState(calculator, { ...state, scenarios: state.scenarios.slice(0, kept) });
    if (query.length <= MAX_QUERY) return kept === state.scenarios.length ? { query } : { query, lost: 'scenarios' };
  }
  return { query: '', lost: 'all' };
}
