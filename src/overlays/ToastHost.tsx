/** The toasts' region (Radix UI Toast), loaded after first paint: it shows what `showToast` holds. */
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from './constants.ts';
import { currentToasts, dismissToast, subscribeToasts } from './toast.ts';

const none: ReturnType<typeof currentToasts> = [];

export default function ToastHost() {
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
