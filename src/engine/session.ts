/**
 * A calculator session: the one owner of a calculator's state on a page, in plain TypeScript (no
 * React), on react-hook-form's form control (`createFormControl`: the fields register with it, and
 * each follows its own value). It holds:
 *
 * - the values as typed, and what follows a change (a select whose options depend on the field
 *   changed takes its first option; a field that becomes disabled is cleared);
 * - the results, by the guard rule: values the calculation accepts are computed at once; values
 *   a guard refuses keep the last results, marked `stale`, with the fields it reads (`refused`);
 * - reverse mode ('Calcola al contrario'): its declaration, and the form solved for its target;
 * - the link state: the calculation a share link holds, taken once the page is live (`start`),
 *   the scenarios pinned by Confronta, and the link of the calculation on screen (`link`);
 * - the rules computed with: the calculator's own, or those a permalink pinned (pinned.ts) with
 *   what today's rules give beside them, until the visitor takes today's (`unpin`).
 *
 * Views read `getSnapshot()` (a new object whenever anything changed) through `subscribe`, as
 * React's useSyncExternalStore wants them. Nothing here depends on time or on how a page draws.
 *
 *   const session = createSession(calculator);
 *   session.subscribe(() => draw(session.getSnapshot()));
 *   session.start({ today: todayNumber(), search: location.search });
 */
import { type Control, createFormControl } from 'react-hook-form';
import { todayNumber } from '../../language/dates.ts';
import { kindOf } from '../../language/inputs/index.ts';
import { rawNumber } from '../../language/inputs/kind.ts';
import { parseNumber } from '../../language/inputs/number.ts';
import type {
  CalculatorModule,
  Evaluation,
  InputState,
  RawValues,
  ReverseSpec,
  SourceData,
} from '../../language/spec.ts';
import { attempt, calculate, defaultValues, fallbackSources, initialValue, inputStateOf } from './compute.ts';
import { decodeState, type LinkLoss, linkQuery, pinnedDay, pinOf, type ReverseLink } from './link.ts';
import type { ReverseView } from './reverse.ts';

/** The form field holding reverse mode's target (a hyphen: no input id can take it). */
export const REVERSE_TARGET = 'reverse-target';

/** Reverse mode, while on. */
export interface ReverseState {
  /** The declaration in use: its index in the calculator's `reverse`. */
  chosen: number;
  spec: ReverseSpec;
  /** The form solved for the target (undefined until the solver has loaded). */
  view: ReverseView | undefined;
  /**
   * The form as the usual direction would hold what reverse mode shows (Confronta pins it, the
   * link's values): undefined when no value is found.
   */
  values: RawValues | undefined;
}

export interface SessionSnapshot {
  /** Every field's value, as typed (the reverse target too, when on). */
  values: RawValues;
  /** The results on screen: of the last values the calculation accepted (null: none). */
  evaluation: Evaluation | null;
  /**
   * While the values on screen are refused (else empty), the fields to fix: of those the failed guard
   * reads, the ones shown that the visitor changed (a guard on a figure's area reads every
   * dimension, but the one typed is the one to fix), else all those shown.
   */
  refused: readonly string[];
  /** The results are not those of the values on screen (a guard refused them). */
  stale: boolean;
  /** Which fields are hidden and disabled, and which actions shown, for these values. */
  state: InputState;
  /** The data sources' data in use. */
  data: SourceData;
  reverse: ReverseState | undefined;
  /** What the results card shows: the form solved in reverse mode, else the evaluation. */
  shown: { calculator: CalculatorModule; evaluation: Evaluation | null };
  /** The scenarios pinned by Confronta, oldest first. */
  scenarios: readonly RawValues[];
  /** How many results the visitor's changes have computed (not the first, nor a link's): one more, one more to report. */
  calculations: number;
  /** `start` has run: the page is live, and its link follows the session. */
  started: boolean;
  /** Opened from a permalink pinned to the rules (absent once the visitor takes today's rules). */
  pin?: PinState;
}

/** A pinned permalink's calculation: its day, the rule book's version then, and today's rules' results when they differ. */
export interface PinState {
  day: number;
  book: string;
  /** Some rule's values differ from today's: the results are computed with the pinned ones. */
  changed: boolean;
  /** With `changed`, the results today's rules give for the same values (null: refused). */
  today: Evaluation | null;
}

