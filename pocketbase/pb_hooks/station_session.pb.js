/// <reference path="../pb_data/types.d.ts" />
// A station's sign-out and the author key of its offline work (docs/SPEC.md §18):
// station_session.js. Both need the user's own sign-in.
routerAdd(
  'POST',
  '/api/station/sign-out',
  (e) => require(`${__hooks}/station_session.js`).endSessions(e),
  $apis.requireAuth('users'),
);

routerAdd(
  'POST',
  '/api/station/author-key',
  (e) => require(`${__hooks}/station_session.js`).answerAuthorKey(e),
  $apis.requireAuth('users'),
);
