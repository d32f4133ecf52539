/// <reference path="../pb_data/types.d.ts" />
// A sign-out gives the user a new token key (station_session.js), which ends their tokens. An
// update of their record that was read before it, such as the last-login stamp a station sends
// right after signing in, would save the old key back and bring the ended tokens back to life.
// The key is read again inside the transaction that saves the update. A password change is left
// to PocketBase, which gives it a new key itself.
onRecordUpdateRequest((e) => {
  const body = e.requestInfo().body || {};
  if (body.password !== undefined) {
    e.next();
    return;
  }
  require(`${__hooks}/in_transaction.js`).inTransaction(e, (app) => {
    e.record.set('tokenKey', app.findRecordById('users', e.record.id).getString('tokenKey'));
  });
}, 'users');