export interface CalculatorSession {
  calculator: CalculatorModule;
  /** The form's starting values (the prerendered page's). */
  defaults: RawValues;
  /** The form control the fields register with (react-hook-form's `control`). */
  control: Control<RawValues>;
  /** The same form for React's useForm({ formControl }), which connects the fields to it. */
  formControl: ReturnType<typeof createFormControl<RawValues>>['formControl'];
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Once the page is live (after the hydration of a prerendered page, which drew the defaults): the
   * visitor's day for the fields that start at it, the calculation of a share link (`search`, the
   * page's query), then what the visitor typed before (`typed`: it came last, it wins). A link
   * whose values are refused shows no results.
   */
  start(options: { today?: number | undefined; search?: string; typed?: RawValues }): Promise<void>;
  setValue(id: string, value: RawValues[string]): void;
  /** The data sources' new data (a refresh): computed again. */
  setData(data: SourceData): void;
  /**
   * The same values computed again, because what the formulas read has arrived (a dataset, loaded
   * once the page is live): not a calculation the visitor asked for (not counted in `calculations`).
   */
  recompute(): void;
  /** 'Calcola': computes the values on screen now; gives the first field to fix when they are refused. */
  submit(): string | undefined;
  /** An action's swap: the two fields exchange their values. */
  swap(a: string, b: string): void;
  /** Reverse mode on, for declaration `index` (or a link's), its target the result on screen (or the link's). */
  openReverse(wanted?: number | ReverseLink): Promise<void>;
  /** Back to the usual direction, with the input found (or `value`, one of several found) written in its field. */
  closeReverse(value?: number): void;
  /** Pins the calculation on screen as a scenario (Confronta); `[]` clears them. */
  setScenarios(scenarios: readonly RawValues[]): void;
  /** The share link's query of the calculation on screen, and what it had to leave out. */
  link(): { query: string; lost?: LinkLoss };
  /** The permalink's query pinned to the rules on screen (`book`: today's rule book version), for the report. */
  pinnedLink(book: string): Promise<string>;
  /** Back from a pinned permalink's rules to today's. */
  unpin(): void;
}

/** A number as a visitor would type it, Italian, to `decimals` places (the cent by default). */
export const asTyped = (value: unknown, decimals = 2) =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(Math.round(value * 10 ** decimals) / 10 ** decimals).replace('.', ',')
    : '';

/**
 * The form as the usual direction would hold what reverse mode shows (`view`, for `target`; the
 * result the form gives is `result`): undefined when no value is found; the form as it is when the
 * target is that result (the value found to the cent, 199.999,55 for 200.000, is not written
 * back); else the form with the value found, with every digit: a calculation made again from it
 * (Confronta's scenario) then has the card's results to the cent.
 */
