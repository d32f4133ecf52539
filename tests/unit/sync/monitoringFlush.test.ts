import { ClientResponseError, type default as PocketBase } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import { appendMonitoringRecord, MONITORING_LIMITS } from '../../../src/db/monitoring';
import type { MonitoringError, MonitoringEvent } from '../../../src/domain/records';
import { flushMonitoring, MONITORING_QUEUE_MAX, readSentThrough } from '../../../src/sync/monitoringFlush';
import { MemoryStorage } from '../../support/memoryStorage';
import { freshDatabase } from '../db/fixtures';

let db: AppDatabase;
let storage: MemoryStorage;

beforeEach(() => {
  db = freshDatabase();
  storage = new MemoryStorage();
});

afterEach(async () => {
  await db.delete();
});

function event(second: number): MonitoringEvent {
  const timestamp = new Date(Date.UTC(2025, 0, 1) + second * 1000).toISOString();
  return { id: `event${String(second).padStart(10, '0')}`, timestamp, event: 'scan', properties: {}, page: '/' };
}

/**
 * A stand-in server that stores by id and refuses a second create of an id as PocketBase does;
 * `answer` may refuse a record by its body (a status and PocketBase's answer).
 */
function fakeServer(
  options: { failAfter?: number; answer?: (body: { id: string; kind: string }) => ClientResponseError | null } = {},
) {
  const stored = new Map<string, { kind: string; payload: unknown }>();
  let calls = 0;
  const pb = {
    collection: () => ({
      create: async (body: { id: string; kind: string; payload: unknown }) => {
        calls += 1;
        if (options.failAfter !== undefined && calls > options.failAfter) throw new TypeError('Failed to fetch');
        const refusal = options.answer?.(body);
        if (refusal) throw refusal;
        if (stored.has(body.id)) {
          throw new ClientResponseError({ status: 400, response: { data: { id: { code: 'validation_not_unique' } } } });
        }
        stored.set(body.id, body);
        return body;
      },
    }),
  } as unknown as PocketBase;
  const records = () => [...stored.values()].filter((record) => record.kind !== 'heartbeat');
  return { pb, stored, records };
}

const station = { stationId: 'station1', appVersion: '1.0.0', userId: 'u1' };

