/// <reference path="../pb_data/types.d.ts" />
// A record whose JSON fields lack the shape the screens read is refused, on create and on update
// (the record as it would be stored, so a partial update of a sound record passes): see
// record_shapes.js, whose shapes name these collections.
onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/record_shapes.js`).refuseMalformed(e.record);
    e.next();
  },
  'products',
  'categories',
  'stock_movements',
  'transactions',
  'merge_batches',
);

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/record_shapes.js`).refuseMalformed(e.record);
    e.next();
  },
  'products',
  'categories',
  'stock_movements',
  'transactions',
  'merge_batches',
);
