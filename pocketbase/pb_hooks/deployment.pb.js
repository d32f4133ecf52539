/// <reference path="../pb_data/types.d.ts" />
// The server's side of /deployment-status/ (deployment.js): PocketBase's version, the migrations
// applied and the backups, and "Back up now". PocketBase's own /api/backups is for superusers;
// these routes let the shop's admins (users with role admin) see and make backups.
routerAdd(
  'GET',
  '/api/deployment/status',
  (e) => {
    const deployment = require(`${__hooks}/deployment.js`);
    deployment.requireAdmin(e);
    return e.json(200, deployment.status(e.app));
  },
  $apis.requireAuth('users'),
);

routerAdd(
  'POST',
  '/api/deployment/backups',
  (e) => {
    const deployment = require(`${__hooks}/deployment.js`);
    deployment.requireAdmin(e);
    return e.json(200, { key: deployment.backupNow(e) });
  },
  $apis.requireAuth('users'),
);
