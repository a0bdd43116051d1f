/**
 * The page's address follows the calculation (useShareLink.ts), written a moment after the last
 * change rather than on every keystroke: `history.replaceState` costs about half a millisecond of
 * each keystroke, and Chrome throttles a page that calls it hundreds of times in a few seconds (a
 * key held down). What reads the address (Copia link, the printout) or leaves the page first
 * writes what is pending (flushAddress).
 */
const DELAY_MS = 300;

let pending: string | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Writes `path` (path, query and fragment) as the page's address: now if flushed, else shortly. */
export function setAddressSoon(path: string): void {
  pending = path;
  clearTimeout(timer);
  timer = setTimeout(flushAddress, DELAY_MS);
}

/** Writes the pending address, if any. */
export function flushAddress(): void {
  clearTimeout(timer);
  if (pending === undefined) return;
  const { pathname, search, hash } = window.location;
  if (pending !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', pending);
  pending = undefined;
}

// Leaving the page (another page, a reload, back/forward): its history entry keeps the calculation.
if (typeof window !== 'undefined') window.addEventListener('pagehide', flushAddress);
