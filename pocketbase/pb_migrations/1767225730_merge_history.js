/// <reference path="../pb_data/types.d.ts" />
// docs/SPEC.md §13: each label merge is a batch record, and packing is checked by scan. Both are history:
// signed-in users read and create them; only a superuser changes or deletes one. Updates stay
// open to signed-in users in the rules only because a station resends a record whose answer it
// lost, and two stations scanning the same parcel make the same mark (its id comes from the
// parcel): pb_hooks/merge_history.pb.js answers such an update with the stored record and
// changes nothing. Who made a record is set by the server from the sign-in (createdBy, packedBy).
//
// Order lines keep the parcel's AWB and the batch that recorded them; they are unique per
// platform + order id + SKU + AWB, so a second parcel of an order with the same SKU (merged on a
// later day, docs/SPEC.md §13) is a line of its own. Stored lines get '' for both.
migrate(
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';

    const lines = app.findCollectionByNameOrId('order_lines');
    lines.fields.add(new TextField({ name: 'awb' }));
    lines.fields.add(new TextField({ name: 'batchId' }));
    lines.removeIndex('idx_order_lines_type_orderId_sku');
    lines.addIndex('idx_order_lines_type_orderId_sku_awb', true, 'type, orderId, sku, awb', '');
    lines.addIndex('idx_order_lines_batchId', false, 'batchId', '');
    app.save(lines);

    const history = (name, fields, indexes) => {
      app.save(
        new Collection({
          type: 'base',
          name,
          listRule: SIGNED_IN_USER,
          viewRule: SIGNED_IN_USER,
          createRule: SIGNED_IN_USER,
          updateRule: SIGNED_IN_USER,
          deleteRule: null,
          fields: [
            ...fields,
            { type: 'bool', name: 'deleted' },
            { type: 'number', name: 'syncSeq', onlyInt: true, min: 0 },
            { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
            { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
          ],
          indexes: [
            `CREATE INDEX idx_${name}_updated_id ON ${name} (updated, id)`,
            `CREATE INDEX idx_${name}_syncSeq ON ${name} (syncSeq)`,
            ...indexes,
          ],
        }),
      );
    };
    const text = (name, options) => ({ type: 'text', name, ...options });
    const day = (name) => text(name, { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    const platform = (name) => ({ type: 'select', name, values: ['amazon', 'flipkart'], maxSelect: 1, required: true });

    history(
      'merge_batches',
      [
        day('date'),
        text('createdAt'),
        text('createdBy'),
        text('station'),
        { type: 'json', name: 'files' },
        { type: 'number', name: 'orders', onlyInt: true, min: 0 },
        { type: 'json', name: 'platformCounts' },
        { type: 'number', name: 'recordedLines', onlyInt: true, min: 0 },
      ],
      ['CREATE INDEX idx_merge_batches_date ON merge_batches (date)'],
    );

    history(
      'packing_marks',
      [platform('platform'), text('orderId', { required: true }), text('awb'), day('date'), text('packedBy'), text('packedAt')],
      [
        'CREATE UNIQUE INDEX idx_packing_marks_parcel ON packing_marks (platform, orderId, awb, date)',
        'CREATE INDEX idx_packing_marks_date ON packing_marks (date)',
      ],
    );
  },
  (app) => {
    for (const name of ['packing_marks', 'merge_batches']) app.delete(app.findCollectionByNameOrId(name));
    const lines = app.findCollectionByNameOrId('order_lines');
    lines.removeIndex('idx_order_lines_batchId');
    lines.removeIndex('idx_order_lines_type_orderId_sku_awb');
    lines.addIndex('idx_order_lines_type_orderId_sku', true, 'type, orderId, sku', '');
    lines.fields.removeByName('awb');
    lines.fields.removeByName('batchId');
    app.save(lines);
  },
);
