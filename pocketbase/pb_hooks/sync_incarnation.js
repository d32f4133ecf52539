/// <reference path="../pb_data/types.d.ts" />
/* global module */
// The server's incarnation (migration 1767225810), loaded with require() by sync_incarnation.pb.js.

const COLLECTION = 'server_incarnation';
/** The record's fixed id (the migration's): two requests can never make two of them. */
const RECORD_ID = 'incarnation0000';

/** The one incarnation record; a new one should a superuser have deleted it. */
function incarnationRecord(app) {
  try {
    return app.findRecordById(COLLECTION, RECORD_ID);
  } catch {
    const created = new Record(app.findCollectionByNameOrId(COLLECTION));
    created.set('id', RECORD_ID);
    created.set('incarnation', $security.randomString(24));
    app.save(created);
    return created;
  }
}

function markBackupCopy(app, copy) {
  const record = incarnationRecord(app);
  record.set('backupCopy', copy);
  app.save(record);
}

/**
 * A server that starts with the mark of a backup runs on a restored one (or stopped in the middle
 * of archiving one, where a new incarnation costs the stations one full pull and loses nothing).
 */
function renewIfRestored(app) {
  const record = incarnationRecord(app);
  if (!record.getBool('backupCopy')) return;
  record.set('incarnation', $security.randomString(24));
  record.set('backupCopy', false);
  app.save(record);
  app.logger().info('started on a restored backup: new server incarnation', 'incarnation', record.getString('incarnation'));
}

function currentIncarnation(app) {
  return incarnationRecord(app).getString('incarnation');
}

module.exports = { markBackupCopy, renewIfRestored, currentIncarnation };
