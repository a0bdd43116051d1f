/**
 * The numbers of toasts and tooltips fixed by the spec (§9). They are the defaults of Radix UI's
 * Toast and Tooltip primitives (and of its `use-toast` recipe for the limit and the removal delay),
 * written here anyway so that the spec's numbers can be read, and tested, in one place.
 */

/** At most 1 toast at a time: a new one replaces the one shown. */
export const TOAST_LIMIT = 1;
/** A dismissed toast is removed after this many milliseconds. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** A toast closes by itself after this many milliseconds. */
export const TOAST_DURATION = 5000;
/** The key that moves focus to the toasts' region. */
export const TOAST_HOTKEY = ['F8'];
/** Pixels of a swipe that dismiss a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Milliseconds of hovering or focus before a tooltip opens. */
export const TOOLTIP_DELAY = 700;
/** After a tooltip closes, the next one opens at once for this many milliseconds. */
export const TOOLTIP_SKIP_DELAY = 300;
