/// <reference path="../pb_data/types.d.ts" />
/* global module */
// The pull cursor's number (migration 1767225620), loaded with require() by sync_sequence.pb.js.

/**
 * Gives the record the next `syncSeq` of its collection and saves it (the rest of the event), in
 * one transaction (in_transaction.js). The number is read under the single writer, so numbers are
 * handed out in commit order whatever path the write came by (records API, admin UI, batch, hooks).
 */
function saveWithNextSequence(e) {
  require(`${__hooks}/in_transaction.js`).inTransaction(e, (app) => {
    const row = new DynamicModel({ next: 0 });
    const table = e.record.collection().name;
    app.db().newQuery(`SELECT COALESCE(MAX(syncSeq), 0) + 1 AS next FROM ${table}`).one(row);
    e.record.set('syncSeq', row.next);
  });
}

module.exports = { saveWithNextSequence };