export function foundValues(
  form: RawValues,
  spec: ReverseSpec,
  view: ReverseView | undefined,
  target: string,
  result: unknown,
): RawValues | undefined {
  const found = view?.evaluation?.values[spec.input];
  if (typeof found !== 'number') return undefined;
  if (parseNumber(target) === parseNumber(asTyped(result))) return form;
  return { ...form, [spec.input]: rawNumber(found) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Solver = typeof import('./reverse.ts');
type Pinning = typeof import('./pinned.ts');

/**
 * A session for `calculator`, drawing what its prerendered page shows: the defaults, with the
 * fallback data; or, for a new version of a calculator already on screen (hot replacement, the
 * studio), the values it held (`carried`, for the inputs it still has).
 */
export function createSession(calculator: CalculatorModule, carried: RawValues = {}): CalculatorSession {
  const defaults = defaultValues(calculator);
  const kept = Object.fromEntries(
    calculator.inputs.filter((i) => Object.hasOwn(carried, i.id)).map((i) => [i.id, carried[i.id]!]),
  );
  const form = createFormControl<RawValues>({ defaultValues: { ...defaults, ...kept } });
  const auto = calculator.trigger === 'auto';
  const listeners = new Set<() => void>();

  let values = structuredClone({ ...defaults, ...kept });
  let data = fallbackSources(calculator);
  // A calculator that depends on the visitor's day shows nothing until it knows it (start).
  let evaluation = calculator.today ? null : calculate(calculator, values, data);
  let refused: readonly string[] = [];
  /** 'Calcola' was pressed: from then on a refusal marks its fields even at the defaults. */
  let asked = false;
  let scenarios: readonly RawValues[] = [];
  let calculations = 0;
  let started = false;
  let solver: Solver | undefined;
  let chosen: number | undefined;
  /** The calculator as computed now: with a permalink's pinned rules, or its own. */
  let active = calculator;
  /** A pinned permalink's state, and its part of the query (kept in the page's address). */
  let pin: (Omit<PinState, 'today'> & { query: string }) | undefined;
  let todays: Evaluation | null = null;
  let snapshot = build();

  function reverseState(): ReverseState | undefined {
    const spec = chosen === undefined ? undefined : calculator.reverse?.[chosen];
    if (chosen === undefined || !spec) return undefined;
    const target = String(values[REVERSE_TARGET] ?? '');
    const view = solver?.reverseView(active, spec, values, target, data);
    return { chosen, spec, view, values: foundValues(values, spec, view, target, evaluation?.values[spec.result]) };
  }

  function build(): SessionSnapshot {
    const reverse = reverseState();
    return {
      values,
      evaluation,
      refused,
      stale: refused.length > 0 && evaluation !== null,
      state: inputStateOf(calculator, values),
      data,
      reverse,
      shown: reverse?.view ?? { calculator: active, evaluation },
      scenarios,
      calculations,
      started,
      ...(pin ? { pin: { day: pin.day, book: pin.book, changed: pin.changed, today: todays } } : {}),
    };
  }

  function publish() {
    snapshot = build();
    for (const listener of listeners) listener();
  }

  /**
   * Of the fields a failed guard reads, those to fix (SessionSnapshot.refused). None while the page is
   * as it opened, with no results, and 'Calcola' was not pressed: a field that starts empty (a date
   * with no default) is to be filled, not an error. Results on screen are always marked stale.
   */
  function toFix(read: readonly string[]): readonly string[] {
    const { hidden } = inputStateOf(calculator, values);
    const shown = read.filter((id) => !hidden[id]);
    const changed = shown.filter((id) => !same(values[id], defaults[id]));
    if (changed.length) return changed;
    const untouched = calculator.inputs.every((input) => same(values[input.id], defaults[input.id]));
    if (untouched && evaluation === null && !asked) return [];
    return shown.length ? shown : read;
  }

  /**
   * Computes the values on screen: new results (unless `draw` is false: a calculator computed only on
   * 'Calcola' keeps its results while typing), or the refusal that keeps the last ones.
   */
  function compute(counted: boolean, draw = true) {
    const outcome = attempt(active, values, data);
    if ('refused' in outcome) refused = toFix(outcome.refused);
    else {
      refused = [];
      if (!draw) return;
      evaluation = outcome;
      if (counted) calculations += 1;
      // The same values by today's rules, beside a pinned permalink's.
      todays = pin?.changed ? calculate(calculator, values, data) : null;
    }
  }

  /** The fields that follow a change of `changed`: dependent selects, disabled fields. */
  function followUps(changed: readonly string[]) {
    for (const name of changed)
      for (const input of calculator.inputs) {
        const next = kindOf(input).follow?.(input, name, values);
        if (next !== undefined && !same(next, values[input.id])) form.setValue(input.id, next);
      }
    const { disabled } = inputStateOf(calculator, latest);
    for (const [id, off] of Object.entries(disabled)) if (off && latest[id] !== '') form.setValue(id, '');
  }

  /**
   * The form's values as its last change left them (react-hook-form's getValues gives the defaults
   * until a view has mounted the form: the session reads what each change hands over).
   */
  let latest = structuredClone(values);
  let following = false;
  /** Every change of the form's values: a keystroke, a choice, a follow-up, a reset. */
  function onValues(next: RawValues) {
    // A copy: react-hook-form may later change in place the row arrays of what it hands over.
    latest = structuredClone(next);
    // The follow-ups' own changes come back here: they are taken with the change that caused them.
    if (following) return;
    const changed = Object.keys({ ...values, ...latest }).filter((id) => !same(values[id], latest[id]));
    if (changed.length === 0) return;
    following = true;
    try {
      values = latest;
      followUps(changed);
      values = latest;
    } finally {
      following = false;
    }
    // Computed only on 'Calcola': the fields to fix are marked as they change, the results stay.
    compute(true, auto);
    publish();
  }
  form.watch((next) => onValues(next as RawValues));

  /** The fields that start at the visitor's day and still hold what the page started with take it. */
  function takeDay(today: number) {
    for (const input of calculator.inputs) {
      const initial = initialValue(input, today);
      if (!same(initial, defaults[input.id]) && same(latest[input.id], defaults[input.id]))
        form.setValue(input.id, initial);
    }
  }

  /** A pinned permalink's rules: computed with when they differ from today's. */
  async function takePin(search: string) {
    const pinning: Pinning = await import('./pinned.ts');
    const read = await pinning.readPin(calculator, search);
    if (!read) return;
    pin = { day: read.day, book: read.book, changed: read.rules !== undefined, query: pinOf(search) };
    if (read.rules) active = pinning.withRules(calculator, read.rules);
    compute(false);
    publish();
  }

  async function openReverse(wanted: number | ReverseLink = 0) {
    const declarations = calculator.reverse ?? [];
    const index =
      typeof wanted === 'number'
        ? wanted
        : declarations.findIndex((d) => d.result === wanted.result && d.input === wanted.input);
    const spec = declarations[index];
    if (!spec) return;
    solver ??= await import('./reverse.ts');
    chosen = index;
    const target = typeof wanted === 'number' ? asTyped(evaluation?.values[spec.result]) : wanted.target;
    // The target is a field of the form, as the visitor types it.
    form.setValue(REVERSE_TARGET, target);
    publish();
  }

  return {
    calculator,
    defaults,
    control: form.control,
    formControl: form.formControl,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start({ today: visitorDay, search = '', typed = {} }) {
      // A pinned permalink opens on the day it was made.
      const today = visitorDay === undefined ? undefined : (pinnedDay(search) ?? visitorDay);
      following = true;
      let linked: ReturnType<typeof decodeState> = null;
      try {
        // A link's values are whole (a date it leaves out is the day it is opened): the day goes first.
        if (calculator.today && today !== undefined) takeDay(today);
        linked = decodeState(calculator, search);
        if (linked) {
          form.reset({ ...latest, ...linked.values }, { keepDefaultValues: true });
          scenarios = linked.scenarios;
        }
        for (const [id, value] of Object.entries(typed)) form.setValue(id, value);
        values = latest;
      } finally {
        following = false;
      }
      started = true;
      compute(false);
      // A link whose values are refused shows no results: never the defaults' beside its values.
      if (linked && refused.length > 0 && Object.keys(typed).length === 0) evaluation = null;
      publish();
      if (pinOf(search)) await takePin(search);
      if (linked?.reverse) await openReverse(linked.reverse);
    },
    setValue(id, value) {
      form.setValue(id, value);
    },
    setData(next) {
      data = next;
      // New data for the same values is a new calculation (a refresh's rates), reported as before.
      compute(true);
      publish();
    },
    recompute() {
      compute(false);
      publish();
    },
    submit() {
      asked = true;
      compute(true);
      publish();
      return refused[0];
    },
    swap(a, b) {
      const [first, second] = [latest[a], latest[b]];
      form.setValue(a, second!);
      form.setValue(b, first!);
    },
    openReverse,
    closeReverse(value) {
      const reverse = snapshot.reverse;
      chosen = undefined;
      // Back to the usual direction with the input found (to its decimals, as a visitor would type
      // it), so the results stay those of the target; nothing when the form already gives it.
      const found =
        value ??
        (reverse?.values && reverse.values !== values
          ? reverse.view?.evaluation?.values[reverse.spec.input]
          : undefined);
      if (reverse && found !== undefined) form.setValue(reverse.spec.input, asTyped(found, reverse.spec.decimals));
      publish();
    },
    setScenarios(next) {
      scenarios = next;
      publish();
    },
    link() {
      const reverse = snapshot.reverse;
      const link = reverse && {
        result: reverse.spec.result,
        input: reverse.spec.input,
        target: String(values[REVERSE_TARGET] ?? ''),
      };
      const shared = linkQuery(calculator, { values, scenarios: [...scenarios], ...(link ? { reverse: link } : {}) });
      // While pinned, the address keeps the pin: a reload computes with the same rules.
      return pin ? { ...shared, query: [shared.query, pin.query].filter(Boolean).join('&') } : shared;
    },
    async pinnedLink(book) {
      const own = linkQuery(calculator, { values, scenarios: [] }).query;
      const pinned = pin?.query ?? (await (await import('./pinned.ts')).pinQuery(active, todayNumber(), book));
      return [own, pinned].filter(Boolean).join('&');
    },
    unpin() {
      pin = undefined;
      active = calculator;
      todays = null;
      compute(false);
      publish();
    },
  };
}
