/**
 * Keeps a calculation in the page's URL. On mount (after hydration: the prerendered page shows the
 * defaults) the query's calculation is restored; then each change replaces the URL (a moment after
 * the last keystroke: url.ts), so that typing adds no history entry, while reload, back/forward to
 * the page and a pasted link all find the calculation there.
 */
import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import type { CalculatorModule, RawValues } from '../../language/spec.ts';
import { decodeState, encodeState } from './codec.ts';
import { setAddressSoon } from './url.ts';

export function useShareLink(calculator: CalculatorModule, values: RawValues, restore: (values: RawValues) => void) {
  const [scenarios, setScenarios] = useState<RawValues[]>([]);
  const [restored, setRestored] = useState(false);
  const onRestore = useEffectEvent(restore);
  // In a transition: the render it starts (the whole calculator) yields to the browser.
  useEffect(() => {
    const state = decodeState(calculator, window.location.search);
    startTransition(() => {
      if (state) {
        onRestore(state.values);
        setScenarios(state.scenarios);
      }
      setRestored(true);
    });
  }, [calculator]);
  useEffect(() => {
    if (!restored) return;
    const query = encodeState(calculator, { values, scenarios });
    const { pathname, hash } = window.location;
    setAddressSoon(`${pathname}${query ? `?${query}` : ''}${hash}`);
  }, [restored, calculator, values, scenarios]);
  return [scenarios, setScenarios] as const;
}
