/**
 * Confirms something to the visitor in a toast, on any page: `showToast('Link copiato')`. The first
 * toast loads the toasts' region (ToastHost.tsx), which shows it as soon as it is there: a page that
 * shows none loads none of it.
 */
import { pushToast, type ToastAction } from './toast.ts';

let regionRequested = false;

export function showToast(text: string, action?: ToastAction): void {
  pushToast(text, action);
  if (regionRequested) return;
  regionRequested = true;
  void import('./ToastHost.tsx').then((host) => host.mountToastHost());
}
