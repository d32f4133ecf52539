/// <reference path="../pb_data/types.d.ts" />
/* global module */
// Who made a stock movement and which movement an order line's is, loaded with require() by
// stock.pb.js, stock_push.js, stock_rules.pb.js and returns.js. The quantity rules are the
// stations' own (src/domain/stock.ts), in stock_rules.generated.js.

/** Who a movement records as its maker when the order fulfilment of a line made it. */
const ORDER_STOCK_PERFORMER = 'system';

/**
 * src/domain/ids.ts's idFromKey: the first 15 bytes of the SHA-256 of the parts, each as one of
 * 36 characters, so that a record made from the same key has the same id on every station.
 */
function idFromKey(parts) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const hex = $security.sha256(parts.join('\u0000'));
  let id = '';
  for (let i = 0; i < 15; i += 1) id += alphabet[parseInt(hex.slice(i * 2, i * 2 + 2), 16) % alphabet.length];
  return id;
}

/**
 * The id of the movement that takes an order line's stock: src/domain/inventory/orderStock.ts's
 * orderStockMovementId (the parcel's AWB is part of the key only when the line has one).
 */
function orderStockMovementId(type, orderId, sku, awb) {
  const parts = ['order-stock', type, orderId, sku];
  if (awb) parts.push(awb);
  return idFromKey(parts);
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

module.exports = { idFromKey, orderStockMovementId, performerOf };
