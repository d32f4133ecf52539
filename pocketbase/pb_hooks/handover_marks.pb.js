/// <reference path="../pb_data/types.d.ts" />
/* global UnauthorizedError, onRecordsListRequest */
// Handover marks (docs/SPEC.md §19) are history like packing marks (merge_history.pb.js): who
// handed a parcel over comes from the sign-in, and a second station's mark of the same parcel (the same
// id) is answered with the stored one, which stands.
onRecordCreateRequest((e) => {
  require(`${__hooks}/merge_history.js`).signWithAuth(e, 'handedOverBy');
  e.next();
}, 'handover_marks');

onRecordUpdateRequest((e) => {
  if (e.hasSuperuserAuth()) {
    e.next();
    return;
  }
  require(`${__hooks}/merge_history.js`).answerWithStored(e);
}, 'handover_marks');

onRecordsListRequest((e) => {
  const signedIn = e.auth && e.auth.collection().name === 'users';
  if (!signedIn && !e.hasSuperuserAuth()) throw new UnauthorizedError('Sign in to list records.');
  e.next();
}, 'handover_marks');
