/// <reference path="../pb_data/types.d.ts" />
/* global onRecordDeleteRequest */
// Records that stations pull (those with a `deleted` field) are never removed by a request: a
// DELETE, from a station, the admin UI or a batch, leaves a tombstone, and an edit that arrives
// after the deletion is refused with its reason (deletions.js). Stock movements have their own
// rules (ledger.js, through stock.pb.js): only a superuser deletes one, and an edit is never applied.
onRecordDeleteRequest((e) => {
  if (!e.record.collection().fields.getByName('deleted')) {
    e.next();
    return;
  }
  require(`${__hooks}/deletions.js`).tombstoneInstead(e);
});

onRecordUpdateRequest((e) => {
  const name = e.record.collection().name;
  if (name !== 'stock_movements' && e.record.collection().fields.getByName('deleted')) {
    require(`${__hooks}/deletions.js`).refuseEditOfTombstone(e);
  }
  e.next();
});
