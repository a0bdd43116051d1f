import type { SourceSpec } from '../../language/spec.ts';
import type { SourceStatus } from './useSources.ts';

/** When data arrived: "alle 14:30" today, "il 25 novembre 2026 alle 14:30" on another day (kept on the device). */
function when(date: Date): string {
  const time = `alle ${date.toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit' })}`;
  if (date.toDateString() === new Date().toDateString()) return time;
  return `il ${date.toLocaleDateString('it-IT', { day: 'numeric', month: 'long', year: 'numeric' })} ${time}`;
}

/**
 * What the results say of their data when it is not fresh (the card above them, the phone's result
 * bar beside them): the sample data after a failed call, or the data kept from an earlier answer
 * with its time; undefined while the data are fresh or the first answer is awaited.
 */
export function staleData(specs: readonly SourceSpec[], status: Record<string, SourceStatus>): string | undefined {
  for (const source of specs) {
    const state = status[source.id];
    if (!state?.failed || state.loading) continue;
    return state.updated ? `Dati ricevuti ${when(state.updated)}: non aggiornati` : 'Dati di esempio: non aggiornati';
  }
  return undefined;
}

/**
 * What the visitor is told about a data source: provisional values until the first answer, the
 * time of the data in use, the source's warning when the fallback is in use after a failure, and
 * that the last good data stay (with their date, when they were kept on the device by an earlier
 * visit) when a call fails.
 */
function StatusText({ source, status }: { source: SourceSpec; status: SourceStatus }) {
  if (status.updated) {
    return status.failed ? (
      <p className="note warning" role="status">
        Aggiornamento non riuscito: restano i dati ricevuti {when(status.updated)}.
      </p>
    ) : (
      <small role="status">Aggiornati {when(status.updated)}</small>
    );
  }
  if (status.failed && !status.loading) {
    return (
      <p className="note warning" role="status">
        {source.warning}
      </p>
    );
  }
  return <small role="status">{source.provisional}</small>;
}

/**
 * The status in a box as tall as the source's warning (styles.css lays the warning's text, unseen,
 * under it from `data-room`), so that nothing below moves when the warning replaces the
 * provisional text (CLS 0).
 */
export function SourceState({ source, status }: { source: SourceSpec; status: SourceStatus }) {
  return (
    <div className="source-status" data-room={source.warning}>
      <StatusText source={source} status={status} />
    </div>
  );
}
