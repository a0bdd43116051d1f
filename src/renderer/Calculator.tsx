/**
 * The one renderer: draws any calculator from its compiled module. It knows input kinds, result
 * formats and chart kinds, never a particular calculator.
 *
 *   <Calculator calculator={(await entry.load()).default} />
 */
import {
  type FormEvent,
  memo,
  type RefObject,
  startTransition,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type UseFormReturn, type UseFormSetValue, type UseFormWatch, useForm, useWatch } from 'react-hook-form';
import { kindOf } from '../../language/inputs/index.ts';
import type {
  CalculatorModule,
  ChartData,
  ChartSpec,
  Evaluation,
  InputSpec,
  RawValues,
  SourceData,
  SourceSpec,
} from '../../language/spec.ts';
import { EMBED_PARAMS } from '../embed/paths.ts';
import { attempt, calculate, defaultValues, initialValue, inputStateOf } from '../engine/compute.ts';
import { CsvButton } from '../export/CsvButton.tsx';
import { useEarlyInput } from '../islands/early-input.ts';
import { ShareTools } from '../share/ShareTools.tsx';
import { useShareLink } from '../share/useShareLink.ts';
import { ChartBlock } from './charts/ChartBlock.tsx';
import { RowExplain } from './Explain.tsx';
import { chartPoints } from './explain-rows.ts';
import type { FieldProps } from './inputs/field-props.ts';
import { fieldOf } from './inputs/fields.ts';
import { paced, useDrawTime } from './pace.ts';
import { ResultBar } from './ResultBar.tsx';
import { Notes, ResultsCard, Tables } from './Results.tsx';
import { useReverse } from './reverse/useReverse.tsx';
import { SourceState } from './SourceState.tsx';
import { useSources } from './useSources.ts';
import { useToday } from './useToday.ts';
import { useWarmKeystroke } from './warm-keystroke.ts';

/** What the page wants to know of (analytics); the renderer itself does not care. */
export interface CalculatorEvents {
  /** A calculation asked for by the visitor succeeded. */
  calculated?: () => void;
  /** A control other than a field was used: swap, refresh, rows... */
  interaction?: (name: string) => void;
  /** A data source answered (ok) or failed. */
  apiCall?: (source: string, ok: boolean) => void;
}

/** A chart's data as a table for its CSV: a row per point (or item), a column per line or bar set. */
function chartCsv(chart: ChartSpec, data: ChartData) {
  const unit = { format: chart.format, decimals: chart.decimals, unit: chart.unit };
  const columns = [
    { label: 'Voce' },
    ...(chart.items ? [{ label: 'Valore', ...unit }] : chart.entries.map((e) => ({ label: e.label, ...unit }))),
  ];
  const rows = data.labels.map((label, i) => [
    label,
    ...(chart.items ? [data.data[0]?.[i] ?? 0] : data.data.map((set) => set[i] ?? 0)),
  ]);
  return { columns, rows };
}

interface ChartsProps {
  calculator: CalculatorModule;
  evaluation: Evaluation;
}

/**
 * The tables and charts, a render behind the results: the results of a keystroke are committed
 * first, then the tables (up to hundreds of rows: a schedule) and charts follow in a transition of
 * their own, which React slices so the browser can paint in between (both are memoised: until then
 * they keep the previous evaluation, and are skipped). Not `useDeferredValue`: in a render that is
 * itself a transition (a paced keystroke's results: useFormValues) it defers nothing.
 */
function Figures({ calculator, evaluation }: ChartsProps) {
  const [shown, setShown] = useState(evaluation);
  useEffect(() => startTransition(() => setShown(evaluation)), [evaluation]);
  return (
    <>
      <TableList calculator={calculator} evaluation={shown} />
      <ChartList calculator={calculator} evaluation={shown} />
    </>
  );
}

const TableList = memo(Tables);
// Skipped when the calculator renders with the same evaluation (a field shown, a source's state).
const ResultsView = memo(ResultsCard);
const ResultBarView = memo(ResultBar);
const NotesView = memo(Notes);

