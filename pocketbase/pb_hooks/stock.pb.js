/// <reference path="../pb_data/types.d.ts" />
// Stock invariants (docs/ARCHITECTURE.md, Data): a stock movement changes its category's quantity
// exactly once, in the database transaction that inserts it, and nothing else changes a quantity.
//
// Stations send every movement to the stock route (stock_push.js), which applies it there. A
// movement written through the records API or a batch (another client, the dashboard, a station
// not yet updated) is held to the same: the quantity as sent (before PocketBase's number field
// turns "abc", null or [5] into 0 and true into 1) must be a whole number in range, a new movement
// is stored live, its maker is the signed-in user (or the user whose offline work it is,
// station_session.js's authorOf), or 'system' for the order fulfilment of a line that user
// recorded (stock_rules.js); a superuser's movement keeps what it says. The category read, its
// update and the movement insert are one unit (inTransaction in stock.js), serialized with every
// other writer. A returned line's movement is the server's to make, with the line's standing
// return record (returns.js), and is refused here. One handler: PocketBase runs handlers of
// different hook files in no fixed order.
onRecordCreateRequest((e) => {
  const RETURN_MOVEMENT = "A returned line's stock comes back with its return record, when that record says back in stock";
  const { applyMovement, categoryLedger, refuseQuantity } = require(`${__hooks}/stock.js`);
  const { inTransaction } = require(`${__hooks}/in_transaction.js`);
  const { performerOf } = require(`${__hooks}/stock_rules.js`);
  const { authorOf } = require(`${__hooks}/station_session.js`);
  const { isReturnMovement } = require(`${__hooks}/returns.js`);
  const body = e.requestInfo().body;
  refuseQuantity(body ? body.quantity : undefined);
  if (isReturnMovement(e.app, e.record.id, e.record.getString('reason'))) throw new BadRequestError(RETURN_MOVEMENT);
  if (!e.hasSuperuserAuth()) e.record.set('deleted', false);
  if (e.auth && e.auth.collection().name === 'users') {
    const author = authorOf(e.app, e.auth, body, 'stock_movements', e.record.id);
    e.record.set('performedBy', performerOf(e.app, author, e.record.id));
  }
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
  const { keepServerQuantity, quantityOf } = require(`${__hooks}/stock.js`);
  const { inTransaction } = require(`${__hooks}/in_transaction.js`);
  inTransaction(e, (app) => keepServerQuantity(e.record, quantityOf(app.findRecordById('categories', e.record.id))));
}, 'categories');
