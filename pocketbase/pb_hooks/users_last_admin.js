/// <reference path="../pb_data/types.d.ts" />
/* global module */
// The accounts always keep an admin (docs/SPEC.md §17): only an admin manages accounts (migration
// 1767225711_roles.js), so without one nobody but a superuser could. Loaded with require() by
// users_last_admin.pb.js.

const LAST_ADMIN = 'The last admin stays an admin: make another account an admin first';

function isLastAdmin(app, record) {
  if (record.getString('role') !== 'admin') return false;
  const others = app.findRecordsByFilter('users', 'role = "admin" && id != {:id}', '', 1, 0, { id: record.id });
  return others.length === 0;
}

/** Refuses an edit that takes the admin role from the last admin (their own or anyone's). */
function refuseDemotion(e) {
  if (e.record.getString('role') === 'admin') return;
  if (isLastAdmin(e.app, e.record.original())) throw new ForbiddenError(LAST_ADMIN);
}

function refuseDeletion(e) {
  if (isLastAdmin(e.app, e.record)) throw new ForbiddenError(LAST_ADMIN);
}

module.exports = { refuseDeletion, refuseDemotion };
