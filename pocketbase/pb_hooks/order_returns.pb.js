/// <reference path="../pb_data/types.d.ts" />
/* global UnauthorizedError, onRecordsListRequest */
// Returned order lines (docs/SPEC.md §19) are history like packing marks (merge_history.pb.js): who
// received one comes from the sign-in, and a second station's record of the same line (the same
// id) is answered with the stored one, which stands. The standing record decides whether the
// line's stock comes back: a back-in-stock record brings its movement with it (returns.js). One
// handler: PocketBase runs handlers of different hook files in no fixed order.
onRecordCreateRequest((e) => {
  require(`${__hooks}/merge_history.js`).signWithAuth(e, 'receivedBy');
  require(`${__hooks}/returns.js`).receiveReturn(e);
}, 'order_returns');

onRecordUpdateRequest((e) => {
  if (e.hasSuperuserAuth()) {
    e.next();
    return;
  }
  require(`${__hooks}/merge_history.js`).answerWithStored(e);
}, 'order_returns');

onRecordsListRequest((e) => {
  const signedIn = e.auth && e.auth.collection().name === 'users';
  if (!signedIn && !e.hasSuperuserAuth()) throw new UnauthorizedError('Sign in to list records.');
  e.next();
}, 'order_returns');
