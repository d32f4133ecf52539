/// <reference path="../pb_data/types.d.ts" />
/* global UnauthorizedError, onRecordsListRequest */
// Merge batches and packing marks (docs/SPEC.md §13): who made one comes from the sign-in, and once
// stored it is history that only a superuser changes (merge_history.js). The pull numbers
// (sync_sequence.pb.js) and tombstones (deletions.pb.js) come with their `syncSeq` and `deleted`
// fields.
onRecordCreateRequest((e) => {
  require(`${__hooks}/merge_history.js`).signWithAuth(e, 'createdBy');
  e.next();
}, 'merge_batches');

onRecordCreateRequest((e) => {
  require(`${__hooks}/merge_history.js`).signWithAuth(e, 'packedBy');
  e.next();
}, 'packing_marks');

onRecordUpdateRequest(
  (e) => {
    if (e.hasSuperuserAuth()) {
      e.next();
      return;
    }
    require(`${__hooks}/merge_history.js`).answerWithStored(e);
  },
  'merge_batches',
  'packing_marks',
);

// As require_sign_in.pb.js: a list without a valid sign-in is a 401, not 200 with no items.
onRecordsListRequest(
  (e) => {
    const signedIn = e.auth && e.auth.collection().name === 'users';
    if (!signedIn && !e.hasSuperuserAuth()) throw new UnauthorizedError('Sign in to list records.');
    e.next();
  },
  'merge_batches',
  'packing_marks',
);
