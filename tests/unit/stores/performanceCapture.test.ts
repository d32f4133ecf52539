import { describe, expect, it } from 'vitest';
import { pageTimings, performanceRecord, PERFORMANCE_CAPTURE_DELAY_MS } from '../../../src/stores/performanceCapture';

function timingsOf(navigation: Partial<PerformanceNavigationTiming> | undefined, resources: number[]) {
  return pageTimings({
    now: () => 5000,
    getEntriesByType: (type: string) =>
      (type === 'navigation' ? (navigation ? [navigation] : []) : resources.map((responseEnd) => ({ responseEnd }))) as never,
  });
}

describe('performance capture', () => {
  it('is taken 2 seconds after load', () => {
    expect(PERFORMANCE_CAPTURE_DELAY_MS).toBe(2000);
  });

  it('reads page load, DOM ready and the last resource’s arrival from the timings', () => {
    expect(timingsOf({ loadEventEnd: 1234.6, domContentLoadedEventEnd: 800.2, duration: 1300 }, [300, 950.4, 20])).toEqual({
      pageLoad: 1235,
      domReady: 800,
      resourceLoad: 950,
    });
  });

  it('falls back to the time so far when the browser has no navigation timing', () => {
    expect(timingsOf(undefined, [])).toEqual({ pageLoad: 5000, domReady: 0, resourceLoad: 0 });
  });

  it('keeps the web vitals with their ratings', () => {
    const record = performanceRecord('p1', { pageLoad: 1, domReady: 1, resourceLoad: 1 }, [
      { name: 'LCP', value: 2600, rating: 'needs-improvement' },
    ]);
    expect(record).toMatchObject({ id: 'p1', vitals: [{ name: 'LCP', value: 2600, rating: 'needs-improvement' }] });
  });
});
