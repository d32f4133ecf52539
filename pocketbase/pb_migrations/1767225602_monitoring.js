/// <reference path="../pb_data/types.d.ts" />
// Local monitoring records (errors, performance, analytics events) arrive in batches and are only
// ever appended, so they carry their kind and the record as JSON rather than a column per field.
migrate(
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';

    app.save(
      new Collection({
        type: 'base',
        name: 'monitoring',
        listRule: SIGNED_IN_USER,
        viewRule: SIGNED_IN_USER,
        createRule: SIGNED_IN_USER,
        updateRule: SIGNED_IN_USER,
        deleteRule: SIGNED_IN_USER,
        fields: [
          { type: 'select', name: 'kind', values: ['error', 'performance', 'event'], maxSelect: 1, required: true },
          { type: 'json', name: 'payload', required: true },
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE INDEX idx_monitoring_kind_created ON monitoring (kind, created)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('monitoring'));
  },
);
