/**
 * The page's address follows the calculation: once the session has started (it has read a shared
 * link's calculation from the address), each change replaces the address with the session's link
 * (a moment after the last keystroke: url.ts), so that typing adds no history entry, while reload,
 * back/forward to the page and a pasted link all find the calculation there. A calculation too
 * long for a link (engine/link.ts, MAX_QUERY) is written without what does not fit, and `lost`
 * says what that is. The parameters the page owns (`kept`: an embed's theme,
 * src/embed/paths.ts) stay in the address.
 */
import { useEffect, useMemo } from 'react';
import type { CalculatorSession, SessionSnapshot } from '../engine/session.ts';
import { setAddressSoon } from './url.ts';

export function useShareLink(session: CalculatorSession, snapshot: SessionSnapshot, kept: readonly string[] = []) {
  // The session's link of this snapshot (the snapshot is the session's state when it changes).
  const link = useMemo(() => (snapshot.started ? session.link() : undefined), [session, snapshot]);
  useEffect(() => {
    if (!link) return;
    const { pathname, search, hash } = window.location;
    const own = new URLSearchParams([...new URLSearchParams(search)].filter(([key]) => kept.includes(key)));
    const query = [own.toString(), link.query].filter(Boolean).join('&');
    setAddressSoon(`${pathname}${query ? `?${query}` : ''}${hash}`);
  }, [link, kept]);
  return link?.lost;
}
