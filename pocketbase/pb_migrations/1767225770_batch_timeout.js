/// <reference path="../pb_data/types.d.ts" />
// A batch that carries a 50 MB file spends seconds storing it inside the batch's transaction; on a
// slow disk PocketBase's default of 3 s would cancel it, and the station would send it again and
// again. A minute leaves room while still ending a transaction that truly hangs.
migrate(
  (app) => {
    const settings = app.settings();
    settings.batch.timeout = 60;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.batch.timeout = 3;
    app.save(settings);
  },
);
