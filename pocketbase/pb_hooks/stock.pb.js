/// <reference path="../pb_data/types.d.ts" />
// Stock invariants (docs/ARCHITECTURE.md, Data): a stock movement changes its category's quantity
// exactly once, in the database transaction that inserts it, and nothing else changes a quantity.

// The category read, its update and the movement insert are one unit (inTransaction in
// stock.js), serialized with every other writer. A movement saved by a push through stock_push.pb.js has been applied by the push,
// which marks it in the app store (markApplied in stock.js, same key) for its transaction only;
// the mark is checked before require(), which costs more than the check.
onRecordCreate((e) => {
  if ($app.store().has(`stock.applied.${e.record.id}`)) {
    e.next();
    return;
  }
  const { applyMovement, categoryLedger, inTransaction } = require(`${__hooks}/stock.js`);
  inTransaction(e, (app) => {
    const ledger = categoryLedger(app);
    applyMovement(ledger, e.record);
    ledger.save();
  });
}, 'stock_movements');

// A movement is a ledger entry: sending it again (a push whose answer was lost) acknowledges
// the stored entry and changes nothing; anything that would change it is refused (ledger.js).
// Both live in this one handler: PocketBase does not run handlers of different hook files in a
// fixed order, and this one answers without going further.
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/ledger.js`).refuseChange(e);
  e.json(200, e.record.original());
}, 'stock_movements');

onRecordCreateRequest((e) => {
  const { keepServerQuantity } = require(`${__hooks}/stock.js`);
  keepServerQuantity(e.record, 0);
  e.next();
}, 'categories');

// The stored quantity is read inside the transaction that saves the update: the record the
// request loaded was read before the request waited for the single writer, and a movement
// applied in between would be overwritten with that stale figure.
onRecordUpdateRequest((e) => {
  const { inTransaction, keepServerQuantity, quantityOf } = require(`${__hooks}/stock.js`);
  inTransaction(e, (app) => keepServerQuantity(e.record, quantityOf(app.findRecordById('categories', e.record.id))));
}, 'categories');
