/**
 * Resolves in a later task, so the work after it does not lengthen the current one: the browser's
 * scheduler.yield() where there is one (it keeps the page's turn), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
