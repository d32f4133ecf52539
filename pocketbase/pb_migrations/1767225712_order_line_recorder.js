/// <reference path="../pb_data/types.d.ts" />
// A stock movement records 'system' as its maker only for the order fulfilment of an order line
// that the same user recorded (pb_hooks/stock_rules.js). Each line keeps, hidden from the
// stations, who recorded it and the id of the movement that takes its stock (set by
// pb_hooks/stock_rules.pb.js). Lines recorded before have no recorder: their movements, if they
// arrive later, record the user who sent them.
migrate(
  (app) => {
    const lines = app.findCollectionByNameOrId('order_lines');
    lines.fields.add(new TextField({ name: 'recordedBy', hidden: true }));
    lines.fields.add(new TextField({ name: 'stockMovementId', hidden: true }));
    lines.addIndex('idx_order_lines_stockMovementId', false, 'stockMovementId', '');
    app.save(lines);
  },
  (app) => {
    const lines = app.findCollectionByNameOrId('order_lines');
    lines.removeIndex('idx_order_lines_stockMovementId');
    lines.fields.removeByName('recordedBy');
    lines.fields.removeByName('stockMovementId');
    app.save(lines);
  },
);
