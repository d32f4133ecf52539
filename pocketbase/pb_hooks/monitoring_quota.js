/// <reference path="../pb_data/types.d.ts" />
/* global module, ApiError, toBytes */
// How much monitoring one user may store (docs/SPEC.md §18, migration 1767225822): each record's payload
// is at most 64 KB (the field's limit), and a user's records of the last 24 hours at most
// MAX_RECORDS and MAX_BYTES. A station's normal day (a heartbeat every 30 s, the local buffers'
// 2,500 records after a long time offline) is far below; past the bound a send is answered 429,
// and the station keeps the record for its next flush. Loaded with require() by monitoring_quota.pb.js.

const WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_RECORDS = 20000;
const MAX_BYTES = 16 * 1024 * 1024;

/** Signs the record with its sender and size, and refuses it past the sender's daily bound. */
function checkQuota(e) {
  if (!e.auth || e.auth.collection().name !== 'users') return;
  const bytes = toBytes(e.record.getString('payload')).length;
  e.record.set('sentBy', e.auth.id);
  e.record.set('payloadBytes', bytes);
  // PocketBase stores dates as 'YYYY-MM-DD HH:MM:SS.sssZ'.
  const since = new Date(Date.now() - WINDOW_MS).toISOString().replace('T', ' ');
  const used = new DynamicModel({ records: 0, bytes: 0 });
  e.app
    .db()
    .newQuery(
      'SELECT COUNT(*) AS records, COALESCE(SUM(payloadBytes), 0) AS bytes FROM monitoring WHERE sentBy = {:user} AND created >= {:since}',
    )
    .bind({ user: e.auth.id, since })
    .one(used);
  if (used.records + 1 > MAX_RECORDS || used.bytes + bytes > MAX_BYTES) {
    throw new ApiError(429, 'Too many monitoring records from this user today: the station sends them later.');
  }
}

module.exports = { checkQuota };
