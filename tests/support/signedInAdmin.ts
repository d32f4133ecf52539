/**
 * A client signed in as a fresh `admin` account: only an admin deletes categories and products
 * (pb_migrations/1767225711_roles.js), so a test that deletes one signs in as an admin; the other
 * tests sign in as a `user` (signedInUser), who does the daily work.
 */
import type PocketBase from 'pocketbase';
import { createUser, type RunningPocketBase } from '../../pocketbase/scripts/server';
import { TEST_PASSWORD, newClient } from './pocketbase';

let adminCount = 0;

export async function signedInAdmin(server: RunningPocketBase): Promise<PocketBase> {
  adminCount += 1;
  const email = `admin${adminCount}-${Date.now()}@example.com`;
  await createUser(server.dataDir, email, TEST_PASSWORD, 'admin');
  const pb = newClient(server.url);
  await pb.collection('users').authWithPassword(email, TEST_PASSWORD);
  return pb;
}
