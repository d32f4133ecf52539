/// <reference path="../pb_data/types.d.ts" />
/* global module */
// The pull cursor's number (migration 1767225620), loaded with require() by sync_sequence.pb.js.

/**
 * Gives the record the next `syncSeq` of its collection and saves it (the rest of the event,
 * `e.next()`), in one transaction: the event's own when it has one (a batch, the stock route, a
 * hook's save), otherwise a new one, with the event's app swapped for it while the record is
 * saved. The number is read under the single writer, so numbers are handed out in commit order
 * whatever path the write came by (records API, admin UI, batch, hooks). The event gets its app
 * back afterwards: after-save hooks (realtime) must not use a finished transaction.
 */
function saveWithNextSequence(e) {
  const stamp = (app) => {
    const row = new DynamicModel({ next: 0 });
    const table = e.record.collection().name;
    app.db().newQuery(`SELECT COALESCE(MAX(syncSeq), 0) + 1 AS next FROM ${table}`).one(row);
    e.record.set('syncSeq', row.next);
    e.next();
  };
  if (e.app.isTransactional()) {
    stamp(e.app);
    return;
  }
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      stamp(txApp);
    });
  } finally {
    e.app = app;
  }
}

module.exports = { saveWithNextSequence };
