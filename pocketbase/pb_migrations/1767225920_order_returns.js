/// <reference path="../pb_data/types.d.ts" />
// docs/SPEC.md §19: returned parcels, received by scan. Each returned order line is one record, history
// like packing marks (migration 1767225730): signed-in users read and create them, only a
// superuser changes or deletes one. Updates stay open in the rules only because a station resends
// a record whose answer it lost, and two stations receiving the same line make the same record
// (its id comes from the line): pb_hooks/order_returns.pb.js answers such an update with the
// stored record and changes nothing, and sets who received it from the sign-in.
migrate(
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    // The marketplaces order lines know, whichever migrations added them.
    const platforms = app.findCollectionByNameOrId('order_lines').fields.getByName('type').values;
    const text = (name, options) => ({ type: 'text', name, ...options });
    const day = (name) => text(name, { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

    app.save(
      new Collection({
        type: 'base',
        name: 'order_returns',
        listRule: SIGNED_IN_USER,
        viewRule: SIGNED_IN_USER,
        createRule: SIGNED_IN_USER,
        updateRule: SIGNED_IN_USER,
        deleteRule: null,
        fields: [
          { type: 'select', name: 'platform', values: platforms, maxSelect: 1, required: true },
          text('orderId', { required: true }),
          text('awb'),
          text('sku', { required: true }),
          text('name'),
          { type: 'number', name: 'quantity', onlyInt: true, min: 0 },
          text('categoryId'),
          text('category'),
          day('mergedDate'),
          { type: 'select', name: 'outcome', values: ['back-in-stock', 'damaged'], maxSelect: 1, required: true },
          text('reason'),
          day('receivedDay'),
          text('receivedBy'),
          text('receivedAt'),
          text('stockMovementId'),
          { type: 'bool', name: 'deleted' },
          { type: 'number', name: 'syncSeq', onlyInt: true, min: 0 },
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE INDEX idx_order_returns_updated_id ON order_returns (updated, id)',
          'CREATE INDEX idx_order_returns_syncSeq ON order_returns (syncSeq)',
          'CREATE UNIQUE INDEX idx_order_returns_line ON order_returns (platform, orderId, awb, sku, mergedDate)',
          'CREATE INDEX idx_order_returns_receivedDay ON order_returns (receivedDay)',
          'CREATE INDEX idx_order_returns_mergedDate ON order_returns (mergedDate)',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('order_returns'));
  },
);
