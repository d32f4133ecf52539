/// <reference path="../pb_data/types.d.ts" />
// PocketBase's own backups (docs/SPEC.md §16): one a day at 02:30 server time, the last 7 kept
// (cronMaxKeep counts the scheduled ones only; "Back up now" ones stay until removed). docs/OPERATIONS.md,
// Backups, says how to restore one.
migrate(
  (app) => {
    const settings = app.settings();
    settings.backups.cron = '30 2 * * *';
    settings.backups.cronMaxKeep = 7;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.backups.cron = '';
    app.save(settings);
  },
);
