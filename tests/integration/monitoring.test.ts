import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import { logError } from '../../src/db/errorLog';
import { appendMonitoringRecord } from '../../src/db/monitoring';
import { newId } from '../../src/domain/ids';
import type { MonitoringError, MonitoringEvent } from '../../src/domain/records';
import { flushMonitoring } from '../../src/sync/monitoringFlush';
import { readMonitoring } from '../../src/sync/monitoringQuery';
import { MemoryStorage } from '../support/memoryStorage';
import { newClient, refusalStatus, signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { signedInAdmin } from '../support/signedInAdmin';

/**
 * Monitoring records (docs/SPEC.md §16) against a real PocketBase: migration 1767225750_monitoring_evidence.js
 * (rules, heartbeat kind, station) and the prune cron in pb_hooks/monitoring_prune.pb.js.
 */

const server = serverForTests();
let admin: PocketBase;

beforeAll(async () => {
  admin = await signedInAdmin(server);
});

function event(name: string, timestamp = new Date().toISOString()): MonitoringEvent {
  return { id: newId(), timestamp, event: name, properties: { pages: 3 }, page: '/labels/' };
}

function error(message: string): MonitoringError {
  return {
    id: newId(),
    timestamp: new Date().toISOString(),
    message,
    stack: 'Error: boom',
    url: '/',
    userAgent: 'test',
    userId: '',
    sessionId: 's1',
    severity: 'medium',
    tags: [],
    context: { viewport: { width: 1280, height: 800 } },
  };
}

interface Station {
  db: AppDatabase;
  storage: MemoryStorage;
  stationId: string;
}

function station(): Station {
  return { db: new AppDatabase(`station-${newId()}`), storage: new MemoryStorage(), stationId: newId() };
}

function flush(at: Station, pb: PocketBase) {
  return flushMonitoring(at.db, pb, { storage: at.storage, stationId: at.stationId, appVersion: '1.2.3', userId: '' });
}

/** The ids of the monitoring records `pb` posts, in order, one per request. */
function countSends(pb: PocketBase): string[] {
  const posted: string[] = [];
  pb.beforeSend = (url, options) => {
    if (options.method === 'POST' && url.includes('/api/collections/monitoring/records')) {
      const body = (typeof options.body === 'string' ? JSON.parse(options.body) : options.body) as { id: string };
      posted.push(body.id);
    }
    return { url, options };
  };
  return posted;
}

describe('monitoring records on the server', () => {
  it('delivers a crash and the heartbeats, sets aside a record the server refuses, and sends none twice', async () => {
    const at = station();
    const user = await signedInUser(server);
    const posted = countSends(user);
    const later = (ms: number) => new Date(Date.now() + ms).toISOString();
    // The crash screen shows an id longer than a server id (ErrorBoundary: `err-` and a new id).
    const crashId = `err-${newId()}`;
    await logError(at.db, { error: new Error('render broke'), id: crashId, severity: 'high', tags: ['render'] });
    // Over the payload's 64 KB bound (migration 1767225822): the server refuses it.
    const oversize: MonitoringEvent = { ...event('huge', later(1000)), properties: { blob: 'x'.repeat(70_000) } };
    await appendMonitoringRecord(at.db, 'monitoringEvents', oversize);
    const after = event('after', later(2000));
    await appendMonitoringRecord(at.db, 'monitoringEvents', after);

    expect(await flush(at, user)).toEqual({ sent: 2, refused: 1, more: false });
    expect(await flush(at, user)).toEqual({ sent: 0, refused: 0, more: false });
    expect(await flush(at, user)).toEqual({ sent: 0, refused: 0, more: false });

    const stored = await admin
      .collection('monitoring')
      .getFullList({ filter: `station = "${at.stationId}"`, sort: 'kind,created' });
    const records = stored.filter((record) => record.kind !== 'heartbeat');
    expect(records.map((record) => record.kind)).toEqual(['error', 'event']);
    expect(records[0]?.payload).toMatchObject({ errorId: crashId, message: 'render broke', severity: 'high' });
    expect(records[1]?.id).toBe(after.id);
    expect(stored.filter((record) => record.kind === 'heartbeat')).toHaveLength(3);
    // Three records once each (the refused one too) and a heartbeat a flush: nothing was resent.
    expect(posted).toHaveLength(6);
    expect(new Set(posted).size).toBe(6);
  });

  it('receives two stations’ records once each, with a heartbeat per flush', async () => {
    const [first, second] = [station(), station()];
    const [firstUser, secondUser] = [await signedInUser(server), await signedInUser(server)];
    await appendMonitoringRecord(first.db, 'monitoringEvents', event('merge'));
    await appendMonitoringRecord(first.db, 'monitoringErrors', error('first station broke'));
    await appendMonitoringRecord(second.db, 'monitoringEvents', event('scan'));

    expect(await flush(first, firstUser)).toEqual({ sent: 2, refused: 0, more: false });
    expect(await flush(second, secondUser)).toEqual({ sent: 1, refused: 0, more: false });
    // A flush again, and a station whose cursor was lost, send nothing new.
    expect(await flush(first, firstUser)).toEqual({ sent: 0, refused: 0, more: false });
    first.storage.clear();
    expect(await flush(first, firstUser)).toEqual({ sent: 2, refused: 0, more: false });

    const stored = await admin.collection('monitoring').getFullList({ filter: `kind != "heartbeat"` });
    const ids = stored.map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(stored.filter((record) => record.station === first.stationId)).toHaveLength(2);
    expect(stored.filter((record) => record.station === second.stationId)).toHaveLength(1);
    const heartbeats = await admin
      .collection('monitoring')
      .getFullList({ filter: `station = "${first.stationId}" && kind = "heartbeat"` });
    expect(heartbeats).toHaveLength(3);
    expect(heartbeats[0]?.payload).toMatchObject({ stationId: first.stationId, appVersion: '1.2.3', pendingChanges: 0 });
  });

  it('gives an admin the range’s records and the stations’ heartbeats; a user reads none', async () => {
    const at = station();
    const user = await signedInUser(server);
    await appendMonitoringRecord(at.db, 'monitoringErrors', error('read back'));
    await flush(at, user);
    const read = await readMonitoring(admin, new Date(Date.now() - 60_000));
    expect(read.records.find((record) => record.station === at.stationId)).toMatchObject({
      kind: 'error',
      payload: { message: 'read back' },
    });
    expect(read.heartbeats.find((record) => record.station === at.stationId)?.payload).toMatchObject({ appVersion: '1.2.3' });
    expect(read.capped).toBe(false);
    expect(await readMonitoring(user, new Date(0))).toEqual({ records: [], heartbeats: [], capped: false });
  });

  it('lets a user create but not read, change or delete; an admin reads and deletes', async () => {
    const user = await signedInUser(server);
    const id = newId();
    await user.collection('monitoring').create({ id, kind: 'event', station: 's', payload: event('scan') });
    expect((await user.collection('monitoring').getList()).items).toEqual([]);
    expect(await refusalStatus(user.collection('monitoring').getOne(id))).toBe(404);
    expect(await refusalStatus(user.collection('monitoring').update(id, { kind: 'error' }))).toBe(403);
    expect(await refusalStatus(user.collection('monitoring').delete(id))).toBe(404);
    expect(await admin.collection('monitoring').getOne(id)).toMatchObject({ kind: 'event' });
    await admin.collection('monitoring').delete(id);
    expect(await refusalStatus(admin.collection('monitoring').getOne(id))).toBe(404);
    const anonymous = newClient(server.url);
    expect(await refusalStatus(anonymous.collection('monitoring').create({ id: newId(), kind: 'event', payload: {} }))).toBe(400);
    expect(await refusalStatus(anonymous.collection('monitoring').getList())).toBe(401);
  });

  it('keeps records offline until the server answers', async () => {
    const at = station();
    await appendMonitoringRecord(at.db, 'monitoringEvents', event('sync'));
    const offline = await signedInUser(server);
    offline.baseURL = 'http://127.0.0.1:9';
    await expect(flush(at, offline)).rejects.toThrow();
    const online = await signedInUser(server);
    expect(await flush(at, online)).toEqual({ sent: 1, refused: 0, more: false });
  });

  it('prunes records older than 90 days when the cron runs', async () => {
    const user = await signedInUser(server);
    const old = event('old', new Date(Date.now() - 91 * 24 * 60 * 60 * 1000).toISOString());
    const recent = event('recent', new Date(Date.now() - 89 * 24 * 60 * 60 * 1000).toISOString());
    for (const payload of [old, recent]) {
      await user.collection('monitoring').create({ id: payload.id, kind: 'event', station: 'prune', payload });
    }
    const root = await superuserClient(server);
    // PocketBase runs a cron job asked for by the API in the background: its effect is polled for.
    await root.crons.run('monitoringPrune');
    const left = async () =>
      (await admin.collection('monitoring').getFullList({ filter: 'station = "prune"' })).map((record) => record.id);
    await expect.poll(left, { timeout: 10_000 }).toEqual([recent.id]);
  });
});
