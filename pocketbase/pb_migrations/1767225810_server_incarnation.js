/// <reference path="../pb_data/types.d.ts" />
// docs/SPEC.md §18: a station's pull cursors belong to one history of the server's writes. A
// restored backup goes back to an older history and numbers new writes again from its old
// `syncSeq`s, which a station's cursor may already be past. The server's incarnation names the
// history: a random id that stations read before they pull (pb_hooks/sync_incarnation.pb.js) and
// that changes when the server starts on a restored backup. `backupCopy` is true only inside the
// backups: it is set while a backup is archived and cleared right after, so a server that starts
// with it set is running on a restored backup. Superusers only: stations read the id by its route.
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'server_incarnation',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'incarnation', required: true },
        { type: 'bool', name: 'backupCopy' },
      ],
    });
    app.save(collection);
    const record = new Record(collection);
    record.set('id', 'incarnation0000');
    record.set('incarnation', $security.randomString(24));
    app.save(record);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('server_incarnation'));
  },
);
