/// <reference path="../pb_data/types.d.ts" />
/* global module */
// The server's side of the stock rules, loaded with require() by stock.pb.js and stock_push.js:
// hook handlers run in pooled runtimes that see nothing declared outside them. The rules
// themselves are the stations' (src/domain/stock.ts), bundled into stock_rules.generated.js;
// this module reads and saves the categories they apply to.

const DEFAULT_LOW_STOCK_THRESHOLD = 5;

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
 * categories) in `ledger` by the stations' rules (applyStockMovement), and stamps the movement
 * with the previous and new quantity of its category, the change actually applied and its
 * sequence number; refuses it with the rules' message otherwise.
 */
function applyMovement(ledger, movement) {
  const { applyStockMovement } = require(`${__hooks}/stock_rules.generated.js`);
  const metadata = readJson(movement, 'metadata');
  const input = {
    categoryId: movement.getString('categoryId'),
    type: movement.getString('type'),
    quantity: movement.getFloat('quantity'),
    metadata: metadata ? { targetCategoryId: String(metadata.targetCategoryId || '') } : null,
  };
  const quantities = new Map();
  for (const id of [input.categoryId, input.metadata ? input.metadata.targetCategoryId : '']) {
    if (ledger.exists(id)) quantities.set(id, ledger.quantity(id));
  }
  // The stored quantity is an amount: the rules give the direction by the type, and refuse a
  // quantity below 1 (checked here as stored; the request hooks check it as sent).
  refuseQuantity(input.quantity);
  const outcome = applyStockMovement(quantities, input);
  if (!outcome.ok) throw new BadRequestError(outcome.message);
  for (const [id, quantity] of outcome.quantities) {
    if (quantity !== quantities.get(id)) ledger.setQuantity(id, quantity);
  }
  movement.set('previousQuantity', outcome.change.previousQuantity);
  movement.set('newQuantity', outcome.change.newQuantity);
  movement.set('appliedDelta', outcome.change.appliedDelta);
  movement.set('sequence', ledger.nextSequence());
}

/** Refuses a quantity that is not a whole number from 1 to 1,000,000, with the rules' message. */
function refuseQuantity(quantity) {
  const { quantityProblem } = require(`${__hooks}/stock_rules.generated.js`);
  const problem = quantityProblem(quantity);
  if (problem) throw new BadRequestError(problem);
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

module.exports = { applyMovement, categoryLedger, keepServerQuantity, quantityOf, refuseQuantity };