const ChartList = memo(function ChartList({ calculator, evaluation }: ChartsProps) {
  return calculator.charts.map((chart) => {
    const data = evaluation.charts[chart.id];
    const points = data && chartPoints(chart, data);
    return data ? (
      <ChartBlock key={chart.id} spec={chart} data={data}>
        {points ? <RowExplain calculator={calculator} evaluation={evaluation} shown={points} /> : null}
        <CsvButton title={chart.title} calculatorTitle={calculator.title} {...chartCsv(chart, data)} />
      </ChartBlock>
    ) : null;
  });
});

/** The same values in every field (the form gives new objects for the same content). */
const sameValues = (a: RawValues, b: RawValues) =>
  Object.keys({ ...a, ...b }).every((id) => JSON.stringify(a[id]) === JSON.stringify(b[id]));

/**
 * The calculation on screen: computed again as the form or the data change (trigger auto), kept
 * when a guard fails (the last successful one stays, and `refused` names the fields the failed
 * guard reads); each new one after the first is reported. `start` computes the first one later
 * (the visitor's day once known): it is not reported either.
 */
function useEvaluation(
  calculator: CalculatorModule,
  form: {
    raw: RawValues;
    current: RawValues;
    /** The form's values set before `raw` and never drawn (keystrokes drawn in one render), newest first. */
    skipped: readonly RawValues[];
    defaults: RawValues;
    data: SourceData;
    auto: boolean;
    today: number | undefined;
  },
  calculated: (() => void) | undefined,
) {
  // A calculator that depends on the visitor's day computes nothing until it knows it (useToday).
  const waits = calculator.today && form.today === undefined;
  const [evaluation, setEvaluation] = useState<Evaluation | null>(() =>
    waits ? null : calculate(calculator, form.defaults, form.data),
  );
  const [refused, setRefused] = useState<readonly string[]>([]);
  // A new calculator module (hot replacement in development) computes again too. `values`: those
  // last computed (by `start` too, which the form reports a render later): the same values again
  // compute nothing new (a key typed and erased, useWarmKeystroke).
  const [computedFor, setComputedFor] = useState<{
    raw: RawValues;
    data: SourceData;
    calculator: CalculatorModule;
    values?: RawValues;
  }>({ raw: form.raw, data: form.data, calculator, values: waits ? undefined : form.current });
  if (
    form.auto &&
    (computedFor.raw !== form.raw || computedFor.data !== form.data || computedFor.calculator !== calculator)
  ) {
    const unchanged =
      computedFor.values !== undefined &&
      computedFor.data === form.data &&
      computedFor.calculator === calculator &&
      sameValues(computedFor.values, form.current);
    setComputedFor({ raw: form.raw, data: form.data, calculator, values: form.current });
    const outcome = unchanged ? null : attempt(calculator, form.current, form.data);
    if (outcome) setRefused('refused' in outcome ? outcome.refused : []);
    // When a guard fails, the last values that passed stay: those typed last, even if never drawn.
    const next =
      outcome && 'refused' in outcome
        ? form.skipped.reduce<Evaluation | null>(
            (found, values) => found ?? calculate(calculator, { ...form.defaults, ...values }, form.data),
            null,
          )
        : outcome;
    if (next) setEvaluation(next);
  }
  const initialEvaluation = useRef(evaluation);
  // Only a new evaluation is news; the callback may be a new function on every render.
  const reportCalculated = useEffectEvent(() => calculated?.());
  useEffect(() => {
    if (evaluation && evaluation !== initialEvaluation.current) reportCalculated();
  }, [evaluation]);
  const start = (values: RawValues) => {
    const next = calculate(calculator, values, form.data);
    initialEvaluation.current = next;
    setEvaluation(next);
    setComputedFor({ raw: form.raw, data: form.data, calculator, values });
  };
  return [evaluation, setEvaluation, start, refused, setRefused] as const;
}

