import type { SyncState } from './records';

/**
 * Whether a collection must be pulled again from its first record. A cursor counts the writes of
 * one server incarnation: a server started on a restored backup has a new one, numbers its new
 * writes again from the backup's last number, and no longer has what was written after the
 * backup. A cursor saved under another incarnation (or before the server had one) may therefore
 * be past records the station has never seen, and the station may hold records the server lost.
 * A collection never pulled has no cursor to distrust.
 */
export function pullsAgainFromStart(saved: Pick<SyncState, 'incarnation'> | undefined, incarnation: string): boolean {
  return saved !== undefined && saved.incarnation !== incarnation;
}

/**
 * After a pull from the first record, the station's records the server did not list: the server
 * no longer has them. A record with a change still in the outbox stays, so that the change is
 * sent and the server says what becomes of it.
 */
export function recordsGoneFromServer(
  localIds: Iterable<string>,
  listed: ReadonlySet<string>,
  pending: ReadonlySet<string>,
): string[] {
  const gone: string[] = [];
  for (const id of localIds) if (!listed.has(id) && !pending.has(id)) gone.push(id);
  return gone;
}
