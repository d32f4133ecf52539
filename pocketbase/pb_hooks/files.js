/// <reference path="../pb_data/types.d.ts" />
/* global module, $os */
// Stored files (issue 14, migration 1767225740); loaded with require() by files.pb.js.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Merged labels carry customers' addresses: kept 30 days unless the uploader chose otherwise. */
const MERGED_LABELS_DAYS = 30;
/** Hourly at minute 17; FILES_EXPIRY_SCHEDULE overrides it (tests run the job by hand instead). */
const DEFAULT_SCHEDULE = '17 * * * *';

function expirySchedule() {
  return $os.getenv('FILES_EXPIRY_SCHEDULE') || DEFAULT_SCHEDULE;
}

/**
 * A new file record: the uploader is the signed-in user, or the proven author of an upload queued
 * offline (station_session.js), never what the station wrote in the field; merged labels expire
 * after 30 days unless an expiry was given, and the bytes come with the record, so that no station
 * ever sees a record without its file.
 */
function prepareCreate(e) {
  if (e.auth && e.auth.collection().name === 'users') {
    const { authorOf } = require(`${__hooks}/station_session.js`);
    e.record.set('uploadedBy', authorOf(e.app, e.auth, e.requestInfo().body, 'files', e.record.id).email());
  }
  if (e.record.getString('kind') === 'merged-labels' && e.record.getString('expiresAt') === '') {
    e.record.set('expiresAt', new Date(Date.now() + MERGED_LABELS_DAYS * DAY_MS).toISOString());
  }
  const file = e.record.get('file');
  const hasFile = Array.isArray(file) ? file.length > 0 : Boolean(file);
  if (!hasFile && !e.hasSuperuserAuth()) throw new BadRequestError('A stored file needs its bytes: upload them with the record.');
}

/** The uploader stays who it was, whatever an edit sends. */
function keepUploader(e) {
  e.record.set('uploadedBy', e.record.original().getString('uploadedBy'));
}

/** A tombstone keeps its metadata for the stations to pull, but not the bytes. */
function dropBytesOfTombstone(record) {
  if (record.getBool('deleted') && record.getString('file') !== '') record.set('file', '');
}

/** Tombstones every live file whose expiry has passed (a text ISO 8601 time compares in order). */
function expireFiles(app) {
  const now = new Date().toISOString();
  const expired = app.findRecordsByFilter(
    'files',
    'deleted = false && expiresAt != "" && expiresAt <= {:now}',
    'expiresAt',
    0,
    0,
    { now },
  );
  for (const record of expired) {
    record.set('deleted', true);
    app.save(record);
  }
  return expired.length;
}

module.exports = { dropBytesOfTombstone, expireFiles, expirySchedule, keepUploader, prepareCreate };
