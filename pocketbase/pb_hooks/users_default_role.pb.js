/// <reference path="../pb_data/types.d.ts" />
// The specification stores new accounts with role 'user'; whoever creates one (the user-add
// command, a superuser in the dashboard or the API) may leave the role out.
onRecordCreate((e) => {
  if (!e.record.getString('role')) {
    e.record.set('role', 'user');
  }
  e.next();
}, 'users');
