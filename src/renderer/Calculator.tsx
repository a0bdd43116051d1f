/**
 * The one renderer: draws any calculator from its compiled module, as views of its session
 * (src/engine/session.ts, the one owner of its state). It knows input kinds, result formats and
 * chart kinds, never a particular calculator.
 *
 * Each field follows its own value (react-hook-form's controller on the session's form); the
 * results are drawn in the keystroke's own render (a calculation costs microseconds); the tables,
 * charts and what the page adds (`tools`) follow a render behind (useDeferredValue).
 *
 *   <Calculator calculator={(await entry.load()).default} />
 */
import {
  type FormEvent,
  memo,
  type ReactNode,
  type RefObject,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { todayNumber } from '../../language/dates.ts';
import { formatValue } from '../../language/formats/index.ts';
import { kindOf } from '../../language/inputs/index.ts';
import type { CalculatorModule, ChartData, ChartSpec, Evaluation, InputSpec, SourceSpec } from '../../language/spec.ts';
import { type CalculatorSession, createSession, type SessionSnapshot } from '../engine/session.ts';
import { ChartBlock } from './charts/ChartBlock.tsx';
import { RowExplain } from './Explain.tsx';
import { chartPoints } from './explain-rows.ts';
import type { FieldProps } from './inputs/field-props.ts';
import { fieldOf } from './inputs/fields.ts';
import { ResultBar } from './ResultBar.tsx';
import { Notes, ResultsCard, Tables } from './Results.tsx';
import { useReverse } from './reverse/useReverse.tsx';
import { SourceState, staleData } from './SourceState.tsx';
import { useSlots } from './slots.tsx';
import { typedValues } from './typed.ts';
import { useDatasets } from './useDatasets.ts';
import { useSources } from './useSources.ts';

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

interface FiguresProps {
  calculator: CalculatorModule;
  evaluation: Evaluation;
}

const Figures = memo(function Figures({ calculator, evaluation }: FiguresProps) {
  const { Download } = useSlots();
  return (
    <>
      <Tables calculator={calculator} evaluation={evaluation} />
      {calculator.charts.map((chart) => {
        const data = evaluation.charts[chart.id];
        const points = data && chartPoints(chart, data);
        return data ? (
          <ChartBlock key={chart.id} spec={chart} data={data}>
            {points ? <RowExplain calculator={calculator} evaluation={evaluation} shown={points} /> : null}
            {Download ? (
              <Download title={chart.title} calculatorTitle={calculator.title} {...chartCsv(chart, data)} />
            ) : null}
          </ChartBlock>
        ) : null;
      })}
    </>
  );
});

// Drawn again only when what they show changes (a field shown, a source's state leave them be).
const ResultsView = memo(ResultsCard);
const ResultBarView = memo(ResultBar);
const NotesView = memo(Notes);

/** Above a pinned permalink's results computed with rules since changed: which ones, and the way back to today's. */
function PinNote({ day, book, unpin }: { day: number; book: string; unpin: () => void }) {
  return (
    <div className="pin-note" role="note">
      <p>
        Risultati calcolati con le regole in vigore il {formatValue(day, 'date')} (versione {book}), come nel resoconto
        da cui arrivi. Da allora alcune regole sono cambiate: sotto ogni risultato principale trovi quanto darebbero le
        regole di oggi.
      </p>
      <button type="button" className="secondary" onClick={unpin}>
        Usa le regole di oggi
      </button>
    </div>
  );
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
 * A field whose options depend on another field (`dependsOn`): it follows that one itself, so its
 * options change in the same render as its parent.
 */
const DependentField = memo(function DependentField(props: FieldProps<InputSpec>) {
  const parent = 'dependsOn' in props.input ? (props.input.dependsOn ?? '') : '';
  const value = useWatch({ control: props.control, name: parent });
  const form = useMemo(() => ({ ...props.form, [parent]: value }), [props.form, parent, value]);
  const { Component } = fieldOf(props.input);
  return <Component {...props} form={form} />;
});

/** What the page adds under the results (src/islands/calculator.tsx: share link, Confronta, embed), a render behind. */
export type CalculatorTools = (view: { session: CalculatorSession; snapshot: SessionSnapshot }) => ReactNode;

export interface CalculatorProps {
  calculator: CalculatorModule;
  events?: CalculatorEvents;
  tools?: CalculatorTools | undefined;
}

/** "«Importo del mutuo»", "«Prezzo» e «Costo»": the fields to fix, as the stale mark names them. */
function fieldNames(calculator: CalculatorModule, ids: readonly string[]): string {
  const names = ids.map((id) => `«${calculator.inputs.find((i) => i.id === id)?.label ?? id}»`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
}

/** Each session's views anew (react-hook-form's useForm keeps the first form control it is given). */
let sessions = 0;

export function Calculator({ calculator, ...props }: CalculatorProps) {
  const last = useRef<CalculatorSession>(undefined);
  const form = useRef<HTMLFormElement>(null);
  // A new module (hot replacement in development, the studio's next version) is a new session,
  // with the values the last one held, and the field being typed in keeps the focus.
  const { session, key, focused } = useMemo(() => {
    // No form yet on the first render (nor on the server): nothing was being typed.
    const active = form.current ? document.activeElement : null;
    return {
      session: createSession(calculator, last.current?.getSnapshot().values),
      key: ++sessions,
      focused: active && form.current?.contains(active) ? (active.getAttribute('name') ?? undefined) : undefined,
    };
  }, [calculator]);
  useEffect(() => {
    last.current = session;
  }, [session]);
  return <SessionView key={key} session={session} form={form} focused={focused} {...props} />;
}

function SessionView({
  session,
  form,
  focused,
  events = {},
  tools,
}: Omit<CalculatorProps, 'calculator'> & {
  session: CalculatorSession;
  form: RefObject<HTMLFormElement | null>;
  focused: string | undefined;
}) {
  const { calculator } = session;
  const uid = useId();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  // Connects the fields (useController) to the session's form; nothing here reads its form state.
  useForm({ formControl: session.formControl });
  useLayoutEffect(() => {
    if (focused) form.current?.querySelector<HTMLElement>(`[name="${CSS.escape(focused)}"]`)?.focus();
  }, [form, focused]);

  useDatasets(session);
  // Once hydrated (the prerendered page drew the defaults): the visitor's day, a shared link's
  // calculation, and what was typed before the scripts took over, read from the fields now.
  useLayoutEffect(() => {
    void session.start({
      today: calculator.today ? todayNumber() : undefined,
      search: window.location.search,
      typed: typedValues(form.current),
    });
  }, [session, calculator, form]);

  const reportCalculated = useEffectEvent(() => events.calculated?.());
  useEffect(() => {
    if (snapshot.calculations > 0) reportCalculated();
  }, [snapshot.calculations]);

  const sources = useSources(calculator.sources, events.apiCall, session.setData);
  const reverse = useReverse(session, snapshot, uid);
  const { shown, state, refused } = snapshot;
  // Tables, charts and the page's tools a render behind: the keystroke's own render is the field's and the results'.
  const later = useDeferredValue(snapshot);
  const laterShown = later.shown.evaluation;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const first = session.submit();
    // The field to fix: the one a guard refused, else one whose text is not a number.
    const target = first
      ? document.getElementById(`${uid}-${first}`)
      : form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  };

  const swap = (a: string, b: string) => {
    events.interaction?.('swap');
    session.swap(a, b);
  };

  const isTabList = (input: InputSpec) => kindOf(input).layout === 'tablist';
  const tabs = calculator.inputs.filter(isTabList);
  const fields = calculator.inputs.filter((i) => !isTabList(i) && !state.hidden[i.id] && i.id !== reverse.found);
  const panel = `${uid}-fields`;
  // Fields are memoised (inputs/fields.ts): a keystroke renders the field typed in (its controller)
  // and no other, since their props stay the same.
  const renderInput = (input: InputSpec) => {
    const Component = 'dependsOn' in input && input.dependsOn !== undefined ? DependentField : fieldOf(input).Component;
    return (
      <Component
        key={input.id}
        input={input}
        id={`${uid}-${input.id}`}
        name={input.id}
        control={session.control}
        disabled={state.disabled[input.id] === true}
        form={session.defaults}
        panel={panel}
        refused={refused.includes(input.id)}
      />
    );
  };
  // With tabs, the other fields are their tab panel, labelled by the chosen tabs.
  const chosenTabs = tabs
    .map((t) => fieldOf(t).labelOf?.(t, `${uid}-${t.id}`, snapshot.values))
    .filter((id) => id !== undefined);
  const panelRole = tabs.length ? { role: 'tabpanel', id: panel, 'aria-labelledby': chosenTabs.join(' ') } : {};
  const stale = snapshot.stale ? fieldNames(calculator, refused) : undefined;
  const dataNote = staleData(calculator.sources, sources.status);
  const card = useRef<HTMLElement>(null);

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
        ref={card}
        tabIndex={-1}
        className="card results-card"
        aria-live="polite"
        aria-labelledby={`${uid}-results`}
      >
        <h2 id={`${uid}-results`}>Risultati</h2>
        {snapshot.pin?.changed ? (
          <PinNote day={snapshot.pin.day} book={snapshot.pin.book} unpin={session.unpin} />
        ) : null}
        <ResultsView
          calculator={shown.calculator}
          evaluation={shown.evaluation}
          stale={stale}
          today={snapshot.pin?.changed ? snapshot.pin.today : undefined}
          dataNote={dataNote}
        />
        {reverse.choices}
      </section>
      <ResultBarView
        calculator={shown.calculator}
        evaluation={shown.evaluation}
        card={card}
        stale={stale !== undefined}
        dataNote={dataNote}
      />
      {tools?.({ session, snapshot: later })}
      {shown.evaluation && laterShown ? (
        <>
          <NotesView calculator={calculator} evaluation={shown.evaluation} />
          <Figures calculator={later.shown.calculator} evaluation={laterShown} />
        </>
      ) : null}
    </div>
  );
}