/**
 * The form's values as the calculator draws them, from react-hook-form's `watch`. What the visitor
 * types in a field, when it shows, hides or disables no field, is paced (pace.ts): on a device that
 * draws a calculation quickly, in the keystroke's own render (the results in the key's frame);
 * else in a transition, so that the keystroke's own render is its field's alone, the browser paints
 * the key, and React draws the results next, in a render the next key may interrupt (on a phone the
 * key is on screen at once: bench/README.md, "A phone's speed"). Every other change (a choice that
 * changes the form, a reset, a shared link, a swap, a follow-up, a value found in reverse) is drawn
 * at once. Until a paced change is drawn, `card` (the results) is aria-busy: assistive technology
 * announces the new results once, when they are there.
 */
function useFormValues(
  calculator: CalculatorModule,
  watch: UseFormWatch<RawValues>,
  initial: RawValues,
  card: RefObject<HTMLElement | null>,
): { values: RawValues; skipped: readonly RawValues[] } {
  const [form, setForm] = useState<{ values: RawValues; skipped: readonly RawValues[] }>({
    values: initial,
    skipped: [],
  });
  // The values last drawn: those set after them and before the newest were skipped.
  const drawn = useRef(initial);
  // Which fields are shown, hidden and disabled, as last set.
  const shown = useRef<string>(undefined);
  useEffect(() => {
    shown.current ??= JSON.stringify(inputStateOf(calculator, initial));
    const subscription = watch((next, { type }) => {
      // A copy: react-hook-form may later change in place the row arrays of what it hands over.
      const values = structuredClone(next) as RawValues;
      const update = () =>
        setForm((last) => ({
          values,
          skipped: last.values === drawn.current ? [] : [last.values, ...last.skipped],
        }));
      const state = JSON.stringify(inputStateOf(calculator, { ...initial, ...values }));
      // `change`: a field's own change event (a setValue or a reset has none).
      if (type === 'change' && state === shown.current)
        paced(update, () => card.current?.setAttribute('aria-busy', 'true'));
      else update();
      shown.current = state;
    });
    return () => subscription.unsubscribe();
  }, [calculator, watch, initial, card]);
  useDrawTime(form.values);
  // These values drawn: the results are no longer busy.
  useLayoutEffect(() => {
    drawn.current = form.values;
    card.current?.removeAttribute('aria-busy');
  }, [form.values, card]);
  return form;
}

/** Follow-up changes: dependent selects reset when their parent changes (their kind's `follow`); disabled fields clear. */
function useFollowUps(
  calculator: CalculatorModule,
  watch: UseFormWatch<RawValues>,
  setValue: UseFormSetValue<RawValues>,
) {
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (!name) return;
      const current = values as RawValues;
      for (const input of calculator.inputs) {
        const next = kindOf(input).follow?.(input, name, current);
        if (next !== undefined) setValue(input.id, next);
      }
      const disabled = inputStateOf(calculator, current).disabled;
      for (const [id, off] of Object.entries(disabled)) if (off && current[id] !== '') setValue(id, '');
    });
    return () => subscription.unsubscribe();
  }, [calculator, watch, setValue]);
}

/** A data source's refresh button and its state (loading, the warning of a failure). */
function SourceControl({
  source,
  sources,
  onRefresh,
}: {
  source: SourceSpec;
  sources: ReturnType<typeof useSources>;
  onRefresh: () => void;
}) {
  const status = sources.status[source.id]!;
  return (
    <div className="source">
      <button
        type="button"
        className="secondary"
        onClick={() => {
          onRefresh();
          void sources.refresh(source);
        }}
        disabled={status.loading}
        aria-busy={status.loading}
      >
        <span className={status.loading ? 'spin' : undefined} aria-hidden="true">
          ↻
        </span>{' '}
        {source.refreshLabel ?? 'Aggiorna dati'}
      </button>
      <SourceState source={source} status={status} />
    </div>
  );
}

/**
 * Once the visitor's day is known (after the hydration of a prerendered page, which knew none): the
 * fields that start at it and still hold what the page started with take it, and the first results
 * are computed for it (`start`).
 */
