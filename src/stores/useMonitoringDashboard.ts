import { useEffect, useState } from 'react';
import { readMonitoring } from '../sync/monitoringQuery';
import { pocketbase } from '../sync/pocketbaseClient';
import { MONITORING_RANGES, summarizeMonitoring, type MonitoringRange, type MonitoringSummary } from './monitoringSummary';

export type MonitoringView =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; summary: MonitoringSummary; capped: boolean; readAt: string };

/** The server's monitoring records for a range, read once per range (admins only: the read rule). */
export function useMonitoringDashboard(range: MonitoringRange, round: number): MonitoringView {
  const key = `${range}|${round}`;
  // The answer for the range and round asked; an older answer shows as loading until the new one.
  const [answer, setAnswer] = useState<{ key: string; view: MonitoringView } | null>(null);

  useEffect(() => {
    let active = true;
    const setView = (view: MonitoringView) => setAnswer({ key: `${range}|${round}`, view });
    const from = new Date(Date.now() - MONITORING_RANGES[range]);
    readMonitoring(pocketbase(), from)
      .then(({ records, heartbeats, capped }) => {
        if (active)
          setView({
            status: 'ready',
            summary: summarizeMonitoring(records, heartbeats, range),
            capped,
            readAt: new Date().toISOString(),
          });
      })
      .catch((error: unknown) => {
        if (active) setView({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      active = false;
    };
  }, [range, round]);

  return answer?.key === key ? answer.view : { status: 'loading' };
}
