/// <reference path="../pb_data/types.d.ts" />
// Order lines and transactions, once stored, are not changed by anyone but a superuser: a resend
// of the same values and an admin's tombstone pass (recorded_history.js).
onRecordUpdateRequest(
  (e) => {
    if (!e.hasSuperuserAuth()) require(`${__hooks}/recorded_history.js`).refuseChange(e);
    e.next();
  },
  'order_lines',
  'transactions',
);
