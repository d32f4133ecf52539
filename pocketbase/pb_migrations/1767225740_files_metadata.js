/// <reference path="../pb_data/types.d.ts" />
// docs/SPEC.md §15: stored files carry what the storage screen shows and the server needs to expire them.
// - `contentType` is the file's type; `kind` what it is to the seller; `day` the day it belongs to;
// - `uploadedBy` is set by the server from the sign-in (pb_hooks/files.pb.js), `station` by the
//   station that added it; `batchId` links a merge's output to its merge batch;
// - `expiresAt` is ISO 8601 text like the other client-written times (a date field rewrites it),
//   '' for never; the cron job of pb_hooks/files.pb.js tombstones expired files and frees their bytes.
// The file field keeps its token-only downloads (protected) and narrows to 50 MB and the types the
// seller keeps: PDF, images, CSV, TXT, XLSX and XLS. Only an admin deletes, by a DELETE or by a
// tombstone update, as for products and categories (1767225711_roles.js).
const FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];

migrate(
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    const ADMIN = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';
    const files = app.findCollectionByNameOrId('files');

    const file = files.fields.getByName('file');
    file.maxSize = 50 * 1024 * 1024;
    file.mimeTypes = FILE_TYPES;

    files.fields.add(
      new SelectField({ name: 'kind', values: ['merged-labels', 'marketplace-download', 'report', 'other'], maxSelect: 1 }),
    );
    files.fields.add(new TextField({ name: 'day', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }));
    files.fields.add(new TextField({ name: 'description', max: 2000 }));
    files.fields.add(new TextField({ name: 'uploadedBy' }));
    files.fields.add(new TextField({ name: 'station' }));
    files.fields.add(new TextField({ name: 'batchId' }));
    files.fields.add(new TextField({ name: 'expiresAt' }));
    files.addIndex('idx_files_day', false, 'day', '');
    files.addIndex('idx_files_expiresAt', false, 'expiresAt', '');

    files.updateRule = `${SIGNED_IN_USER} && (@request.body.deleted:isset = false || @request.body.deleted = false || @request.auth.role = "admin")`;
    files.deleteRule = ADMIN;
    app.save(files);
  },
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    const files = app.findCollectionByNameOrId('files');
    const file = files.fields.getByName('file');
    file.maxSize = 100 * 1024 * 1024;
    file.mimeTypes = [];
    files.removeIndex('idx_files_day');
    files.removeIndex('idx_files_expiresAt');
    for (const name of ['kind', 'day', 'description', 'uploadedBy', 'station', 'batchId', 'expiresAt']) {
      files.fields.removeByName(name);
    }
    files.updateRule = SIGNED_IN_USER;
    files.deleteRule = SIGNED_IN_USER;
    app.save(files);
  },
);
