/// <reference path="../pb_data/types.d.ts" />
// The stock hook (pb_hooks/stock.pb.js) clamps removals at 0, so a movement's requested quantity
// is not always what happened: the movement keeps the signed change it actually made to its
// category, which stations use to explain a stock figure.
migrate(
  (app) => {
    const movements = app.findCollectionByNameOrId('stock_movements');
    movements.fields.add(new NumberField({ name: 'appliedDelta' }));
    app.save(movements);
  },
  (app) => {
    const movements = app.findCollectionByNameOrId('stock_movements');
    movements.fields.removeByName('appliedDelta');
    app.save(movements);
  },
);
