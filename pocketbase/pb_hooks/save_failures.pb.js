/// <reference path="../pb_data/types.d.ts" />
/* global onRecordDeleteRequest */
// PocketBase answers a save that failed for any reason with 400 ("Failed to create record."), in
// /api/batch too, which a station takes for a refusal of the record and drops. A failure that is
// not the record's (a locked database) answers 500 instead, and the station sends it again later.
onRecordCreateRequest((e) => {
  require(`${__hooks}/save_failures.js`).saveOrFail(e, 'Failed to create record.');
});

onRecordUpdateRequest((e) => {
  require(`${__hooks}/save_failures.js`).saveOrFail(e, 'Failed to update record.');
});

onRecordDeleteRequest((e) => {
  require(`${__hooks}/save_failures.js`).saveOrFail(e, 'Failed to delete record.');
});
