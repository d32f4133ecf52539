/// <reference path="../pb_data/types.d.ts" />
/* global cronAdd */
// Stored files (docs/SPEC.md §15): the server signs the uploader, keeps a file's bytes with its record
// (an edit never replaces them), bounds its expiry (docs/SPEC.md §18), frees the bytes of a deleted file
// and deletes expired files on a schedule (files.js). The job is named so that a superuser can run
// it at once (POST /api/crons/expiredFiles), as the tests do.
onRecordCreateRequest((e) => {
  require(`${__hooks}/files.js`).prepareCreate(e);
  e.next();
}, 'files');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/files.js`).prepareUpdate(e);
  e.next();
}, 'files');

onRecordUpdate((e) => {
  require(`${__hooks}/files.js`).dropBytesOfTombstone(e.record);
  e.next();
}, 'files');

cronAdd('expiredFiles', require(`${__hooks}/files.js`).expirySchedule(), () => {
  require(`${__hooks}/files.js`).expireFiles($app);
});
