import { useCallback, useEffect, useRef, useState } from 'react';
import { fallbackData } from '../engine/compute.ts';
import { loadSource } from '../engine/sources.ts';
import type { SourceData, SourceSpec } from '../engine/types.ts';

export interface SourceStatus {
  loading: boolean;
  /** The call failed: the fallback is in use. */
  failed: boolean;
  /** When the data last arrived. */
  updated?: Date;
}

/** A calculator's data sources: fallback data at once, fetched data after load and each refresh. */
export function useSources(specs: readonly SourceSpec[], onAnswer?: (source: string, ok: boolean) => void) {
  const [data, setData] = useState<SourceData>(() => Object.fromEntries(specs.map((s) => [s.id, fallbackData(s)])));
  const [status, setStatus] = useState<Record<string, SourceStatus>>(() =>
    Object.fromEntries(specs.map((s) => [s.id, { loading: true, failed: false }])),
  );

  // Read at call time, so a new callback does not restart the fetches.
  const answered = useRef(onAnswer);
  useEffect(() => {
    answered.current = onAnswer;
  });

  const refresh = useCallback(async (source: SourceSpec) => {
    setStatus((prev) => ({ ...prev, [source.id]: { ...prev[source.id], loading: true, failed: false } }));
    try {
      const values = await loadSource(source);
      setData((prev) => ({ ...prev, [source.id]: values }));
      setStatus((prev) => ({ ...prev, [source.id]: { loading: false, failed: false, updated: new Date() } }));
      answered.current?.(source.id, true);
    } catch (error) {
      console.error(`Errore nel recupero dei dati "${source.id}"`, error);
      setData((prev) => ({ ...prev, [source.id]: fallbackData(source) }));
      setStatus((prev) => ({ ...prev, [source.id]: { loading: false, failed: true } }));
      answered.current?.(source.id, false);
    }
  }, []);

  useEffect(() => {
    specs.forEach((source) => void refresh(source));
  }, [specs, refresh]);

  return { data, status, refresh };
}
