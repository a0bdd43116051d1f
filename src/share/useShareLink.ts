/**
 * Keeps a calculation in the page's URL. On mount (after hydration: the prerendered page shows the
 * defaults) the query's calculation is restored; then each change replaces the URL (a moment after
 * the last keystroke: url.ts), so that typing adds no history entry, while reload, back/forward to
 * the page and a pasted link all find the calculation there. A calculation too long for a link
 * (codec.ts, MAX_QUERY) is written without what does not fit, and `lost` says what that is.
 * The parameters the page owns (`kept`: an embed's theme, src/embed/paths.ts) stay in the address.
 */
import { startTransition, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { CalculatorModule, RawValues } from '../../language/spec.ts';
import { decodeState, linkQuery, type ReverseLink, type SharedState } from './codec.ts';
import { setAddressSoon } from './url.ts';

export function useShareLink(
  calculator: CalculatorModule,
  values: RawValues,
  reverse: ReverseLink | undefined,
  kept: readonly string[] | undefined,
  restore: (state: SharedState) => void,
) {
  const [scenarios, setScenarios] = useState<RawValues[]>([]);
  const [restored, setRestored] = useState(false);
  const onRestore = useEffectEvent(restore);
  // In a transition: the render it starts (the whole calculator) yields to the browser.
  useEffect(() => {
    const state = decodeState(calculator, window.location.search);
    startTransition(() => {
      if (state) {
        onRestore(state);
        setScenarios(state.scenarios);
      }
      setRestored(true);
    });
  }, [calculator]);
  const link = useMemo(
    () => linkQuery(calculator, { values, scenarios, reverse }),
    [calculator, values, scenarios, reverse],
  );
  useEffect(() => {
    if (!restored) return;
    const { pathname, search, hash } = window.location;
    const own = new URLSearchParams([...new URLSearchParams(search)].filter(([key]) => kept?.includes(key)));
    const query = [own.toString(), link.query].filter(Boolean).join('&');
    setAddressSoon(`${pathname}${query ? `?${query}` : ''}${hash}`);
  }, [restored, link, kept]);
  return { scenarios, setScenarios, lost: link.lost };
}
