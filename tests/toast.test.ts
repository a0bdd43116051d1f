/**
 * The toast store (src/overlays/toast.ts) with a mocked clock: one toast at a time (spec §9,
 * TOAST_LIMIT), and a dismissed toast kept, closed, for TOAST_REMOVE_DELAY (1,000,000 ms) before it
 * is removed, as Radix's own toast store does.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from '../src/overlays/constants.ts';
import { currentToasts, dismissToast, pushToast, subscribeToasts } from '../src/overlays/toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('keeps at most TOAST_LIMIT toasts, the newest first, and tells its listeners', () => {
  const heard = vi.fn();
  const unsubscribe = subscribeToasts(heard);
  pushToast('Link copiato');
  pushToast('File salvato');
  expect(TOAST_LIMIT).toBe(1);
  expect(currentToasts().map((t) => [t.text, t.open])).toEqual([['File salvato', true]]);
  expect(heard).toHaveBeenCalledTimes(2);
  unsubscribe();
});

it('removes a dismissed toast 1,000,000 ms later, not before', () => {
  pushToast('Link copiato');
  const { id } = currentToasts()[0]!;
  dismissToast(id);
  expect(currentToasts().find((t) => t.id === id)?.open).toBe(false);
  expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
  expect(currentToasts().some((t) => t.id === id)).toBe(true);
  vi.advanceTimersByTime(1);
  expect(currentToasts().some((t) => t.id === id)).toBe(false);
});