function useVisitorDay(
  calculator: CalculatorModule,
  today: number | undefined,
  form: Pick<UseFormReturn<RawValues>, 'getValues' | 'resetField'>,
  start: (values: RawValues) => void,
  linked: RefObject<boolean>,
) {
  const known = useRef(today);
  const onDay = useEffectEvent((day: number) => {
    const values = { ...form.getValues() };
    // A link's values are whole (a date it leaves out is already the day it was opened): a date it clears stays clear.
    if (!linked.current)
      for (const input of calculator.inputs) {
        const initial = initialValue(input, day);
        if (initial !== input.default && values[input.id] === input.default) {
          form.resetField(input.id, { defaultValue: initial });
          values[input.id] = initial;
        }
      }
    start(values);
  });
  useEffect(() => {
    if (!calculator.today || today === undefined || known.current === today) return;
    known.current = today;
    onDay(today);
  }, [calculator, today]);
}

/**
 * A field whose options depend on another field (`dependsOn`): it watches that one, so its options
 * change in the same render as its parent (and as the value a follow-up gives it), not a render behind.
 */
const DependentField = memo(function DependentField(props: FieldProps<InputSpec>) {
  const parent = 'dependsOn' in props.input ? (props.input.dependsOn ?? '') : '';
  const value = useWatch({ control: props.control, name: parent });
  const form = useMemo(() => ({ ...props.form, [parent]: value }), [props.form, parent, value]);
  const { Component } = fieldOf(props.input);
  return <Component {...props} form={form} />;
});

export interface CalculatorProps {
  calculator: CalculatorModule;
  events?: CalculatorEvents;
  /** On a calculator page: the path of its embeddable copy, which 'Incorpora' offers. */
  embed?: string;
  /** Drawn as an embed on another site: without the share tools. */
  embedded?: boolean;
}

