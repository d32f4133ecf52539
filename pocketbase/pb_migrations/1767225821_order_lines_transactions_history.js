/// <reference path="../pb_data/types.d.ts" />
// docs/SPEC.md §18: order lines and transactions are records of what happened. A signed-in user
// records them; nobody changes one (pb_hooks/recorded_history.js acknowledges a station's resend
// of the same values and refuses anything else); only an admin deletes one, by a DELETE or a
// tombstone update, which the stations pull (pb_hooks/deletions.pb.js).
migrate(
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    const ADMIN = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';
    for (const name of ['order_lines', 'transactions']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.updateRule = `${SIGNED_IN_USER} && (@request.body.deleted:isset = false || @request.body.deleted = false || @request.auth.role = "admin")`;
      collection.deleteRule = ADMIN;
      app.save(collection);
    }
  },
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    for (const name of ['order_lines', 'transactions']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.updateRule = SIGNED_IN_USER;
      collection.deleteRule = SIGNED_IN_USER;
      app.save(collection);
    }
  },
);
