/// <reference path="../pb_data/types.d.ts" />
// docs/SPEC.md §18: monitoring records are bounded in size (the payload's JSON, 64 KB) and, per
// user, in number and bytes a day (pb_hooks/monitoring_quota.js, which needs who sent each record
// and its size: hidden fields, set by the server), and an admin may delete them.
migrate(
  (app) => {
    const monitoring = app.findCollectionByNameOrId('monitoring');
    monitoring.fields.getByName('payload').maxSize = 64 * 1024;
    monitoring.fields.add(new TextField({ name: 'sentBy', hidden: true }));
    monitoring.fields.add(new NumberField({ name: 'payloadBytes', hidden: true, onlyInt: true, min: 0 }));
    monitoring.addIndex('idx_monitoring_sentBy_created', false, 'sentBy, created, payloadBytes', '');
    monitoring.deleteRule = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';
    app.save(monitoring);
  },
  (app) => {
    const monitoring = app.findCollectionByNameOrId('monitoring');
    monitoring.deleteRule = null;
    monitoring.removeIndex('idx_monitoring_sentBy_created');
    monitoring.fields.removeByName('sentBy');
    monitoring.fields.removeByName('payloadBytes');
    monitoring.fields.getByName('payload').maxSize = 0;
    app.save(monitoring);
  },
);
