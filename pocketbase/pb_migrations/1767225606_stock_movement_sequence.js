/// <reference path="../pb_data/types.d.ts" />
// Stock movements are numbered in the order the stock hook applied them (pb_hooks/stock.js), so
// that a category's history lists them in that order rather than by the stations' clocks.
// Movements stored before are numbered in the order they were inserted, which is the order they
// were applied, and stamped `updated` now so that every station pulls their numbers.
migrate(
  (app) => {
    const movements = app.findCollectionByNameOrId('stock_movements');
    movements.fields.add(new NumberField({ name: 'sequence', onlyInt: true }));
    movements.addIndex('idx_stock_movements_sequence', false, 'sequence', '');
    app.save(movements);
    app
      .db()
      .newQuery(
        `UPDATE stock_movements
         SET sequence = numbered.n, updated = strftime('%Y-%m-%d %H:%M:%fZ', 'now')
         FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY rowid) AS n FROM stock_movements) AS numbered
         WHERE numbered.id = stock_movements.id`,
      )
      .execute();
  },
  (app) => {
    const movements = app.findCollectionByNameOrId('stock_movements');
    movements.removeIndex('idx_stock_movements_sequence');
    movements.fields.removeByName('sequence');
    app.save(movements);
  },
);
