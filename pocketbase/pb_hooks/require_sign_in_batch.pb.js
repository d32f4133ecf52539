/// <reference path="../pb_data/types.d.ts" />
/* global UnauthorizedError, onBatchRequest */
// Without a valid sign-in, the requests of a batch are refused one by one by the collection
// rules, with 400 or 404: a station whose token has expired would take that for a refusal of its
// changes and drop them. The whole batch gets a 401 instead, so the station keeps its changes and
// asks the user to sign in again.
onBatchRequest((e) => {
  const signedIn = e.auth && e.auth.collection().name === 'users';
  if (!signedIn && !e.hasSuperuserAuth()) {
    throw new UnauthorizedError('Sign in to send changes.');
  }
  e.next();
});