export function Calculator({ calculator, events = {}, embed, embedded = false }: CalculatorProps) {
  const uid = useId();
  const today = useToday(calculator.today === true);
  const defaults = useMemo(() => defaultValues(calculator, today), [calculator, today]);
  const { control, getValues, setValue, watch, handleSubmit, reset, resetField } = useForm<RawValues>({
    defaultValues: defaults,
  });
  // The form's values as drawn: a keystroke's results follow its frame (useFormValues).
  const resultsCard = useRef<HTMLElement>(null);
  const { values: raw, skipped } = useFormValues(calculator, watch, defaults, resultsCard);
  // Every field, even one the form has not reported yet.
  const current = useMemo(() => ({ ...defaults, ...raw }), [defaults, raw]);
  const sources = useSources(calculator.sources, events.apiCall);
  const auto = calculator.trigger === 'auto';

  const [evaluation, setEvaluation, start, refused, setRefused] = useEvaluation(
    calculator,
    { raw, current, skipped, defaults, data: sources.data, auto, today },
    events.calculated,
  );
  // Set when a share link's values are restored (the visitor's day then changes none of them).
  const linked = useRef(false);
  useVisitorDay(calculator, today, { getValues, resetField }, start, linked);
  const state = useMemo(() => inputStateOf(calculator, current), [calculator, current]);
  const reverse = useReverse(calculator, { control, setValue, current }, evaluation, sources.data);
  // The form a render behind, with the tables and charts: what the keystroke's frame need not show.
  const later = useDeferredValue(current);
  // A shared link's calculation, once hydrated; calculated at once even when the trigger is a button.
  // The address follows the form a render behind (it changes a moment after the last keystroke
  // anyway: url.ts), so encoding the link is not part of a keystroke's frame.
  // A link whose values a guard refuses shows no results (never the defaults' beside its values).
  const share = useShareLink(calculator, later, reverse.link, embedded ? EMBED_PARAMS : undefined, (state) => {
    linked.current = true;
    reset(state.values, { keepDefaultValues: true });
    const outcome = attempt(calculator, state.values, sources.data);
    setEvaluation('refused' in outcome ? null : outcome);
    setRefused('refused' in outcome ? outcome.refused : []);
    if (state.reverse) void reverse.open(state.reverse);
  });
  // Reverse mode shows the solved form: the found input first, then the results at it.
  const shown = reverse.view ?? { calculator, evaluation };
  // What Confronta pins (in reverse mode, with the value found), a render behind too.
  const pinned = useDeferredValue(reverse.values);

  useFollowUps(calculator, watch, setValue);

  // What was typed before hydration, once the fields are registered (and after a shared link).
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form);
  useWarmKeystroke(form, calculator, getValues);

  const onSubmit = (event: FormEvent) => {
    void handleSubmit(() => {
      const outcome = attempt(calculator, getValues(), sources.data);
      setRefused('refused' in outcome ? outcome.refused : []);
      if (!('refused' in outcome)) setEvaluation(outcome);
    })(event);
  };

  const swap = (a: string, b: string) => {
    events.interaction?.('swap');
    const values = getValues();
    setValue(a, values[b]!);
    setValue(b, values[a]!);
  };

  const isTabList = (input: InputSpec) => kindOf(input).layout === 'tablist';
  const tabs = calculator.inputs.filter(isTabList);
  const fields = calculator.inputs.filter((i) => !isTabList(i) && !state.hidden[i.id] && i.id !== reverse.found);
  const panel = `${uid}-fields`;
  // Fields are memoised (inputs/fields.ts): a keystroke renders the field typed in (its controller)
  // and no other, since their props stay the same; a field whose options depend on another follows
  // that one itself (DependentField).
  const renderInput = (input: InputSpec) => {
    const Component = 'dependsOn' in input && input.dependsOn !== undefined ? DependentField : fieldOf(input).Component;
    return (
      <Component
        key={input.id}
        input={input}
        id={`${uid}-${input.id}`}
        name={input.id}
        control={control}
        disabled={state.disabled[input.id] === true}
        form={defaults}
        panel={panel}
        refused={refused.includes(input.id)}
      />
    );
  };
  // With tabs, the other fields are their tab panel, labelled by the chosen tabs.
  const chosenTabs = tabs
    .map((t) => fieldOf(t).labelOf?.(t, `${uid}-${t.id}`, current))
    .filter((id) => id !== undefined);
  const panelRole = tabs.length ? { role: 'tabpanel', id: panel, 'aria-labelledby': chosenTabs.join(' ') } : {};

  return (
    <div className="calculator">
      <form ref={form} className="card inputs" onSubmit={onSubmit} noValidate aria-label={`Dati: ${calculator.title}`}>
        {tabs.map(renderInput)}
        <div className="fields" {...panelRole}>
          {fields.map(renderInput)}
        </div>
        {reverse.controls}
        {calculator.actions.map((action) =>
          state.actions[action.id] ? (
            <button key={action.id} type="button" className="secondary" onClick={() => swap(...action.fields)}>
              ⇅ {action.label}
            </button>
          ) : null,
        )}
        {calculator.sources.map((source) => (
          <SourceControl
            key={source.id}
            source={source}
            sources={sources}
            onRefresh={() => events.interaction?.('refresh')}
          />
        ))}
        <button type="submit" className="primary">
          Calcola
        </button>
      </form>
      <section
        ref={resultsCard}
        tabIndex={-1}
        className="card results-card"
        aria-live="polite"
        aria-labelledby={`${uid}-results`}
      >
        <h2 id={`${uid}-results`}>Risultati</h2>
        <ResultsView calculator={shown.calculator} evaluation={shown.evaluation} />
        {reverse.choices}
      </section>
      <ResultBarView calculator={shown.calculator} evaluation={shown.evaluation} card={resultsCard} />
      {embedded ? null : (
        // A render behind (memo: a keystroke's render skips it): the comparison is a table.
        <ShareTools
          calculator={calculator}
          values={pinned ?? later}
          data={sources.data}
          scenarios={share.scenarios}
          setScenarios={share.setScenarios}
          lost={share.lost}
          nothingFound={pinned === undefined}
          embed={embed}
        />
      )}
      {shown.evaluation ? (
        <>
          <NotesView calculator={calculator} evaluation={shown.evaluation} />
          <Figures calculator={calculator} evaluation={shown.evaluation} />
        </>
      ) : null}
    </div>
  );
}
