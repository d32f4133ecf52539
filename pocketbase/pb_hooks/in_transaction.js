/// <reference path="../pb_data/types.d.ts" />
/* global module */
// Loaded with require() by the hooks that must read what they keep inside the transaction that
// saves a record: PocketBase writes through one connection, so no other write comes in between.

/**
 * Runs `apply(app)` and then the rest of the event (`e.next()`, which saves the record) in one
 * transaction: a batch's own, or a new one with the event's app swapped for it. The event gets
 * its app back afterwards: the after-save hooks (realtime) must not use a finished transaction.
 */
function inTransaction(e, apply) {
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
}

module.exports = { inTransaction };
