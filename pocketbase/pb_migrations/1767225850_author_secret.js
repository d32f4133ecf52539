/// <reference path="../pb_data/types.d.ts" />
// Offline work keeps its author whoever pushes it (docs/SPEC.md §18): each user gets a hidden
// secret from which the server derives the user's author key (pb_hooks/station_session.js). A
// station that user signs in on keeps the key and signs each change it queues with it; the
// server then records that user, not the one whose sign-in pushes the change. The secret is set
// on first use; a superuser who empties it makes every key derived from it worthless.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new TextField({ name: 'authorSecret', hidden: true }));
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('authorSecret');
    app.save(users);
  },
);
