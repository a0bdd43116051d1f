/**
 * Each page declares its head with usePageMeta: on the server the prerender collects it; in the
 * browser it is applied after each navigation, with a page_view event.
 */
import { createContext, type ReactNode, useContext, useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './analytics.ts';
import { applyHead, type PageMeta } from './meta.ts';

/** Where the server-side render leaves the page's head. */
export interface HeadSink {
  meta?: PageMeta;
}

const HeadContext = createContext<HeadSink | null>(null);

export function HeadProvider({ sink, children }: { sink: HeadSink; children: ReactNode }) {
  return <HeadContext.Provider value={sink}>{children}</HeadContext.Provider>;
}

export function usePageMeta(meta: PageMeta): void {
  const sink = useContext(HeadContext);
  if (sink) sink.meta = meta;
  const { pathname } = useLocation();
  // Once per page: the meta object is rebuilt on every render.
  const enterPage = useEffectEvent((path: string) => {
    applyHead(meta);
    trackPageView(path, meta.title);
  });
  useEffect(() => {
    enterPage(pathname);
  }, [pathname]);
}
