/**
 * Resolves in a later task, so the work after it does not lengthen the current one: the browser's
 * scheduler.yield() where there is one (it keeps the page's turn), else a message to the page
 * itself (as React's scheduler does: unlike a zero timeout, not delayed in a background tab).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `run` once the browser has painted the next frame: for work a visitor does not see (an
 * analytics event), so that it does not delay the frame of the keystroke that caused it.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => void nextTask().then(run));
}
