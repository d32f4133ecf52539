/// <reference path="../pb_data/types.d.ts" />
/* global module */
// The server's stock rules, loaded with require() by stock.pb.js and stock_push.js: hook handlers
// run in pooled runtimes that see nothing declared outside them. src/domain/stock.ts holds the
// same rules for the stations' own view of pending movements; tests/integration/stock-hook.test.ts
// checks that the two agree.

const DEFAULT_LOW_STOCK_THRESHOLD = 5;

const CATEGORY_NOT_FOUND = 'Category not found';
const CATEGORIES_NOT_FOUND = 'One or both categories not found';
const INSUFFICIENT_SOURCE = 'Insufficient inventory in source category';

/**
 * App store key of a movement whose stock a push through stock_push.js has applied already; the
 * create hook in stock.pb.js checks it under the same name.
 */
const APPLIED_KEY_PREFIX = 'stock.applied.';

function readJson(record, field) {
  const raw = record.getString(field);
  if (!raw) return null;
  const value = JSON.parse(raw);
  return value !== null && typeof value === 'object' ? value : null;
}

function quantityIn(inventory) {
  const quantity = inventory ? Number(inventory.totalQuantity) : 0;
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
}

function quantityOf(category) {
  return quantityIn(category ? readJson(category, 'inventory') : null);
}

/** The inventory object to store: `base` (or the specification's defaults) with the quantity set. */
function inventoryWith(base, totalQuantity, lastUpdated) {
  const defaults = { totalQuantity: 0, lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD, lastUpdated, productCount: 0 };
  return Object.assign(defaults, base || {}, { totalQuantity, lastUpdated });
}

/**
 * The categories that movements change through `app`, which must be inside the transaction that
 * inserts the movements: each category is read once and, by `save()`, saved once with its final
 * quantity, however many of the transaction's movements change it. The save stamps `updated`
 * for the pull cursors and announces the category to realtime subscribers.
 */
function categoryLedger(app) {
  const categories = new Map();
  let lastSequence = null;

  /** A category that exists and is not a tombstone, or null. */
  function find(id) {
    if (!id) return null;
    if (!categories.has(id)) {
      let record = null;
      try {
        record = app.findRecordById('categories', id);
      } catch {
        record = null;
      }
      categories.set(id, record && !record.getBool('deleted') ? { record, quantity: quantityOf(record), changed: false } : null);
    }
    return categories.get(id);
  }

  return {
    /**
     * The number of the next movement applied: movements are numbered in the order they take
     * effect, which stations show them in (their own clocks' timestamps can disagree).
     */
    nextSequence() {
      if (lastSequence === null) {
        const row = new DynamicModel({ last: 0 });
        app.db().newQuery('SELECT COALESCE(MAX(sequence), 0) AS last FROM stock_movements').one(row);
        lastSequence = row.last;
      }
      lastSequence += 1;
      return lastSequence;
    },
    exists: (id) => find(id) !== null,
    quantity: (id) => find(id).quantity,
    setQuantity(id, quantity) {
      const category = find(id);
      category.quantity = quantity;
      category.changed = true;
    },
    /** Saves the changed categories; returns their ids and new quantities. */
    save() {
      const at = new Date().toISOString();
      const saved = [];
      for (const category of categories.values()) {
        if (!category || !category.changed) continue;
        category.record.set('inventory', inventoryWith(readJson(category.record, 'inventory'), category.quantity, at));
        app.saveNoValidate(category.record);
        category.changed = false;
        saved.push({ id: category.record.id, totalQuantity: category.quantity });
      }
      return saved;
    },
  };
}

/**
 * Applies a new stock movement to the quantity of its category (or, for a transfer, of both
 * categories) in `ledger`, and stamps the movement with the previous and new quantity of its
 * category, the change actually applied and its sequence number. Quantities are amounts (whole, 1 to
 * 1,000,000: stock_rules.js), the type gives the direction; no category goes above 2^31 - 1.
 */
function applyMovement(ledger, movement) {
  const { refuseQuantity, refuseTotal } = require(`${__hooks}/stock_rules.js`);
  // The request hooks check the quantity as sent; this holds for every other way in too.
  refuseQuantity(movement.getFloat('quantity'));
  const amount = movement.getFloat('quantity');
  const sourceId = movement.getString('categoryId');
  const source = ledger.exists(sourceId);
  const previous = source ? ledger.quantity(sourceId) : 0;
  let next;

  if (movement.getString('type') === 'transfer') {
    const metadata = readJson(movement, 'metadata');
    const targetId = metadata ? String(metadata.targetCategoryId || '') : '';
    if (!source || !ledger.exists(targetId)) throw new BadRequestError(CATEGORIES_NOT_FOUND);
    if (previous < amount) throw new BadRequestError(INSUFFICIENT_SOURCE);
    next = sourceId === targetId ? previous : previous - amount;
    if (sourceId !== targetId) {
      refuseTotal(ledger.quantity(targetId) + amount);
      ledger.setQuantity(sourceId, next);
      ledger.setQuantity(targetId, ledger.quantity(targetId) + amount);
    }
  } else {
    if (!source) throw new BadRequestError(CATEGORY_NOT_FOUND);
    next = movement.getString('type') === 'add' ? previous + amount : Math.max(0, previous - amount);
    refuseTotal(next);
    ledger.setQuantity(sourceId, next);
  }

  movement.set('previousQuantity', previous);
  movement.set('newQuantity', next);
  movement.set('appliedDelta', next - previous);
  movement.set('sequence', ledger.nextSequence());
}

/**
 * Marks of movements whose stock the caller applies itself, for the create hook of the movements
 * it then saves. Marks live only inside the caller's transaction, until `clear()`: PocketBase runs
 * one write transaction at a time, so no other create can see them.
 */
function appliedMarks() {
  const store = $app.store();
  const ids = [];
  return {
    mark(id) {
      store.set(APPLIED_KEY_PREFIX + id, true);
      ids.push(id);
    },
    clear() {
      for (const id of ids) store.remove(APPLIED_KEY_PREFIX + id);
    },
  };
}

/**
 * A station's write of a category never sets its quantity: the quantity is the sum of the
 * applied movements, so a create starts at 0 and an update keeps the stored quantity, whatever
 * (possibly stale, possibly already counting pending movements) figure the station sent.
 */
function keepServerQuantity(category, storedQuantity) {
  const sent = readJson(category, 'inventory');
  if (!sent && storedQuantity === 0) return;
  const lastUpdated = sent && sent.lastUpdated ? sent.lastUpdated : new Date().toISOString();
  category.set('inventory', inventoryWith(sent, storedQuantity, lastUpdated));
}

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

module.exports = { applyMovement, appliedMarks, categoryLedger, inTransaction, keepServerQuantity, quantityOf };
