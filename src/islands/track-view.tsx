/** An island with nothing to show: records a page's own view event (calculator_view, blog_article_view) once it is running. */
import { useEffect } from 'react';
import { track } from '../site/analytics.ts';

export default function TrackView({ event, fields }: { event: string; fields: Record<string, unknown> }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page; the props are the page's.
  useEffect(() => track(event, fields), []);
  return null;
}
