/// <reference path="../pb_data/types.d.ts" />
// Stock movements are an append-only ledger: only a superuser may delete one (which leaves a
// tombstone, pb_hooks/deletions.pb.js). Updates stay open to signed-in users because a station
// resends a movement whose answer it lost; pb_hooks/ledger.pb.js refuses any actual change.
migrate(
  (app) => {
    const movements = app.findCollectionByNameOrId('stock_movements');
    movements.deleteRule = null;
    app.save(movements);
  },
  (app) => {
    const movements = app.findCollectionByNameOrId('stock_movements');
    movements.deleteRule = '@request.auth.collectionName = "users"';
    app.save(movements);
  },
);
