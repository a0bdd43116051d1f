/**
 * The visitor's day (language/dates.ts: todayNumber) for a calculator that depends on it, or
 * undefined while the page does not know it: on the server, where the prerendered page is built on
 * another day, and in the hydration of that page, which must draw the same HTML. React draws again
 * with the day as soon as the page is hydrated.
 */
import { useSyncExternalStore } from 'react';
import { todayNumber } from '../../language/dates.ts';

// The day is read when a render asks for it; a page left open past midnight keeps its day until
// the visitor changes something (nothing to subscribe to).
const subscribe = () => () => {};
const noDay = () => undefined;

/** The visitor's day when `needed` (the calculator depends on it); else always undefined, so a page that does not need it is not drawn twice. */
export function useToday(needed: boolean): number | undefined {
  return useSyncExternalStore(subscribe, needed ? todayNumber : noDay, noDay);
}
