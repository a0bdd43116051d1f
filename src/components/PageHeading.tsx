import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Navigation state asking the new page to move focus to its heading (after a search, say). */
export const FOCUS_HEADING = { focusHeading: true } as const;

const wantsFocus = (state: unknown) => typeof state === 'object' && state !== null && (state as { focusHeading?: unknown }).focusHeading === true;

/**
 * A page's h1. When the navigation that led here asked for it (FOCUS_HEADING), the heading takes the
 * focus, so keyboard and screen-reader users start reading the new page instead of staying in the
 * header's search box. It runs on mount too: a page whose chunk was loading mounts after navigating.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, state } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same page with the same state.
  useEffect(() => {
    if (wantsFocus(state)) heading.current?.focus({ preventScroll: true });
  }, [key, state]);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
