/// <reference path="../pb_data/types.d.ts" />
// Roles (docs/SPEC.md §17): a `user` does the daily work (catalogue edits, stock, orders); an `admin`
// also deletes categories and products and manages the accounts. The screens hide what a role
// cannot do (src/domain/roles.ts); these rules hold it for any client.
//
// A station deletes by sending the record with `deleted: true` (a tombstone, which the other
// stations pull), so the update rule refuses that to a user as the delete rule refuses a DELETE.
// Sending `deleted: false`, or leaving it out, is an ordinary edit.
migrate(
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    const ADMIN = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

    for (const name of ['categories', 'products']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.updateRule = `${SIGNED_IN_USER} && (@request.body.deleted:isset = false || @request.body.deleted = false || @request.auth.role = "admin")`;
      collection.deleteRule = ADMIN;
      app.save(collection);
    }

    // A user sees and edits only their own account and cannot change their role; an admin
    // manages every account (PocketBase's manage rule: set passwords and e-mails of others),
    // but cannot remove their own, so that an admin is always left to manage the others.
    const users = app.findCollectionByNameOrId('users');
    users.listRule = `id = @request.auth.id || (${ADMIN})`;
    users.viewRule = `id = @request.auth.id || (${ADMIN})`;
    users.createRule = ADMIN;
    users.updateRule = `(id = @request.auth.id && @request.body.role:changed = false) || (${ADMIN})`;
    users.deleteRule = `${ADMIN} && id != @request.auth.id`;
    users.manageRule = ADMIN;
    app.save(users);
  },
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    for (const name of ['categories', 'products']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.updateRule = SIGNED_IN_USER;
      collection.deleteRule = SIGNED_IN_USER;
      app.save(collection);
    }
    const users = app.findCollectionByNameOrId('users');
    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.createRule = null;
    users.updateRule = 'id = @request.auth.id && @request.body.role:changed = false';
    users.deleteRule = null;
    users.manageRule = null;
    app.save(users);
  },
);
