/**
 * Reading a data source's answer: its `base` property must be the source's `base` when one is
 * set, and the map at `pick` must hold every key of the fallback as a positive finite number,
 * else the answer is refused and the fallback stays.
 */

import type { SourceSpec } from '../../language/spec.ts';
import { fetchJson } from './fetchJson.ts';

export function readSourceAnswer(source: SourceSpec, answer: unknown): Record<string, number> {
  if (source.base !== undefined) {
    const base = answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>).base : undefined;
    if (base !== source.base) throw new Error(`Base ${JSON.stringify(base)} invece di "${source.base}"`);
  }
  let node: unknown = answer;
  for (const key of (source.pick ?? '').split('.').filter(Boolean)) {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  if (node === null || typeof node !== 'object') throw new Error(`Risposta senza "${source.pick ?? ''}"`);
  const map = node as Record<string, unknown>;
  const out: Record<string, number> = {};
  for (const key of Object.keys(source.fallback)) {
    const value = map[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
      throw new Error(`Valore non valido per ${key}`);
    out[key] = value;
  }
  return { ...out, ...source.add };
}

/** Fetches a source (public API: no cookies) and reads it. */
export async function loadSource(source: SourceSpec): Promise<Record<string, number>> {
  return readSourceAnswer(source, await fetchJson(source.url, { timeoutMs: source.timeoutMs, credentials: 'omit' }));
}
