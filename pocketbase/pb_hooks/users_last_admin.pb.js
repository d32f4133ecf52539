/// <reference path="../pb_data/types.d.ts" />
/* global onRecordDeleteRequest */
// Neither an edit nor a deletion, by anyone (a superuser too), leaves the accounts without an
// admin (users_last_admin.js).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/users_last_admin.js`).refuseDemotion(e);
  e.next();
}, 'users');

onRecordDeleteRequest((e) => {
  require(`${__hooks}/users_last_admin.js`).refuseDeletion(e);
  e.next();
}, 'users');
