/// <reference path="../pb_data/types.d.ts" />
/* global onBackupCreate */
// The server's incarnation (migration 1767225810, sync_incarnation.js). Every backup, from the
// dashboard, the deployment page, the API or the daily schedule, is archived with the mark of a
// backup copy, which the live data loses right after. Both ways of restoring (the dashboard's,
// and docs/OPERATIONS.md's unzip into a new pb_data) start the server on the archived data, so the server
// sees the mark before it serves anything and takes a new incarnation.
onBackupCreate((e) => {
  const incarnation = require(`${__hooks}/sync_incarnation.js`);
  incarnation.markBackupCopy(e.app, true);
  try {
    e.next();
  } finally {
    incarnation.markBackupCopy(e.app, false);
  }
});

// After the migrations and before the first request (the JSVM has no onServe() of its own).
$app.onServe().bindFunc((e) => {
  require(`${__hooks}/sync_incarnation.js`).renewIfRestored(e.app);
  return e.next();
});

// Stations read it before each pull: cursors saved under another incarnation are not the server's.
routerAdd(
  'GET',
  '/api/sync/incarnation',
  (e) => e.json(200, { incarnation: require(`${__hooks}/sync_incarnation.js`).currentIncarnation(e.app) }),
  $apis.requireAuth('users', '_superusers'),
);
