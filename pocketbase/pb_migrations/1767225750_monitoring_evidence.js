/// <reference path="../pb_data/types.d.ts" />
// Monitoring records are evidence (docs/SPEC.md §16): any signed-in user's station sends them, only an
// admin reads them, and nobody changes or deletes them (the cron in monitoring_prune.pb.js
// removes them after 90 days). Stations also send a heartbeat with each flush, and every record
// says which station sent it.
migrate(
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    const ADMIN = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

    const monitoring = app.findCollectionByNameOrId('monitoring');
    monitoring.listRule = ADMIN;
    monitoring.viewRule = ADMIN;
    monitoring.createRule = SIGNED_IN_USER;
    monitoring.updateRule = null;
    monitoring.deleteRule = null;
    monitoring.fields.getByName('kind').values = ['error', 'performance', 'event', 'heartbeat'];
    monitoring.fields.add(new TextField({ name: 'station', max: 64 }));
    monitoring.addIndex('idx_monitoring_station_created', false, 'station, created', '');
    app.save(monitoring);
  },
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    const monitoring = app.findCollectionByNameOrId('monitoring');
    monitoring.listRule = SIGNED_IN_USER;
    monitoring.viewRule = SIGNED_IN_USER;
    monitoring.updateRule = SIGNED_IN_USER;
    monitoring.deleteRule = SIGNED_IN_USER;
    monitoring.removeIndex('idx_monitoring_station_created');
    monitoring.fields.removeByName('station');
    monitoring.fields.getByName('kind').values = ['error', 'performance', 'event'];
    app.save(monitoring);
  },
);
