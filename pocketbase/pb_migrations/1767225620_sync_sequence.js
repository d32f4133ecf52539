/// <reference path="../pb_data/types.d.ts" />
// Pull cursors follow `syncSeq`, a number the server gives a record each time it is written,
// inside the transaction that writes it (pb_hooks/sync_sequence.pb.js). `updated` is stamped
// before a write waits for the single writer, so `updated` order is not commit order and a cursor
// on it misses records committed late; `syncSeq` is taken under the writer, so a record with a
// higher number is never committed before one with a lower number.
// Records stored before are numbered in `(updated, id)` order, as the old cursor read them.
migrate(
  (app) => {
    for (const name of ['products', 'categories', 'stock_movements', 'order_lines', 'transactions', 'files', 'users']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new NumberField({ name: 'syncSeq', onlyInt: true, min: 0 }));
      collection.addIndex(`idx_${name}_syncSeq`, false, 'syncSeq', '');
      app.save(collection);
      app
        .db()
        .newQuery(
          `UPDATE ${name} SET syncSeq = numbered.n
           FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY updated, id) AS n FROM ${name}) AS numbered
           WHERE numbered.id = ${name}.id`,
        )
        .execute();
    }
  },
  (app) => {
    for (const name of ['products', 'categories', 'stock_movements', 'order_lines', 'transactions', 'files', 'users']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.removeIndex(`idx_${name}_syncSeq`);
      collection.fields.removeByName('syncSeq');
      app.save(collection);
    }
  },
);
