/// <reference path="../pb_data/types.d.ts" />
// A record whose JSON fields lack the shape the screens read is refused, on create and on update
// (the record as it would be stored, so a partial update of a sound record passes): see
// record_shapes.js, whose shapes name these collections. The list is read once, at registration;
// a handler sees none of this file's variables, so each requires the module itself.
const SHAPED_COLLECTIONS = ['products', 'categories', 'stock_movements', 'transactions', 'merge_batches'];

onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/record_shapes.js`).refuseMalformed(e.record);
    e.next();
  },
  ...SHAPED_COLLECTIONS,
);

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/record_shapes.js`).refuseMalformed(e.record);
    e.next();
  },
  ...SHAPED_COLLECTIONS,
);
