/// <reference path="../pb_data/types.d.ts" />
// Issue 25 (rows 3 and 13): a stored file is its uploader's. Only the uploader or an admin changes
// its metadata, and only an admin deletes it (a DELETE or a tombstone, as before). Its bytes never
// change after the upload, and neither an expiry in the past (a deletion by the hourly job) nor
// merged labels kept for ever get past the hooks (pb_hooks/files.js). `uploadedBy` is the
// uploader's e-mail, set by the server from the sign-in.
migrate(
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    const files = app.findCollectionByNameOrId('files');
    files.updateRule =
      `${SIGNED_IN_USER} && (uploadedBy = @request.auth.email || @request.auth.role = "admin")` +
      ' && (@request.body.deleted:isset = false || @request.body.deleted = false || @request.auth.role = "admin")';
    app.save(files);
  },
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    const files = app.findCollectionByNameOrId('files');
    files.updateRule = `${SIGNED_IN_USER} && (@request.body.deleted:isset = false || @request.body.deleted = false || @request.auth.role = "admin")`;
    app.save(files);
  },
);
