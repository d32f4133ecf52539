/// <reference path="../pb_data/types.d.ts" />
// Stock invariants (ARCHITECTURE.md, Data): a stock movement changes its category's quantity
// exactly once, in the database transaction that inserts it, and nothing else changes a quantity.

// A batch already runs every request in one transaction (e.app is then that transaction); a
// single create gets its own, with the insert moved into it so that the category read, its
// update and the movement insert are one unit, serialized with every other writer. The event
// gets its app back afterwards: the after-save hooks (realtime) must not use a finished
// transaction. A movement saved by a push through stock_push.pb.js has been applied by the push,
// which marks it in the app store (markApplied in stock.js, same key) for its transaction only;
// the mark is checked before require(), which costs more than the check.
onRecordCreate((e) => {
  const apply = (app) => {
    if ($app.store().has(`stock.applied.${e.record.id}`)) return;
    const { applyMovement, categoryLedger } = require(`${__hooks}/stock.js`);
    const ledger = categoryLedger(app);
    applyMovement(ledger, e.record);
    ledger.save();
  };
  if (e.app.isTransactional()) {
    apply(e.app);
    e.next();
    return;
  }
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      apply(txApp);
      e.next();
    });
  } finally {
    e.app = app;
  }
}, 'stock_movements');

// A movement is a ledger entry: sending it again (a push whose answer was lost) acknowledges
// the stored entry and changes nothing.
onRecordUpdateRequest((e) => {
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
  const keep = (app) => {
    const { keepServerQuantity, quantityOf } = require(`${__hooks}/stock.js`);
    keepServerQuantity(e.record, quantityOf(app.findRecordById('categories', e.record.id)));
  };
  if (e.app.isTransactional()) {
    keep(e.app);
    e.next();
    return;
  }
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      keep(txApp);
      e.next();
    });
  } finally {
    e.app = app;
  }
}, 'categories');
