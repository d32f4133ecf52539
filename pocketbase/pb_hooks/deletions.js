/// <reference path="../pb_data/types.d.ts" />
/* global module, ApiError */
// Deletions as tombstones, loaded with require() by deletions.pb.js (docs/ARCHITECTURE.md, Data and conflicts).

/** How a refusal names the record, in the words of the screens. */
function describe(record) {
  const name = record.collection().name;
  if (name === 'products') return `Product ${record.getString('sku')} (${record.getString('platform')})`;
  if (name === 'categories') return `Category '${record.getString('name')}'`;
  return `This ${name.replace(/_/g, ' ').replace(/s$/, '')}`;
}

/**
 * A DELETE keeps the record as a tombstone (`deleted`, stamped for the pull cursors): stations
 * learn of deletions only by pulling, and a row that is gone cannot be pulled.
 */
function tombstoneInstead(e) {
  if (!e.record.getBool('deleted')) {
    e.record.set('deleted', true);
    e.app.save(e.record);
  }
  e.noContent(204);
}

/**
 * Delete wins over a later edit: an update of a tombstone is refused with the reason, which the
 * station shows in its refused list, rather than written onto a record no station shows. Sending
 * the deletion again changes nothing and is let through; a superuser may bring a record back.
 */
function refuseEditOfTombstone(e) {
  const stored = e.record.original();
  if (!stored.getBool('deleted') || e.hasSuperuserAuth()) return;
  const body = e.requestInfo().body || {};
  if (body.deleted === true) return;
  throw new ApiError(409, `${describe(stored)} was deleted before this change reached the server; the change was not applied`);
}

module.exports = { refuseEditOfTombstone, tombstoneInstead };
