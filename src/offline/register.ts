/**
 * Registers the service worker (sw.ts); src/main.tsx loads this module once the page has loaded
 * and the browser is idle, so nothing of the offline copy competes with the first paint.
 *
 * - The first visit: the page and its chunks arrived before the worker ran; they are kept now.
 * - Every visit: the worker is asked to bring what is kept up to date (prune.ts).
 * - A new version: it waits (sw.ts). The visitor is offered 'Aggiorna' (a toast), which switches
 *   to it and reloads the page; otherwise it takes over when the visitor leaves this page, so the
 *   next page is the new version's, and this page never runs on a worker of another version.
 */
import { showToast } from '../overlays/show-toast.ts';
import { KEEP_UP_TO_DATE, SKIP_WAITING } from './caches.ts';
import { saveForOffline } from './save.ts';

const skipWaiting = (worker: ServiceWorker) => worker.postMessage({ type: SKIP_WAITING });

export async function registerServiceWorker(): Promise<void> {
  const { serviceWorker } = navigator;
  // Refused (some private modes; a test that blocks service workers): the site works online as before.
  const registration = await serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
  if (!registration) return;

  if (!serviceWorker.controller) {
    const chunks = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.href);
    // A page that is not the site's (the 404 page) is not kept; the next visit tries again.
    await saveForOffline([location.href, ...chunks]).catch(() => undefined);
  }
  // The kept pages and their chunks up to date with the worker's build (a page of an earlier build
  // fetched again, a missing chunk fetched): the worker does it once in its life (prune.ts).
  void serviceWorker.ready.then(() => serviceWorker.controller?.postMessage({ type: KEEP_UP_TO_DATE }));

  let accepted = false;
  const offer = (worker: ServiceWorker) => {
    showToast('È disponibile una nuova versione del sito.', {
      label: 'Aggiorna',
      run: () => {
        accepted = true;
        skipWaiting(worker);
      },
    });
  };
  serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
  });
  addEventListener('pagehide', () => {
    if (registration.waiting) skipWaiting(registration.waiting);
  });
  /** A new version being installed is offered once it is installed (and waits). */
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && serviceWorker.controller) offer(worker);
    });
  if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
  // One found before this ran (this module runs at idle, after the page loaded) is installing now.
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}
