/**
 * A source's last good answer kept on the device (localStorage), for a visit with no network
 * (src/renderer/useSources.ts loads this module when a call has answered or failed).
 */
import type { SourceSpec } from '../../language/spec.ts';
import { readSourceAnswer } from './sources.ts';

/** The last good answer of a source, kept on the device, and when it arrived. */
export interface KeptAnswer {
  values: Record<string, number>;
  received: Date;
}

/** What a kept answer's key in localStorage starts with; the source's address follows. */
export const KEPT_PREFIX = 'fonte:';
const keptKey = (source: SourceSpec) => `${KEPT_PREFIX}${source.url}`;

/** Keeps a source's good answer on the device (localStorage), for a visit with no network. */
export function keepAnswer(source: SourceSpec, values: Record<string, number>, received: Date): void {
  try {
    localStorage.setItem(keptKey(source), JSON.stringify({ values, received: received.toISOString() }));
  } catch {
    // Storage refused (private browsing, full): the next visit has only the fallback.
  }
}

/**
 * The last good answer kept on the device, if any: read again as an answer would be (the source's
 * keys, positive finite numbers), so that a kept answer of another version of the source is refused.
 */
export function keptAnswer(source: SourceSpec): KeptAnswer | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(keptKey(source)) ?? 'null') as {
      values: unknown;
      received: string;
    } | null;
    const received = new Date(kept?.received ?? Number.NaN);
    if (!kept || Number.isNaN(received.getTime())) return undefined;
    return { values: readSourceAnswer({ ...source, base: undefined, pick: undefined }, kept.values), received };
  } catch {
    return undefined;
  }
}
