/// <reference path="../pb_data/types.d.ts" />
// Every write of a pulled record, by any path, takes the next pull-cursor number of its
// collection inside its transaction (sync_sequence.js). These are model hooks, so they run for
// the records API, the admin UI, batches and the hooks' own saves alike.
onRecordCreate(
  (e) => {
    require(`${__hooks}/sync_sequence.js`).saveWithNextSequence(e);
  },
  'products',
  'categories',
  'stock_movements',
  'order_lines',
  'transactions',
  'files',
  'users',
);

onRecordUpdate(
  (e) => {
    require(`${__hooks}/sync_sequence.js`).saveWithNextSequence(e);
  },
  'products',
  'categories',
  'stock_movements',
  'order_lines',
  'transactions',
  'files',
  'users',
);
