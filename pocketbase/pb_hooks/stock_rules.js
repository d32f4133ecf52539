/// <reference path="../pb_data/types.d.ts" />
/* global module */
// What a stock movement may say, loaded with require() by stock.js, stock_push.js and
// stock_rules.pb.js: whole quantities in a sane range, and who made it.
//
// The numbers and messages are src/domain/stock.ts's (MAX_MOVEMENT_QUANTITY,
// MAX_CATEGORY_QUANTITY, quantityProblem), which stations check before they send: change both
// together (tests/integration/stock-quantities.test.ts checks that they agree).

const MAX_MOVEMENT_QUANTITY = 1000000;
const MAX_CATEGORY_QUANTITY = 2147483647; // 2^31 - 1

const QUANTITY_PROBLEM = 'Quantity must be a whole number above 0';
const QUANTITY_TOO_LARGE = `Quantity must be at most ${MAX_MOVEMENT_QUANTITY}`;
const CATEGORY_TOTAL_TOO_LARGE = `Category stock cannot go above ${MAX_CATEGORY_QUANTITY}`;

/** Who a movement records as its maker when the order fulfilment of a line made it. */
const ORDER_STOCK_PERFORMER = 'system';

/**
 * Why a quantity as sent (JSON: before PocketBase's number field turns "abc", null or [5] into 0
 * and true into 1) is not one to apply, or null.
 */
function quantityProblem(quantity) {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) return QUANTITY_PROBLEM;
  return quantity > MAX_MOVEMENT_QUANTITY ? QUANTITY_TOO_LARGE : null;
}

function refuseQuantity(quantity) {
  const problem = quantityProblem(quantity);
  if (problem) throw new BadRequestError(problem);
}

/** Refuses to leave a category above the largest total. */
function refuseTotal(total) {
  if (total > MAX_CATEGORY_QUANTITY) throw new BadRequestError(CATEGORY_TOTAL_TOO_LARGE);
}

/**
 * The id of the movement that takes an order line's stock: src/domain/inventory/orderStock.ts's
 * orderStockMovementId (the first 15 bytes of a SHA-256, each as one of 36 characters; the
 * parcel's AWB is part of the key only when the line has one).
 */
function orderStockMovementId(type, orderId, sku, awb) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const parts = ['order-stock', type, orderId, sku];
  if (awb) parts.push(awb);
  const hex = $security.sha256(parts.join('\u0000'));
  let id = '';
  for (let i = 0; i < 15; i += 1) id += alphabet[parseInt(hex.slice(i * 2, i * 2 + 2), 16) % alphabet.length];
  return id;
}

/**
 * Who made a movement: the signed-in user's e-mail, or 'system' for the order fulfilment of an
 * order line this same user recorded (order_lines.stockMovementId, set by stock_rules.pb.js).
 * What the station sent is not taken: any station could claim anyone.
 */
function performerOf(app, auth, movementId) {
  if (!auth || auth.collection().name !== 'users') return '';
  try {
    app.findFirstRecordByFilter('order_lines', 'stockMovementId = {:id} && recordedBy = {:user}', {
      id: movementId,
      user: auth.id,
    });
    return ORDER_STOCK_PERFORMER;
  } catch {
    return auth.email();
  }
}

module.exports = { orderStockMovementId, performerOf, quantityProblem, refuseQuantity, refuseTotal };
