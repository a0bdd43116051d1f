/** The toasts' region (Radix UI Toast), loaded by the first toast (toast.ts): it shows what `showToast` holds. */
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from './constants.ts';
import { currentToasts, dismissToast, subscribeToasts } from './toast.ts';

const none: ReturnType<typeof currentToasts> = [];

function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, () => none);
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeThreshold={TOAST_SWIPE_THRESHOLD} label="Notifica">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className="toast"
          open={toast.open}
          onOpenChange={(open) => open || dismissToast(toast.id)}
          duration={toast.action ? Number.POSITIVE_INFINITY : undefined}
        >
          <RadixToast.Description>{toast.text}</RadixToast.Description>
          {toast.action ? (
            <RadixToast.Action className="toast-action" altText={toast.action.label} onClick={toast.action.run}>
              {toast.action.label}
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close className="toast-close" aria-label="Chiudi">
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" hotkey={TOAST_HOTKEY} label="Notifiche ({hotkey})" />
    </RadixToast.Provider>
  );
}

/** Draws the toasts' region in a root of its own, at the end of the page (once: toast.ts). */
export function mountToastHost(): void {
  const element = document.createElement('div');
  document.body.append(element);
  createRoot(element).render(<ToastHost />);
}
