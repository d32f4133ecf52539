/// <reference path="../pb_data/types.d.ts" />
/* global module */
// The server's stock rules, loaded with require() by stock.pb.js: hook handlers run in pooled
// runtimes that see nothing declared outside them. src/domain/stock.ts holds the same rules for
// the stations' own view of pending movements; tests/integration/stock-hook.test.ts checks that
// the two agree.

const DEFAULT_LOW_STOCK_THRESHOLD = 5;

const CATEGORY_NOT_FOUND = 'Category not found';
const CATEGORIES_NOT_FOUND = 'One or both categories not found';
const INSUFFICIENT_SOURCE = 'Insufficient inventory in source category';

function readJson(record, field) {
  const raw = record.getString(field);
  if (!raw) return null;
  const value = JSON.parse(raw);
  return value !== null && typeof value === 'object' ? value : null;
}

function quantityOf(category) {
  const inventory = category ? readJson(category, 'inventory') : null;
  const quantity = inventory ? Number(inventory.totalQuantity) : 0;
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
}

/** The inventory object to store: `base` (or the specification's defaults) with the quantity set. */
function inventoryWith(base, totalQuantity, lastUpdated) {
  const defaults = { totalQuantity: 0, lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD, lastUpdated, productCount: 0 };
  return Object.assign(defaults, base || {}, { totalQuantity, lastUpdated });
}

/** A category that exists and is not a tombstone, or null. */
function findCategory(app, id) {
  if (!id) return null;
  try {
    const category = app.findRecordById('categories', id);
    return category.getBool('deleted') ? null : category;
  } catch {
    return null;
  }
}

/** Only the quantity changes, computed here: the rest of the category was validated when saved. */
function setQuantity(app, category, quantity, at) {
  category.set('inventory', inventoryWith(readJson(category, 'inventory'), quantity, at));
  app.saveNoValidate(category);
}

/**
 * Applies a new stock movement to its category (or, for a transfer, to both categories) through
 * `app`, which must be inside the transaction that inserts the movement, and stamps the movement
 * with the server's previous and new quantity of its category and the change actually applied.
 * Quantities are amounts: their sign is ignored, the type gives the direction.
 */
function applyMovement(app, movement) {
  const amount = Math.abs(movement.getFloat('quantity'));
  const at = new Date().toISOString();
  const source = findCategory(app, movement.getString('categoryId'));
  const previous = quantityOf(source);
  let next;

  if (movement.getString('type') === 'transfer') {
    const metadata = readJson(movement, 'metadata');
    const target = findCategory(app, metadata ? metadata.targetCategoryId : '');
    if (!source || !target) throw new BadRequestError(CATEGORIES_NOT_FOUND);
    if (previous < amount) throw new BadRequestError(INSUFFICIENT_SOURCE);
    next = source.id === target.id ? previous : previous - amount;
    if (source.id !== target.id) {
      setQuantity(app, source, next, at);
      setQuantity(app, target, quantityOf(target) + amount, at);
    }
  } else {
    if (!source) throw new BadRequestError(CATEGORY_NOT_FOUND);
    next = movement.getString('type') === 'add' ? previous + amount : Math.max(0, previous - amount);
    setQuantity(app, source, next, at);
  }

  movement.set('previousQuantity', previous);
  movement.set('newQuantity', next);
  movement.set('appliedDelta', next - previous);
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

module.exports = { applyMovement, keepServerQuantity, quantityOf };
