import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecord } from '../../src/db/writes';
import { SyncEngine, type PushFn } from '../../src/sync/engine';
import { pushOutbox } from '../../src/sync/push';
import { SERVICE_UNAVAILABLE } from '../../src/sync/syncErrors';
import { newClient, signedInUser } from '../support/pocketbase';
import { startPortalProxy, type PortalProxy } from '../support/portalProxy';
import { plainCategory } from '../support/records';
import { serverForTests } from '../support/serverForTests';
import { stationDatabases } from '../support/stationDatabases';
import { signedInAuth, switchableNetwork } from '../support/stationNetwork';

const HOUR = 3_600_000;
const noWaitPush: PushFn = (db, pb) => pushOutbox(db, pb, { sleep: async () => {} });

describe('coming back online', () => {
  const server = serverForTests();
  const station = stationDatabases('reconnect');
  let proxy: PortalProxy;
  let viaProxy: PocketBase;

  beforeAll(async () => {
    const pb = await signedInUser(server);
    proxy = await startPortalProxy(server.url);
    viaProxy = newClient(proxy.url);
    viaProxy.authStore.save(pb.authStore.token, pb.authStore.record);
  });

  afterAll(async () => {
    await proxy?.close();
  });

  it('asks again within seconds when the server was not reached just after `online`, not on the next timer', async () => {
    const db = station();
    await saveRecord(db, 'categories', plainCategory('Camphor'));
    const network = switchableNetwork(true);
    const engine = new SyncEngine({
      db,
      pb: viaProxy,
      auth: signedInAuth(),
      environment: network,
      push: noWaitPush,
      intervalMs: HOUR,
      realtime: false,
    });
    const notReached = () => engine.status.getState().error?.startsWith(SERVICE_UNAVAILABLE) === true;
    try {
      proxy.setFault('drop');
      engine.start();
      await expect.poll(notReached, { timeout: 15_000 }).toBe(true);

      network.set(false);
      const before = proxy.faulted.length;
      network.set(true);
      // The sync that `online` starts still meets a network that carries nothing.
      await expect.poll(() => proxy.faulted.length > before && !engine.status.getState().syncing, { timeout: 15_000 }).toBe(true);
      expect(notReached()).toBe(true);
      proxy.setFault(null);

      await expect.poll(() => engine.status.getState().error, { timeout: 10_000 }).toBeNull();
      expect(engine.status.getState().pending).toBe(0);
    } finally {
      await engine.stop();
    }
  });
});
