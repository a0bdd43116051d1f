/**
 * Analytics: events pushed to window.dataLayer (read by a tag manager when one is configured).
 *
 *   trackEvent({ action: 'compound_interest', category: 'calculation', label: 'calculate' });
 */
import type { MetricType } from 'web-vitals';

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

function push(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

export type ConversionLabel = 'calculate_conversion' | 'page_view_conversion' | 'engagement_conversion';

export function trackConversion(label: ConversionLabel): void {
  push({ event: 'conversion', conversion_label: label });
}

export interface CustomEvent {
  action: string;
  category: string;
  label?: string;
  value?: number;
  /** For calculation events: the calculator's analytics category (finance, taxes, ...). */
  calculatorCategory?: string;
}

/**
 * A custom event. A 'calculation' with a label also records calculator_used; the action
 * 'calculate' also records a calculate conversion.
 */
export function trackEvent({ action, category, label, value, calculatorCategory }: CustomEvent): void {
  push({ event: 'custom_event', action, category, label, value });
  if (category === 'calculation' && label) {
    push({
      event: 'calculator_used',
      calculator_name: action,
      calculator_category: calculatorCategory ?? 'other',
      action_type: label,
      timestamp: new Date().toISOString(),
    });
  }
  if (action === 'calculate' || label === 'calculate') trackConversion('calculate_conversion');
}

export function trackPageView(path: string, title: string): void {
  push({ event: 'page_view', page_path: path, page_title: title });
  trackConversion('page_view_conversion');
}

/** A named event with its own fields: calculator_click, calculator_view, interaction, api_call, blog_*. */
export function track(event: string, fields: Record<string, unknown> = {}): void {
  push({ event, ...fields });
  if (event === 'interaction') trackConversion('engagement_conversion');
}

/**
 * A link's click event, as attributes of the link (`<a href=... {...clickEvent('calculator_click', {...})}>`):
 * one listener on the document (trackClicks) records it, so a link needs no JavaScript of its own
 * and the event is pushed before the browser leaves the page.
 */
export function clickEvent(
  event: string,
  fields: Record<string, unknown>,
): { 'data-event': string; 'data-fields': string } {
  return { 'data-event': event, 'data-fields': JSON.stringify(fields) };
}

/** Records the click events that links carry (clickEvent). */
export function trackClicks(root: Document): void {
  root.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLElement>('a[data-event]') : null;
    if (link?.dataset.event) track(link.dataset.event, JSON.parse(link.dataset.fields ?? '{}'));
  });
}

/**
 * A web vital of this visit as a dataLayer event: INP and LCP in whole milliseconds, CLS (a score
 * with no unit) to three decimals, as Lighthouse writes it; the id tells the reports of one page
 * load apart (a page restored from the back/forward cache measures afresh).
 */
export function webVitalEvent(
  metric: Pick<MetricType, 'name' | 'value' | 'rating' | 'id'>,
  path: string,
): DataLayerEvent {
  const places = metric.name === 'CLS' ? 1000 : 1;
  return {
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: Math.round(metric.value * places) / places,
    metric_rating: metric.rating,
    metric_id: metric.id,
    page_path: path,
  };
}

/**
 * Reports the visitor's interaction to next paint, largest contentful paint and layout shift
 * (web-vitals, each when final: mostly as the page is hidden). Imported on call, in a chunk of its
 * own, so none of it weighs on the first paint; the observers read what was buffered before.
 */
export async function trackWebVitals(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const report = (metric: MetricType) => push(webVitalEvent(metric, location.pathname));
  // Every interaction the browser times (16 ms, Event Timing's least), not only those over 40 ms.
  onINP(report, { durationThreshold: 16 });
  onLCP(report);
  onCLS(report);
}

/** Loads Google Tag Manager when a container id was configured at build time; otherwise nothing. */
export function loadTagManager(id: string | undefined): void {
  if (!id) return;
  push({ event: 'gtm.js', 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
