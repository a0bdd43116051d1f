/**
 * The toasts being shown, outside React, so that a toast can be asked for before the toasts' region
 * (ToastHost.tsx) is there: show-toast.ts adds one and loads the region, which then shows them.
 */
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from './constants.ts';

/** A button in a toast ('Aggiorna'): such a toast stays until it is used or closed. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  text: string;
  open: boolean;
  action?: ToastAction;
}

let toasts: Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

const publish = (next: Toast[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

/** Adds a toast; the oldest ones beyond TOAST_LIMIT go. */
export function pushToast(text: string, action?: ToastAction): void {
  lastId += 1;
  publish([{ id: lastId, text, open: true, action }, ...toasts].slice(0, TOAST_LIMIT));
}

/** Closes a toast; it is removed TOAST_REMOVE_DELAY ms later. */
export function dismissToast(id: number): void {
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => publish(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): Toast[] => toasts;
