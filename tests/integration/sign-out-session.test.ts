import 'fake-indexeddb/auto';
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../pocketbase/scripts/server';
import { signQueuedChanges } from '../../src/db/outboxAuthor';
import { addStoredFiles } from '../../src/db/storedFiles';
import { saveRecord } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { OrderLine, PackingMark } from '../../src/domain/records';
import { createAuthStore } from '../../src/stores/authStore';
import { pushOutbox } from '../../src/sync/push';
import { AuthExpiredError, confirmToken } from '../../src/sync/session';
import { StationAuthStore, type AuthStorages } from '../../src/sync/stationAuthStore';
import { MemoryStorage } from '../support/memoryStorage';
import { newClient, superuserClient, TEST_PASSWORD } from '../support/pocketbase';
import { MADE_AT, plainCategory, plainMovement } from '../support/records';
import { serverForTests } from '../support/serverForTests';
import { stationDatabases } from '../support/stationDatabases';

const server = serverForTests();
const openDatabase = stationDatabases('sign-out');
/** Nothing listens here: a station whose network is down. */
const UNREACHABLE = 'http://127.0.0.1:9';

let userCount = 0;
async function newUser(): Promise<string> {
  userCount += 1;
  const email = `packer${userCount}-${newId()}@example.com`;
  await createUser(server.dataDir, email, TEST_PASSWORD);
  return email;
}

function newStorages(): AuthStorages {
  return { persistent: new MemoryStorage(), session: new MemoryStorage() };
}

/** One tab of a station: the app's auth store over its PocketBase client and browser storages. */
function stationTab(storages: AuthStorages, url = server.url) {
  const pb = new PocketBase(url, new StationAuthStore(storages));
  pb.autoCancellation(false);
  return { pb, store: createAuthStore({ pb }) };
}

/** What the server answers the token with: 200 while it stands, 401 once it was ended. */
async function serverAnswerTo(token: string): Promise<number> {
  const answer = await fetch(`${server.url}/api/collections/users/auth-refresh`, {
    method: 'POST',
    headers: { Authorization: token },
  });
  return answer.status;
}

