import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { withRetries } from '../domain/retry';
import type { UserRecord, UserRole } from '../domain/records';

export const USERS_COLLECTION = 'users';

/** docs/SPEC.md §9: retried up to 3 times after sign-in (1 s, 2 s), inner update 3 times (100 ms, 200 ms). */
const OUTER_DELAYS_MS = [1000, 2000];
const INNER_DELAYS_MS = [100, 200];

export function toUserRecord(record: RecordModel): UserRecord {
  const role: UserRole = record.role === 'admin' ? 'admin' : 'user';
  return {
    id: record.id,
    email: String(record.email ?? ''),
    role,
    created: String(record.created ?? ''),
    lastLoginAt: String(record.lastLoginAt ?? ''),
  };
}

/** Stamps `lastLoginAt`; failures are retried silently and then ignored (docs/SPEC.md §8). */
export async function updateLastLogin(pb: PocketBase, userId: string, now: () => Date = () => new Date()): Promise<void> {
  const update = () =>
    withRetries(() => pb.collection(USERS_COLLECTION).update(userId, { lastLoginAt: now().toISOString() }), INNER_DELAYS_MS);
  try {
    await withRetries(update, OUTER_DELAYS_MS);
  } catch {
    // The spec asks for silence: a missed stamp must never disturb the signed-in user.
  }
}
