/**
 * What a visitor types before the page's scripts have run is not lost. A built page paints before
 * its JavaScript loads (index.html), so its prerendered form can be typed into before React
 * hydrates it; hydration keeps what the DOM holds but not in the components' state, and a form
 * library may reset the field. So the values changed before hydration are noted, and played back
 * to each control, as the events React listens to, by the component that owns it once hydrated.
 */
import { type RefObject, useEffect } from 'react';

/**
 * The controls that hold what is typed or chosen: text-like inputs and selects (the site's
 * switches, choices and tabs are buttons, which do nothing before hydration).
 */
type Control = HTMLInputElement | HTMLSelectElement;

interface EarlyInput {
  control: Control;
  value: string;
}

let noted: EarlyInput[] = [];

/** Notes the controls under `root` whose value is no longer the one its HTML gave it (before hydrating it). */
export function noteEarlyInput(root: HTMLElement): void {
  noted = [];
  for (const control of root.querySelectorAll<Control>('input, select')) {
    const edited =
      control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : control.value !== control.defaultValue;
    if (edited) noted.push({ control, value: control.value });
  }
}

/**
 * Gives `control` the value `value` as typing would: the events React listens to. React notices a
 * change when a control's value differs from the one it last saw (its value tracker, which
 * assigning `.value` updates): another value is assigned first, then this one, past the tracker,
 * before the events (as testing libraries do).
 */
export function replayValue(control: Control, value: string): void {
  control.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Plays back what was typed in the controls inside `ref`'s element, once: call it in the
 * component that owns them, after its hooks (its effects then run once it is hydrated and its form
 * library has registered the fields, and a shared link's values have been applied: the visitor's
 * typing, which came later, wins).
 */
export function useEarlyInput(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const within = ref.current;
    if (!within) return;
    const mine = noted.filter((input) => within.contains(input.control));
    noted = noted.filter((input) => !mine.includes(input));
    for (const { control, value } of mine) replayValue(control, value);
  }, [ref]);
}
