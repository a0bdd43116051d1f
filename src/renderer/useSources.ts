import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { SourceData, SourceSpec } from '../../language/spec.ts';
import { fallbackData } from '../engine/compute.ts';
import { loadSource } from '../engine/sources.ts';

export interface SourceStatus {
  loading: boolean;
  /** The last call failed or its answer was refused. */
  failed: boolean;
  /** When the data in use arrived; undefined while the fallback is in use. */
  updated?: Date;
}

/**
 * A calculator's data sources: the fallback at once, fetched data after load and on each refresh.
 * A failed call keeps the last good answer: this page's, else the one kept on the device by an
 * earlier visit (with no network, the rates of the last visit, with their date); the fallback
 * stays only until a good answer arrives.
 */
export function useSources(
  specs: readonly SourceSpec[],
  onAnswer?: (source: string, ok: boolean) => void,
  onData?: (data: SourceData) => void,
) {
  const [data, setData] = useState<SourceData>(() => Object.fromEntries(specs.map((s) => [s.id, fallbackData(s)])));
  const [status, setStatus] = useState<Record<string, SourceStatus>>(() =>
    Object.fromEntries(specs.map((s) => [s.id, { loading: true, failed: false }])),
  );

  // Read at call time, so a new callback does not restart the fetches.
  const answered = useRef(onAnswer);
  useEffect(() => {
    answered.current = onAnswer;
  });
  // Each answer's data to `onData` (the session computes again with it); the fallback it starts with is no news.
  const first = useRef(data);
  const reportData = useEffectEvent((next: SourceData) => onData?.(next));
  useEffect(() => {
    if (data !== first.current) reportData(data);
  }, [data]);

  // The sources that have data other than the fallback in this page.
  const answeredHere = useRef(new Set<string>());

  const refresh = useCallback(async (source: SourceSpec) => {
    setStatus((prev) => ({ ...prev, [source.id]: { ...prev[source.id], loading: true, failed: false } }));
    try {
      const values = await loadSource(source);
      const updated = new Date();
      void import('../engine/kept.ts').then((kept) => kept.keepAnswer(source, values, updated));
      answeredHere.current.add(source.id);
      setData((prev) => ({ ...prev, [source.id]: values }));
      setStatus((prev) => ({ ...prev, [source.id]: { loading: false, failed: false, updated } }));
      answered.current?.(source.id, true);
    } catch {
      // The source's own message only: an error's text may hold the answer's body.
      console.error(source.error);
      const kept = answeredHere.current.has(source.id)
        ? undefined
        : await import('../engine/kept.ts').then(
            (module) => module.keptAnswer(source),
            () => undefined,
          );
      if (kept) {
        answeredHere.current.add(source.id);
        setData((prev) => ({ ...prev, [source.id]: kept.values }));
      }
      setStatus((prev) => ({
        ...prev,
        [source.id]: { ...prev[source.id], loading: false, failed: true, ...(kept && { updated: kept.received }) },
      }));
      answered.current?.(source.id, false);
    }
  }, []);

  useEffect(() => {
    specs.forEach((source) => void refresh(source));
  }, [specs, refresh]);

  return { data, status, refresh };
}
