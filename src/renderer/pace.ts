/**
 * When a keystroke's results are drawn: in the keystroke's own frame on a device that draws them
 * quickly, a frame later on one that does not. The frame that follows a key shows the key at once
 * (interaction to next paint: bench/README.md, "A phone's speed"); a slow phone would otherwise wait
 * for the whole calculator to render before it paints the digit typed.
 *
 * How long a calculation takes to draw is measured on each one (from the calculator's render to
 * its commit, before the paint: useDrawTime): within IN_FRAME_MS, the next keystroke draws its
 * results in its own render (paced runs the update at once); over it, in a transition of their own,
 * which React slices so that the browser paints the key first. Until a calculation has been
 * measured, results follow in a transition: the first keystroke on a phone is the slowest.
 */
import { startTransition, useLayoutEffect, useRef } from 'react';

/** A calculation drawn within this (ms) is drawn in the frame of its keystroke from then on. */
export const IN_FRAME_MS = 2;

/** Whether this device's last calculation was drawn within IN_FRAME_MS (one device: one flag per page). */
let quick = false;

/** Runs the state update that draws new form values: at once on a quick device, else in a transition. */
export function paced(update: () => void): void {
  if (quick) update();
  else startTransition(update);
}

/** Times the render that draws `values`, when they change (not the first: a hydration is no calculation). */
export function useDrawTime(values: unknown): void {
  const started = useRef(0);
  started.current = performance.now();
  const drawn = useRef(values);
  // After each commit, before the paint: a commit that drew other values is a calculation drawn.
  useLayoutEffect(() => {
    if (drawn.current !== values) quick = performance.now() - started.current < IN_FRAME_MS;
    drawn.current = values;
  });
}
