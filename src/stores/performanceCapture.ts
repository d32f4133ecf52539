import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { AppDatabase } from '../db/database';
import { PAGE_SESSION_ID } from '../db/errorLog';
import { appendMonitoringRecord } from '../db/monitoring';
import { idFromKey } from '../domain/ids';
import type { MonitoringPerformance, WebVital } from '../domain/records';

/** docs/SPEC.md §9: a page load's performance is captured 2 seconds after load. */
export const PERFORMANCE_CAPTURE_DELAY_MS = 2000;

interface Timings {
  pageLoad: number;
  domReady: number;
  resourceLoad: number;
}

/** Navigation and resource timings, in ms from the start of navigation. */
export function pageTimings(performance: Pick<Performance, 'getEntriesByType' | 'now'>): Timings {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const round = (ms: number) => Math.max(0, Math.round(ms));
  return {
    pageLoad: round(navigation?.loadEventEnd || navigation?.duration || performance.now()),
    domReady: round(navigation?.domContentLoadedEventEnd ?? 0),
    // When the last resource the page asked for (scripts, styles, images) had arrived.
    resourceLoad: round(Math.max(0, ...resources.map((entry) => entry.responseEnd))),
  };
}

export function performanceRecord(id: string, timings: Timings, vitals: readonly WebVital[]): MonitoringPerformance {
  return {
    id,
    timestamp: new Date().toISOString(),
    ...timings,
    vitals: [...vitals],
    page: globalThis.location?.pathname ?? '',
    sessionId: PAGE_SESSION_ID,
  };
}

/**
 * Records this page load's timings and web vitals 2 seconds after load. LCP, CLS and INP keep
 * changing until the page is hidden (INP needs an interaction), so when they changed since, a
 * second record with their final values is added on page close.
 */
export function capturePerformance(db: AppDatabase): void {
  const vitals = new Map<WebVital['name'], WebVital>();
  const keep = ({ name, value, rating }: Metric) => {
    if (name === 'LCP' || name === 'INP' || name === 'CLS') vitals.set(name, { name, value, rating });
  };
  for (const report of [onLCP, onINP, onCLS]) report(keep, { reportAllChanges: true });

  let capturedVitals = '';
  let finalRecorded = false;
  const append = (id: string) => {
    const record = performanceRecord(id, pageTimings(performance), [...vitals.values()]);
    void appendMonitoringRecord(db, 'monitoringPerformance', record).catch(() => undefined);
    return JSON.stringify(record.vitals);
  };
  const capture = () => {
    capturedVitals = append(idFromKey([PAGE_SESSION_ID, 'load']));
  };
  if (document.readyState === 'complete') setTimeout(capture, PERFORMANCE_CAPTURE_DELAY_MS);
  else window.addEventListener('load', () => setTimeout(capture, PERFORMANCE_CAPTURE_DELAY_MS), { once: true });

  window.addEventListener('pagehide', () => {
    if (finalRecorded || !capturedVitals || JSON.stringify([...vitals.values()]) === capturedVitals) return;
    finalRecorded = true;
    append(idFromKey([PAGE_SESSION_ID, 'close']));
  });
}
