import { describe, expect, it } from 'vitest';
import { webVitalEvent } from '../src/site/analytics.ts';

describe('webVitalEvent: a web vital as the dataLayer gets it', () => {
  it('names the metric, its rating, its id and the page', () => {
    expect(
      webVitalEvent({ name: 'INP', value: 47.6, rating: 'good', id: 'v6-1700000000000-1234567890123' }, '/calcolatori'),
    ).toEqual({
      event: 'web_vitals',
      metric_name: 'INP',
      metric_value: 48,
      metric_rating: 'good',
      metric_id: 'v6-1700000000000-1234567890123',
      page_path: '/calcolatori',
    });
  });

  it('gives times in whole milliseconds', () => {
    expect(webVitalEvent({ name: 'LCP', value: 2612.4, rating: 'needs-improvement', id: 'a' }, '/').metric_value).toBe(
      2612,
    );
  });

  it('gives the layout shift, a score, to three decimals', () => {
    expect(webVitalEvent({ name: 'CLS', value: 0.12345, rating: 'needs-improvement', id: 'b' }, '/').metric_value).toBe(
      0.123,
    );
    // Below a thousandth is no shift a visitor sees.
    expect(webVitalEvent({ name: 'CLS', value: 0.0004, rating: 'good', id: 'c' }, '/').metric_value).toBe(0);
  });
});
