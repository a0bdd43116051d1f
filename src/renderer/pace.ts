/**
 * When a keystroke's results are drawn: in the keystroke's own frame on a device that draws them
 * quickly, a frame later on one that does not. The frame that follows a key shows the key at once
 * (interaction to next paint: bench/README.md, "A phone's speed"); a slow phone would otherwise wait
 * for the whole calculator to render before it paints the digit typed.
 *
 * How long a calculation takes to draw is measured on each one (from the calculator's render to
 * its commit, before the paint: useDrawTime): after QUICK_IN_A_ROW within IN_FRAME_MS, the next
 * keystroke draws its results in its own render (paced runs the update at once); after one over it,
 * in a transition of their own, which React slices so that the browser paints the key first. Until
 * then, results follow in a transition: the first keystrokes on a phone are the slowest.
 */
import { startTransition, useLayoutEffect, useRef } from 'react';

/** A calculation drawn within this (ms) is quick. */
const IN_FRAME_MS = 2;

/**
 * How many quick calculations in a row make the device quick: a single quick one can be an accident
 * of the measure (a render React resumed), and a slow device must not draw in the keystroke's frame.
 */
const QUICK_IN_A_ROW = 3;

/** The quick calculations in a row so far on this page (one device: one count per page). */
let quickInARow = 0;

/**
 * Runs the state update that draws new form values: at once on a quick device, else in a transition,
 * after `deferring` (what the page shows meanwhile).
 */
export function paced(update: () => void, deferring: () => void): void {
  if (quickInARow >= QUICK_IN_A_ROW) {
    update();
    return;
  }
  deferring();
  startTransition(update);
}

/** Times the render that draws `values`, when they change (not the first: a hydration is no calculation). */
export function useDrawTime(values: unknown): void {
  const started = useRef(0);
  started.current = performance.now();
  const drawn = useRef(values);
  // After each commit, before the paint: a commit that drew other values is a calculation drawn.
  useLayoutEffect(() => {
    if (drawn.current !== values) quickInARow = performance.now() - started.current < IN_FRAME_MS ? quickInARow + 1 : 0;
    drawn.current = values;
  });
}