describe('sign-out ends the token on the server', () => {
  it('refuses the old token, and the same user on another station must sign in again, keeping its outbox', async () => {
    const email = await newUser();
    const here = stationTab(newStorages());
    expect(await here.store.getState().signIn(email, TEST_PASSWORD, false)).toBe(true);
    const token = here.pb.authStore.token;

    const elsewhere = stationTab(newStorages());
    expect(await elsewhere.store.getState().signIn(email, TEST_PASSWORD, true)).toBe(true);
    const db = openDatabase();
    const shelf = plainCategory(`Shelf ${newId()}`);
    await saveRecord(db, 'categories', shelf);

    await here.store.getState().signOut();
    expect(await serverAnswerTo(token)).toBe(401);

    // The other station learns it at its next push or check, and keeps what it has not sent.
    const pushed = await pushOutbox(db, elsewhere.pb);
    expect(pushed.error?.kind).toBe('auth');
    expect(await db.outbox.count()).toBe(1);
    await expect(confirmToken(elsewhere.pb)).rejects.toBeInstanceOf(AuthExpiredError);
    expect(await elsewhere.store.getState().signIn(email, TEST_PASSWORD, true)).toBe(true);
    expect((await pushOutbox(db, elsewhere.pb)).error).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('ends the token of a sign-out made offline once the server can be reached', async () => {
    const email = await newUser();
    const storages = newStorages();
    const online = stationTab(storages);
    expect(await online.store.getState().signIn(email, TEST_PASSWORD, true)).toBe(true);
    const token = online.pb.authStore.token;

    const offline = stationTab(storages, UNREACHABLE);
    await offline.store.getState().initialize();
    expect(offline.store.getState().isAuthenticated).toBe(true);
    await offline.store.getState().signOut();
    expect(offline.store.getState().isAuthenticated).toBe(false);
    expect(await serverAnswerTo(token)).toBe(200);

    const reopened = stationTab(storages);
    await reopened.store.getState().initialize();
    expect(reopened.store.getState().isAuthenticated).toBe(false);
    await expect.poll(() => serverAnswerTo(token), { timeout: 10_000 }).toBe(401);
  });

  it("keeps a sign-out when the user's record is written at the same moment (the last-login stamp)", async () => {
    const email = await newUser();
    const admin = await superuserClient(server);
    const { id } = await admin.collection('users').getFirstListItem(admin.filter('email = {:email}', { email }));
    for (let round = 0; round < 20; round += 1) {
      // A token of the user's own each round, without the sign-ins a minute the server allows.
      const pb = await admin.collection('users').impersonate(id, 3600);
      const { token } = pb.authStore;
      const stamps = Array.from({ length: 4 }, () =>
        pb.collection('users').update(id, { lastLoginAt: new Date().toISOString() }),
      );
      const signOut = fetch(`${server.url}/api/station/sign-out`, { method: 'POST', headers: { Authorization: token } });
      await Promise.allSettled([...stamps, signOut]);
      expect((await signOut).status).toBe(204);
      expect(await serverAnswerTo(token), `round ${round}`).toBe(401);
    }
  });

  it('does not restore a session saved before another tab signed out', async () => {
    const email = await newUser();
    const shared = new MemoryStorage();
    const first = stationTab({ persistent: shared, session: new MemoryStorage() });
    const away = { persistent: shared, session: new MemoryStorage() };
    const second = stationTab(away);
    expect(await first.store.getState().signIn(email, TEST_PASSWORD, false)).toBe(true);
    expect(await second.store.getState().signIn(email, TEST_PASSWORD, false)).toBe(true);

    await first.store.getState().signOut();
    // The second tab heard nothing (it was discarded) and is opened again from its sessionStorage.
    const reloaded = stationTab(away);
    await reloaded.store.getState().initialize();
    expect(reloaded.store.getState().isAuthenticated).toBe(false);
    expect(reloaded.pb.authStore.token).toBe('');
  });
});

describe('offline changes keep the user who made them, whoever pushes them', () => {
  let admin: PocketBase;
  let categoryId: string;

  beforeAll(async () => {
    admin = await superuserClient(server);
    categoryId = (await admin.collection('categories').create({ name: `Kaudi ${newId()}` })).id;
  });

  it('records the first user on the changes queued in their session, pushed after the second user signed in', async () => {
    const [first, second] = [await newUser(), await newUser()];
    const db = openDatabase();
    const tab = stationTab(newStorages());
    signQueuedChanges(db, () => {
      const { user, authorKey } = tab.store.getState();
      return user && authorKey ? { userId: user.id, key: authorKey } : null;
    });

    expect(await tab.store.getState().signIn(first, TEST_PASSWORD, false)).toBe(true);
    const firstId = tab.store.getState().user!.id;
    const movement = plainMovement(categoryId, 4, { performedBy: first });
    const line: OrderLine = {
      id: newId(),
      updated: '',
      deleted: false,
      date: '2025-01-31',
      name: 'Kaudi',
      quantity: '1',
      type: 'amazon',
      sku: `SKU-${newId()}`,
      orderId: `OD-${newId()}`,
      createdAt: MADE_AT,
      categoryId: '',
      category: '',
      awb: '',
      batchId: '',
      courier: '',
    };
    const mark: PackingMark = {
      id: newId(),
      updated: '',
      deleted: false,
      platform: 'amazon',
      orderId: line.orderId,
      awb: '',
      date: line.date,
      packedBy: first,
      packedAt: MADE_AT,
    };
    // Queued offline: nothing reaches the server before the first user signs out.
    await saveRecord(db, 'stockMovements', movement);
    await saveRecord(db, 'orderLines', line);
    await saveRecord(db, 'packingMarks', mark);
    const pdf = new Blob(['%PDF-1.7\n% packing list\n'], { type: 'application/pdf' });
    const [file] = await addStoredFiles(db, [{ name: 'list.pdf', blob: pdf, kind: 'other', day: line.date }], 'st-a');
    await tab.store.getState().signOut();

    expect(await tab.store.getState().signIn(second, TEST_PASSWORD, false)).toBe(true);
    const own = plainMovement(categoryId, 1, { performedBy: second });
    await saveRecord(db, 'stockMovements', own);
    const pushed = await pushOutbox(db, tab.pb);
    expect(pushed.error).toBeNull();
    expect(pushed.refused).toEqual([]);

    expect((await admin.collection('stock_movements').getOne(movement.id)).performedBy).toBe(first);
    expect((await admin.collection('packing_marks').getOne(mark.id)).packedBy).toBe(first);
    expect((await admin.collection('order_lines').getOne(line.id)).recordedBy).toBe(firstId);
    expect((await admin.collection('files').getOne(file!.id)).uploadedBy).toBe(first);
    expect((await admin.collection('stock_movements').getOne(own.id)).performedBy).toBe(second);
    // The secret behind the author keys never leaves the server, not even to its user.
    expect(await tab.pb.collection('users').getOne(tab.store.getState().user!.id)).not.toHaveProperty('authorSecret');
  });

  it('takes no claim it cannot prove: a forged or replayed proof records who sent it', async () => {
    const [first, second] = [await newUser(), await newUser()];
    const victim = stationTab(newStorages());
    expect(await victim.store.getState().signIn(first, TEST_PASSWORD, false)).toBe(true);
    const victimId = victim.store.getState().user!.id;
    // A real proof of the first user, made for another record than the one it is sent with.
    const db = openDatabase();
    const stop = signQueuedChanges(db, () => ({ userId: victimId, key: victim.store.getState().authorKey! }));
    await saveRecord(db, 'stockMovements', plainMovement(categoryId, 1));
    stop();
    const entry = await db.outbox.toCollection().first();
    const replayed = String(entry!.payload.authorProof);

    const forger = newClient(server.url);
    await forger.collection('users').authWithPassword(second, TEST_PASSWORD);
    const forgedId = newId();
    const replayedId = newId();
    await forger.send('/api/stock/movements', {
      method: 'POST',
      body: {
        movements: [
          { ...plainMovement(categoryId, 1, { id: forgedId }), authorProof: `${victimId}.${'0'.repeat(64)}` },
          { ...plainMovement(categoryId, 1, { id: replayedId }), authorProof: replayed },
        ],
      },
    });
    const markId = newId();
    await forger.collection('packing_marks').create({
      id: markId,
      platform: 'amazon',
      orderId: `OD-${newId()}`,
      awb: '',
      date: '2025-01-31',
      packedBy: first,
      packedAt: MADE_AT,
      authorProof: replayed,
    });

    expect((await admin.collection('stock_movements').getOne(forgedId)).performedBy).toBe(second);
    expect((await admin.collection('stock_movements').getOne(replayedId)).performedBy).toBe(second);
    expect((await admin.collection('packing_marks').getOne(markId)).packedBy).toBe(second);
  });
});