describe('monitoring flush', () => {
  it('sends at most 100 records a flush, oldest first, and says more wait', async () => {
    expect(MONITORING_QUEUE_MAX).toBe(100);
    for (let second = 150; second > 0; second -= 1) await appendMonitoringRecord(db, 'monitoringEvents', event(second));
    const server = fakeServer();

    expect(await flushMonitoring(db, server.pb, { storage, ...station })).toEqual({ sent: 100, refused: 0, more: true });
    expect(server.records().map((record) => (record.payload as MonitoringEvent).id)[0]).toBe(event(1).id);
    expect(readSentThrough(storage)).toMatchObject({ timestamp: event(100).timestamp, id: event(100).id });
    expect(await flushMonitoring(db, server.pb, { storage, ...station })).toEqual({ sent: 50, refused: 0, more: false });
    expect(server.records()).toHaveLength(150);
  });

  it('sends a heartbeat with the station, app version and pending changes', async () => {
    await db.outbox.add({ collection: 'categories', recordId: 'c1', op: 'upsert', payload: {}, createdAt: '' });
    const server = fakeServer();
    await flushMonitoring(db, server.pb, { storage, ...station });
    const [heartbeat] = [...server.stored.values()];
    expect(heartbeat).toMatchObject({
      kind: 'heartbeat',
      payload: { stationId: 'station1', appVersion: '1.0.0', pendingChanges: 1, userId: 'u1' },
    });
  });

  it('stops at a failed send and resumes after the last delivered record, sending none twice', async () => {
    for (let second = 1; second <= 5; second += 1) await appendMonitoringRecord(db, 'monitoringEvents', event(second));
    const offline = fakeServer({ failAfter: 2 });
    await expect(flushMonitoring(db, offline.pb, { storage, ...station })).rejects.toThrow('Failed to fetch');
    expect(readSentThrough(storage)?.id).toBe(event(2).id);

    const server = fakeServer();
    server.stored.set(event(2).id, { kind: 'event', payload: event(2) });
    expect(await flushMonitoring(db, server.pb, { storage, ...station })).toEqual({ sent: 3, refused: 0, more: false });
    expect(server.records()).toHaveLength(4);
    // A lost cursor resends all five; the server refuses the four it has (the flush counts them
    // delivered) and takes event 1, which only the first server had.
    storage.clear();
    expect(await flushMonitoring(db, server.pb, { storage, ...station })).toEqual({ sent: 5, refused: 0, more: false });
    expect(server.records()).toHaveLength(5);
  });

  it('sends a record that landed behind the cursor after a flush (stamped before its write ended), once', async () => {
    for (const second of [10, 30]) await appendMonitoringRecord(db, 'monitoringEvents', event(second));
    const server = fakeServer();
    expect(await flushMonitoring(db, server.pb, { storage, ...station })).toEqual({ sent: 2, refused: 0, more: false });
    await appendMonitoringRecord(db, 'monitoringEvents', event(20));
    expect(await flushMonitoring(db, server.pb, { storage, ...station })).toEqual({ sent: 1, refused: 0, more: false });
    expect(await flushMonitoring(db, server.pb, { storage, ...station })).toEqual({ sent: 0, refused: 0, more: false });
    expect(server.records()).toHaveLength(3);
  });

  it('keeps the station’s retention limits on the records waiting to be sent', async () => {
    expect(MONITORING_LIMITS.monitoringEvents).toBe(1000);
    await db.monitoringEvents.bulkAdd(Array.from({ length: 1000 }, (_, index) => event(index + 1)));
    await appendMonitoringRecord(db, 'monitoringEvents', event(1001));
    const server = fakeServer();
    await flushMonitoring(db, server.pb, { storage, ...station });
    expect((server.records()[0]?.payload as MonitoringEvent).id).toBe(event(2).id);
  });

  it('sets aside a record the server refuses and delivers the rest; a 429 or a refused rule stops the flush', async () => {
    for (let second = 1; second <= 3; second += 1) await appendMonitoringRecord(db, 'monitoringEvents', event(second));
    const invalid = new ClientResponseError({
      status: 400,
      response: { message: 'Failed to create record.', data: { payload: { code: 'validation_json_size_limit' } } },
    });
    const refusing = fakeServer({ answer: (body) => (body.id === event(2).id ? invalid : null) });
    expect(await flushMonitoring(db, refusing.pb, { storage, ...station })).toEqual({ sent: 2, refused: 1, more: false });
    expect(refusing.records().map((record) => (record.payload as MonitoringEvent).id)).toEqual([event(1).id, event(3).id]);

    await appendMonitoringRecord(db, 'monitoringEvents', event(4));
    const later = [
      new ClientResponseError({ status: 429, response: { message: 'Too many monitoring records from this user today' } }),
      new ClientResponseError({ status: 400, response: { message: 'Failed to create record.', data: {} } }),
    ];
    for (const answer of later) {
      await expect(flushMonitoring(db, fakeServer({ answer: () => answer }).pb, { storage, ...station })).rejects.toBe(answer);
    }
    expect(await flushMonitoring(db, refusing.pb, { storage, ...station })).toEqual({ sent: 1, refused: 0, more: false });
  });

  it('sends a record kept under an id the server does not take under a valid id, the same on every send', async () => {
    const crash: MonitoringError = {
      id: 'err-abcdefghij12345',
      timestamp: event(1).timestamp,
      message: 'render broke',
      stack: '',
      url: '/',
      userAgent: 'test',
      userId: '',
      sessionId: 's1',
      severity: 'high',
      tags: ['render'],
      context: { viewport: { width: 1, height: 1 } },
    };
    await appendMonitoringRecord(db, 'monitoringErrors', crash);
    const server = fakeServer();
    await flushMonitoring(db, server.pb, { storage, ...station });
    storage.clear();
    expect(await flushMonitoring(db, server.pb, { storage, ...station })).toEqual({ sent: 1, refused: 0, more: false });
    const ids = [...server.stored.entries()].filter(([, record]) => record.kind === 'error').map(([id]) => id);
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^[a-z0-9]{15}$/);
    expect(server.stored.get(ids[0] ?? '')?.payload).toMatchObject({ id: crash.id, message: 'render broke' });
  });
});
