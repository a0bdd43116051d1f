/**
 * Each page declares its head with usePageMeta: on the server the prerender collects it; in a page
 * drawn in the browser (the 404 page, the development server) it is applied once drawn, with the
 * page_view event (a prerendered page records its page_view as it starts, main.tsx).
 */
import { createContext, type ReactNode, useContext, useEffect, useEffectEvent } from 'react';
import { trackPageView } from '../site/analytics.ts';
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
  // Once per page: the meta object is rebuilt on every render.
  const enterPage = useEffectEvent(() => {
    applyHead(meta);
    trackPageView(location.pathname, meta.title);
  });
  useEffect(() => enterPage(), []);
}
