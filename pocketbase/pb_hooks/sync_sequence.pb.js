/// <reference path="../pb_data/types.d.ts" />
// Every write of a pulled record, by any path, takes the next pull-cursor number of its
// collection inside its transaction (sync_sequence.js). These are model hooks, so they run for
// the records API, the admin UI, batches and the hooks' own saves alike. They cover every
// collection with a `syncSeq` field, so that a collection stations pull only needs the field
// (and its index) in its migration.
onRecordCreate((e) => {
  if (!e.record.collection().fields.getByName('syncSeq')) {
    e.next();
    return;
  }
  require(`${__hooks}/sync_sequence.js`).saveWithNextSequence(e);
});

onRecordUpdate((e) => {
  if (!e.record.collection().fields.getByName('syncSeq')) {
    e.next();
    return;
  }
  require(`${__hooks}/sync_sequence.js`).saveWithNextSequence(e);
});
