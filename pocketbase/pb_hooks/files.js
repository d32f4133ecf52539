/// <reference path="../pb_data/types.d.ts" />
/* global module, $os */
// Stored files (docs/SPEC.md §15, migration 1767225740); loaded with require() by files.pb.js.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Merged labels carry customers' addresses: kept 30 days unless the uploader chose otherwise. */
const MERGED_LABELS_DAYS = 30;
/** Hourly at minute 17; FILES_EXPIRY_SCHEDULE overrides it (tests run the job by hand instead). */
const DEFAULT_SCHEDULE = '17 * * * *';
/**
 * The longest anyone keeps merged labels: the storage screen offers 1 to 365 days, and a day more
 * leaves room for a station's clock.
 */
const MERGED_LABELS_MAX_MS = 366 * DAY_MS;
/** What src/domain/files/storedFiles.ts's expiryAfter writes: a time that sorts in order as text. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

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
  require(`${__hooks}/station_session.js`).signWithAuth(e, 'uploadedBy');
  if (e.record.getString('kind') === 'merged-labels' && e.record.getString('expiresAt') === '') {
    e.record.set('expiresAt', new Date(Date.now() + MERGED_LABELS_DAYS * DAY_MS).toISOString());
  }
  const file = e.record.get('file');
  const hasFile = Array.isArray(file) ? file.length > 0 : Boolean(file);
  if (!hasFile && !e.hasSuperuserAuth()) throw new BadRequestError('A stored file needs its bytes: upload them with the record.');
  if (!e.hasSuperuserAuth()) refuseExpiry(e.record, null, false);
}

/**
 * An edit keeps the uploader and the bytes: a file is replaced by adding a new one, and a station
 * that sends its upload again (its answer was lost) gets the stored file back. Any signed-in user
 * describes the shop's files (name, kind, day, description); when a file goes is its uploader's
 * or an admin's to say, checked when the edit changes the expiry or the kind.
 */
function prepareUpdate(e) {
  const stored = e.record.original();
  e.record.set('uploadedBy', stored.getString('uploadedBy'));
  if (e.hasSuperuserAuth()) return;
  e.record.set('file', stored.getString('file'));
  const isAdmin = e.auth.getString('role') === 'admin';
  const isUploader = stored.getString('uploadedBy') !== '' && stored.getString('uploadedBy') === e.auth.email();
  if (e.record.getString('expiresAt') !== stored.getString('expiresAt') && !isAdmin && !isUploader) {
    throw new ForbiddenError("Only the file's uploader or an admin changes when it is deleted.");
  }
  refuseExpiry(e.record, stored, isAdmin);
}

/**
 * Refuses an expiry that is not an ISO 8601 time (the job could never compare it), one in the
 * past unless an admin sets it (the job would delete the file: deleting is an admin's), and
 * merged labels (customers' addresses) that would be kept for ever or past a year, or stop being
 * merged labels. An edit that leaves kind and expiry as stored (a resend) passes.
 */
function refuseExpiry(record, stored, isAdmin) {
  const expiresAt = record.getString('expiresAt');
  const kind = record.getString('kind');
  if (stored && expiresAt === stored.getString('expiresAt') && kind === stored.getString('kind')) return;
  if (expiresAt !== '' && !ISO_TIME.test(expiresAt)) {
    throw new BadRequestError('A file expires at an ISO 8601 time (like 2026-01-31T10:00:00.000Z), or never.');
  }
  const now = new Date();
  if (stored && expiresAt !== '' && expiresAt !== stored.getString('expiresAt') && expiresAt <= now.toISOString() && !isAdmin) {
    throw new ForbiddenError('Only an admin deletes a file: its expiry cannot be in the past.');
  }
  if (stored && stored.getString('kind') === 'merged-labels' && kind !== 'merged-labels') {
    throw new ForbiddenError("Merged labels carry customers' addresses: they stay merged labels and expire.");
  }
  if (kind !== 'merged-labels') return;
  if (expiresAt === '' || expiresAt > new Date(now.getTime() + MERGED_LABELS_MAX_MS).toISOString()) {
    throw new ForbiddenError("Merged labels carry customers' addresses: they are kept 365 days at most.");
  }
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

module.exports = { dropBytesOfTombstone, expireFiles, expirySchedule, prepareCreate, prepareUpdate };
