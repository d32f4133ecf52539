/// <reference path="../pb_data/types.d.ts" />
// Stock movements are an append-only ledger: nobody but a superuser deletes one (the delete rule,
// migration 1767225621), and that deletion is a tombstone that keeps the movement's effect and
// its id (deletions.pb.js), so a station that sends the same id again is acknowledged and
// nothing is applied twice. An update that would change a movement is refused (ledger.js). This
// file sorts before stock.pb.js, whose update hook answers a resend without going further.
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/ledger.js`).refuseChange(e);
  e.next();
}, 'stock_movements');
