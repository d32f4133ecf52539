import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import { logError, PAGE_SESSION_ID } from '../../../src/db/errorLog';
import { appendMonitoringRecord, MONITORING_LIMITS } from '../../../src/db/monitoring';
import { logQuietly } from '../../../src/db/quietErrorLog';
import type { MonitoringError, MonitoringEvent } from '../../../src/domain/records';
import { freshDatabase } from './fixtures';

let db: AppDatabase;

beforeEach(() => {
  db = freshDatabase();
});

afterEach(async () => {
  await db.delete();
});

function at(second: number): string {
  return new Date(Date.UTC(2025, 0, 1) + second * 1000).toISOString();
}

function event(second: number): MonitoringEvent {
  return { id: `event-${second}`, timestamp: at(second), event: 'click', properties: {}, page: '/' };
}

function error(second: number): MonitoringError {
  return {
    id: `error-${second}`,
    timestamp: at(second),
    message: 'boom',
    stack: '',
    url: '/flipkart-amazon-tools/',
    userAgent: 'test',
    userId: '',
    sessionId: 's1',
    severity: 'medium',
    tags: [],
    context: { viewport: { width: 1280, height: 800 } },
  };
}

describe('monitoring ring buffers', () => {
  it('keeps the specification limits', () => {
    expect(MONITORING_LIMITS).toEqual({
      monitoringErrors: 1000,
      monitoringPerformance: 500,
      monitoringEvents: 1000,
    });
  });

  it('appends while under the limit', async () => {
    await appendMonitoringRecord(db, 'monitoringErrors', error(1));
    await appendMonitoringRecord(db, 'monitoringErrors', error(2));
    expect(await db.monitoringErrors.count()).toBe(2);
  });

  it('drops the oldest analytics event once 1000 are kept', async () => {
    // Seeded newest-first so that the oldest is not simply the first row inserted.
    await db.monitoringEvents.bulkAdd(Array.from({ length: 1000 }, (_, index) => event(1000 - index)));
    await appendMonitoringRecord(db, 'monitoringEvents', event(1001));

    expect(await db.monitoringEvents.count()).toBe(1000);
    expect(await db.monitoringEvents.get('event-1')).toBeUndefined();
    expect(await db.monitoringEvents.get('event-2')).toBeDefined();
    expect(await db.monitoringEvents.get('event-1001')).toBeDefined();
  });

  it('keeps the last 500 performance records', async () => {
    await db.monitoringPerformance.bulkAdd(
      Array.from({ length: 502 }, (_, index) => ({
        id: `perf-${index}`,
        timestamp: at(index),
        pageLoad: 1200,
        domReady: 800,
        resourceLoad: 300,
        vitals: [],
        page: '/',
        sessionId: 's1',
      })),
    );
    await appendMonitoringRecord(db, 'monitoringPerformance', {
      id: 'perf-latest',
      timestamp: at(10_000),
      pageLoad: 900,
      domReady: 600,
      resourceLoad: 200,
      vitals: [{ name: 'LCP', value: 900, rating: 'good' }],
      page: '/',
      sessionId: 's1',
    });

    const kept = await db.monitoringPerformance.orderBy('timestamp').primaryKeys();
    expect(kept).toHaveLength(500);
    expect(kept[0]).toBe('perf-3');
    expect(kept.at(-1)).toBe('perf-latest');
  });

  it('refuses a record with an undefined field and stores nothing', async () => {
    const broken = { ...error(1), stack: undefined } as unknown as MonitoringError;
    await expect(appendMonitoringRecord(db, 'monitoringErrors', broken)).rejects.toThrow(
      new Error('Undefined value not allowed in Firestore at path: stack'),
    );
    expect(await db.monitoringErrors.count()).toBe(0);
  });
});

describe('the error log', () => {
  it('marks every error of one page load with the same session id, whoever logs it', async () => {
    await logError(db, { error: new Error('crash'), severity: 'high', tags: ['uncaught'] });
    await logQuietly(db, new Error('cost lookup failed'), ['cost-price']);
    const rows = await db.monitoringErrors.toArray();
    expect(rows.map((row) => [row.message, row.sessionId])).toEqual(
      expect.arrayContaining([
        ['crash', PAGE_SESSION_ID],
        ['cost lookup failed', PAGE_SESSION_ID],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(PAGE_SESSION_ID).toMatch(/^[a-z0-9]{15}$/);
  });

  it('keeps the id the crash screen showed beside a record id the server takes', async () => {
    await logError(db, { error: new Error('render broke'), id: 'err-abcdefghij12345', severity: 'high' });
    const [row] = await db.monitoringErrors.toArray();
    expect(row).toMatchObject({ errorId: 'err-abcdefghij12345', message: 'render broke' });
    expect(row?.id).toMatch(/^[a-z0-9]{15}$/);
  });

  it('cuts long texts, so that the record stays under the 64 KB the server takes', async () => {
    const huge = new Error('क'.repeat(100_000));
    huge.stack = 'at '.repeat(100_000);
    await logError(db, { error: huge });
    const [row] = await db.monitoringErrors.toArray();
    expect([row?.message.length, row?.stack.length]).toEqual([2001, 8001]);
    expect(new TextEncoder().encode(JSON.stringify(row)).length).toBeLessThan(64 * 1024);
  });
});
