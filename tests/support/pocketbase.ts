/**
 * Integration-test helpers over pocketbase/scripts/server.ts: a real PocketBase on a free loopback
 * port with a throwaway data dir, and SDK clients signed in as a user or a superuser.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase, { ClientResponseError } from 'pocketbase';
import {
  createUser,
  startPocketBase,
  upsertSuperuser,
  type RunningPocketBase,
  type StartOptions,
} from '../../pocketbase/scripts/server';
import { readableMessage } from '../../src/sync/syncErrors';

export interface TestServer extends RunningPocketBase {
  /** Stops the server and removes its data dir. */
  cleanup(): Promise<void>;
}

export async function makeTempDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'pb-test-'));
}

export async function startTestServer(options: Pick<StartOptions, 'migrationsDir' | 'hooksDir'> = {}): Promise<TestServer> {
  const dataDir = await makeTempDataDir();
  const server = await startPocketBase({ dataDir, ...options });
  return {
    ...server,
    cleanup: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client that does not cancel a request when the next one to the same route starts. */
export function newClient(url: string): PocketBase {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
}

export const TEST_PASSWORD = 'correct-horse-9';

let userCount = 0;

/** Creates a fresh account (role 'user') and returns a client signed in as it. */
export async function signedInUser(server: RunningPocketBase, email?: string): Promise<PocketBase> {
  userCount += 1;
  const address = email ?? `user${userCount}-${Date.now()}@example.com`;
  await createUser(server.dataDir, address, TEST_PASSWORD);
  const pb = newClient(server.url);
  await pb.collection('users').authWithPassword(address, TEST_PASSWORD);
  return pb;
}

export async function superuserClient(server: RunningPocketBase): Promise<PocketBase> {
  const email = 'root@example.com';
  const password = 'superuser-password-1';
  await upsertSuperuser(server.dataDir, email, password);
  const pb = newClient(server.url);
  await pb.collection('_superusers').authWithPassword(email, password);
  return pb;
}

/** The error a PocketBase request was refused with; fails when it was not refused. */
export async function refusalOf(request: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await request;
  } catch (error) {
    if (error instanceof ClientResponseError) return error;
    throw error;
  }
  throw new Error('the request was expected to be refused but succeeded');
}

/** The HTTP status a PocketBase request was refused with; fails when it was not refused. */
export async function refusalStatus(request: Promise<unknown>): Promise<number> {
  return (await refusalOf(request)).status;
}

/** A refusal's status and the message a station shows for it (readableMessage). */
export async function refusal(request: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await refusalOf(request);
  return { status: error.status, message: readableMessage(error.response) };
}
