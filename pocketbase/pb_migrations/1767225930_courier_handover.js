/// <reference path="../pb_data/types.d.ts" />
// docs/SPEC.md §19: each order line keeps the courier that takes its parcel ('Amazon' for Easy Ship, the
// Flipkart label's courier, 'Unknown' otherwise; stored lines get ''), and parcels handed over to
// their courier are marked by scan. Handover marks are history like packing marks (migration
// 1767225730): one per parcel of a day, its id made from the parcel, the first to arrive stands
// (pb_hooks/handover_marks.pb.js), who handed it over set from the sign-in.
migrate(
  (app) => {
    const SIGNED_IN_USER = '@request.auth.collectionName = "users"';
    const lines = app.findCollectionByNameOrId('order_lines');
    lines.fields.add(new TextField({ name: 'courier' }));
    app.save(lines);
    const platforms = lines.fields.getByName('type').values;
    const text = (name, options) => ({ type: 'text', name, ...options });

    app.save(
      new Collection({
        type: 'base',
        name: 'handover_marks',
        listRule: SIGNED_IN_USER,
        viewRule: SIGNED_IN_USER,
        createRule: SIGNED_IN_USER,
        updateRule: SIGNED_IN_USER,
        deleteRule: null,
        fields: [
          { type: 'select', name: 'platform', values: platforms, maxSelect: 1, required: true },
          text('orderId', { required: true }),
          text('awb'),
          text('date', { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          text('courier', { required: true }),
          text('handedOverBy'),
          text('handedOverAt'),
          { type: 'bool', name: 'deleted' },
          { type: 'number', name: 'syncSeq', onlyInt: true, min: 0 },
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE INDEX idx_handover_marks_updated_id ON handover_marks (updated, id)',
          'CREATE INDEX idx_handover_marks_syncSeq ON handover_marks (syncSeq)',
          'CREATE UNIQUE INDEX idx_handover_marks_parcel ON handover_marks (platform, orderId, awb, date)',
          'CREATE INDEX idx_handover_marks_date ON handover_marks (date)',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('handover_marks'));
    const lines = app.findCollectionByNameOrId('order_lines');
    lines.fields.removeByName('courier');
    app.save(lines);
  },
);
